import { property } from '../../../shared/content/property';
import { villas } from '../../../shared/content/villas';
import { formatUsd } from '../../../shared/domain/money';
import { toggleEntireComplex, toggleVilla, type VillaSelection } from '../../lib/booking-selection';
import { cn } from '../../lib/utils';
import { villaAccent } from '../../lib/villa-colors';
import { Checkbox } from '../ui/checkbox';
import { errorId, FieldError } from './fields';

const optionCard =
  'flex cursor-pointer items-center gap-4 rounded-2xl border border-border bg-surface p-4 transition-colors duration-200 motion-reduce:transition-none hover:border-primary/60 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring';

interface OptionProps {
  id: string;
  name: string;
  details: string;
  rate: number;
  checked: boolean;
  onToggle: () => void;
  swatches: string[];
}

function Option({ id, name, details, rate, checked, onToggle, swatches }: OptionProps) {
  return (
    <label className={optionCard}>
      <Checkbox
        checked={checked}
        onChange={onToggle}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details`}
      />
      <span className="flex shrink-0 gap-1" aria-hidden="true">
        {swatches.map((swatch) => (
          <span key={swatch} className={cn('size-3 rounded-full', swatch)} />
        ))}
      </span>
      <span className="grid min-w-0 gap-0.5">
        <span id={`${id}-name`} className="font-serif text-lg font-semibold">
          {name}
        </span>
        <span id={`${id}-details`} className="text-sm text-muted-foreground">
          {details} · {formatUsd(rate)} / night
        </span>
      </span>
    </label>
  );
}

interface VillaPickerProps {
  selection: VillaSelection;
  onChange: (selection: VillaSelection) => void;
  error?: string;
}

/** The entire complex or individual villas, with the selection rules of spec section 4. */
export function VillaPicker({ selection, onChange, error }: VillaPickerProps) {
  return (
    <fieldset aria-describedby={error ? errorId('villaIds') : undefined}>
      <legend className="text-sm font-medium">Accommodation</legend>
      <div className="mt-3 grid gap-3">
        <Option
          id="entire-complex"
          name="Entire complex"
          details={`All four villas, the pool and the gardens · up to ${property.capacity.guests} guests`}
          rate={property.pricing.entireComplex}
          checked={selection.isEntireComplex}
          onToggle={() => onChange(toggleEntireComplex(selection))}
          swatches={villas.map((villa) => villaAccent[villa.color].swatch)}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {villas.map((villa) => (
            <Option
              key={villa.id}
              id={`villa-${villa.slug}`}
              name={villa.name}
              details={villa.capacityText}
              rate={villa.nightlyRate}
              checked={selection.villaIds.includes(villa.id)}
              onToggle={() => onChange(toggleVilla(selection, villa.id))}
              swatches={[villaAccent[villa.color].swatch]}
            />
          ))}
        </div>
      </div>
      <div className="mt-2">
        <FieldError id="villaIds" message={error} />
      </div>
    </fieldset>
  );
}

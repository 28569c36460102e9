import { format, parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { type Ref, useState } from 'react';
import type { IsoDate } from '../../../shared/domain/dates';
import { cn } from '../../lib/utils';
import { Calendar } from '../ui/calendar';
import { fieldControlClass } from '../ui/input';
import { Label } from '../ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import { FieldError, invalidProps } from './fields';
import { formatStayDate } from './format';

const isoOf = (date: Date): IsoDate => format(date, 'yyyy-MM-dd');

interface DateFieldProps {
  id: string;
  label: string;
  /** `YYYY-MM-DD`, or empty while no date is chosen. */
  value: IsoDate;
  onChange: (value: IsoDate) => void;
  onBlur: () => void;
  /** The days the calendar refuses; the keyboard skips them. */
  isUnavailable: (day: IsoDate) => boolean;
  today: IsoDate;
  /** The first and last months the calendar can show. */
  firstMonth: IsoDate;
  lastMonth: IsoDate;
  /** The month shown while no date is chosen. */
  openingMonth: IsoDate;
  error?: string;
  buttonRef: Ref<HTMLButtonElement>;
}

/** A date picker: a button that opens a month calendar in a popover. */
export function DateField({
  id,
  label,
  value,
  onChange,
  onBlur,
  isUnavailable,
  today,
  firstMonth,
  lastMonth,
  openingMonth,
  error,
  buttonRef,
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  return (
    <div className="grid content-start gap-2">
      <Label id={labelId} htmlFor={id}>
        {label}
      </Label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            id={id}
            ref={buttonRef}
            type="button"
            onBlur={onBlur}
            aria-labelledby={`${labelId} ${valueId}`}
            {...invalidProps(id, error)}
            className={cn(
              fieldControlClass,
              'flex h-12 cursor-pointer items-center gap-3 text-left',
            )}
          >
            <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span id={valueId} className={cn(!value && 'text-muted-foreground')}>
              {value ? formatStayDate(value) : 'Select a date'}
            </span>
          </button>
        </PopoverTrigger>
        <PopoverContent aria-label={`Choose the ${label.toLowerCase()} date`}>
          <Calendar
            mode="single"
            // The date picker dialog pattern: opening the calendar moves focus onto its day.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            selected={value ? parseISO(value) : undefined}
            onSelect={(date) => {
              if (!date) return;
              onChange(isoOf(date));
              setOpen(false);
            }}
            disabled={(date) => isUnavailable(isoOf(date))}
            today={parseISO(today)}
            defaultMonth={parseISO(value || openingMonth)}
            startMonth={parseISO(firstMonth)}
            endMonth={parseISO(lastMonth)}
          />
        </PopoverContent>
      </Popover>
      <FieldError id={id} message={error} />
    </div>
  );
}

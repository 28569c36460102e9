import { House, Waves } from 'lucide-react';
import { property } from '../../../shared/content/property';
import { cn } from '../../lib/utils';
import { kindLabels, kindPinClasses, mapPlaces } from './map-places';

const badgeClass =
  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold';

const { beach } = property.distances;

/**
 * The map's places as a list, numbered like the pins. It is always in the page, so everything
 * the map shows is available without the map (offline, on a screen reader, without JavaScript).
 */
export function PlaceList({ labelledBy }: { labelledBy: string }) {
  return (
    <ol aria-labelledby={labelledBy} className="divide-y divide-border">
      <li className="flex items-center gap-4 py-3">
        <span aria-hidden="true" className={cn(badgeClass, 'bg-lagoon-700 text-white')}>
          <House className="size-4" />
        </span>
        <div className="min-w-0">
          <p className="font-medium">{property.name}</p>
          <p className="text-sm text-muted-foreground">Approximate position</p>
        </div>
      </li>
      <li className="flex items-center gap-4 py-3">
        <span
          aria-hidden="true"
          className={cn(badgeClass, 'border-2 border-dashed border-primary text-primary')}
        >
          <Waves className="size-4" />
        </span>
        <div className="min-w-0">
          <p className="font-medium">The beach</p>
          <p className="text-sm text-muted-foreground">{beach.text}, inside the dashed circle</p>
        </div>
      </li>
      {mapPlaces.map((place) => (
        <li key={place.id} className="flex items-center gap-4 py-3">
          <span aria-hidden="true" className={cn(badgeClass, kindPinClasses[place.kind])}>
            {place.number}
          </span>
          <div className="min-w-0">
            <p className="font-medium">{place.name}</p>
            <p className="text-sm text-muted-foreground">
              {kindLabels[place.kind]} · {place.distance}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

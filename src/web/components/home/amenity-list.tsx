import {
  AirVent,
  Car,
  ChefHat,
  Flame,
  type LucideIcon,
  Piano,
  TreePalm,
  Umbrella,
  UtensilsCrossed,
  WashingMachine,
  Waves,
  Wifi,
} from 'lucide-react';
import type { Amenity } from '../../../shared/content/amenities';

/** The icon each amenity names in the content; a new name falls back to the palm. */
const icons: Record<string, LucideIcon> = {
  AirVent,
  Car,
  ChefHat,
  Flame,
  Piano,
  TreePalm,
  Umbrella,
  UtensilsCrossed,
  WashingMachine,
  Waves,
  Wifi,
};

export function AmenityList({ amenities }: { amenities: readonly Amenity[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {amenities.map((amenity) => {
        const Icon = icons[amenity.icon] ?? TreePalm;
        return (
          <li
            key={amenity.id}
            className="flex gap-4 rounded-2xl border border-border bg-surface p-6"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-muted">
              <Icon aria-hidden="true" className="size-5 text-primary" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">{amenity.name}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">
                {amenity.description}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

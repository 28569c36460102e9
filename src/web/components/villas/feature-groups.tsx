import { Bath, BedDouble, Check, UtensilsCrossed, Wifi } from 'lucide-react';
import type { Villa } from '../../../shared/content/villas';

/** The villa's features by theme: sleeping, bathroom, kitchen and dining, technology. */
export function FeatureGroups({ groups }: { groups: Villa['featureGroups'] }) {
  const themes = [
    { title: 'Sleeping', icon: BedDouble, features: groups.sleeping },
    { title: 'Bathroom', icon: Bath, features: groups.bathroom },
    { title: 'Kitchen & Dining', icon: UtensilsCrossed, features: groups.kitchenDining },
    { title: 'Technology', icon: Wifi, features: groups.technology },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {themes.map(({ title, icon: Icon, features }) => (
        <li key={title} className="rounded-2xl border border-border bg-surface p-6">
          <h3 className="flex items-center gap-3 text-xl font-semibold">
            <span className="flex size-10 items-center justify-center rounded-full bg-surface-muted">
              <Icon aria-hidden="true" className="size-5 text-primary" />
            </span>
            {title}
          </h3>
          <ul className="mt-4 space-y-2 text-sm">
            {features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {feature}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

import * as Tabs from '@radix-ui/react-tabs';
import { attractionCategories, attractionsIn } from '../../../shared/content/attractions';

const triggerClass =
  'h-10 rounded-full border border-border bg-surface px-5 text-sm font-medium text-muted-foreground transition-colors hover:border-primary hover:text-primary motion-reduce:transition-none data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground';

/**
 * Nearby attractions by category. Every panel stays in the page (hidden while inactive), so the
 * prerendered HTML carries all of them for search engines and readers without JavaScript.
 */
export function AttractionTabs() {
  return (
    <Tabs.Root defaultValue={attractionCategories[0]?.id}>
      <Tabs.List aria-label="Nearby attractions" className="flex flex-wrap gap-2">
        {attractionCategories.map((category) => (
          <Tabs.Trigger key={category.id} value={category.id} className={triggerClass}>
            {category.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {attractionCategories.map((category) => (
        <Tabs.Content
          key={category.id}
          value={category.id}
          forceMount
          className="mt-8 rounded-3xl data-[state=inactive]:hidden"
        >
          <ul className="grid gap-4 md:grid-cols-2">
            {attractionsIn(category.id).map((place) => (
              <li key={place.id} className="rounded-2xl border border-border bg-surface p-6">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h3 className="text-lg font-semibold">{place.name}</h3>
                  <p className="text-sm text-muted-foreground">{place.distance}</p>
                </div>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                  {place.description}
                </p>
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

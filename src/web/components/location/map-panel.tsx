import { MapPinned } from 'lucide-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/utils';

type MapState =
  { status: 'waiting' } | { status: 'ready'; Map: ComponentType } | { status: 'failed' };

/**
 * Holds the map's place on the page and loads Leaflet only in the browser, once the map comes
 * into sight: the page is prerendered without it, and visitors who never scroll to the map
 * never download it. The placeholder has the map's size, so nothing shifts when it arrives.
 */
export function MapPanel({ className }: { className?: string }) {
  const panel = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>({ status: 'waiting' });

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import('./neighbourhood-map').then(
          (module) => {
            if (!cancelled) setState({ status: 'ready', Map: module.NeighbourhoodMap });
          },
          () => {
            if (!cancelled) setState({ status: 'failed' });
          },
        );
      },
      // Once a fifth of the map is in sight, so a glimpse while scrolling past does not count.
      { threshold: 0.2 },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  return (
    <div
      ref={panel}
      className={cn(
        'relative isolate overflow-hidden rounded-3xl border border-border bg-sand-100',
        className,
      )}
    >
      {state.status === 'ready' ? (
        <state.Map />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_50%_50%,rgb(43_179_177/0.18)_0_7rem,transparent_7rem),linear-gradient(rgb(11_59_64/0.06)_1px,transparent_1px),linear-gradient(90deg,rgb(11_59_64/0.06)_1px,transparent_1px)] bg-[length:auto,2.5rem_2.5rem,2.5rem_2.5rem] p-6 text-center text-lagoon-900">
          <MapPinned aria-hidden="true" className="size-8" />
          <p className="max-w-xs text-sm">
            {state.status === 'failed'
              ? 'The interactive map could not load. Every place is listed with its distance.'
              : 'Loading the map…'}
          </p>
        </div>
      )}
    </div>
  );
}

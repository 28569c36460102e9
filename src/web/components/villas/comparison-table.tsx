import { Link } from 'react-router';
import type { Villa } from '../../../shared/content/villas';
import { formatUsd } from '../../../shared/domain/money';
import { cn } from '../../lib/utils';
import { villaAccent } from '../../lib/villa-colors';

/**
 * The villas side by side. On a narrow screen the table scrolls sideways inside a focusable,
 * labelled region, so keyboard users can scroll it too.
 */
export function ComparisonTable({
  villas,
  captionId,
}: {
  villas: readonly Villa[];
  captionId: string;
}) {
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // A region that scrolls must be reachable by keyboard to be scrolled without a mouse.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-3xl border border-border bg-surface"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          Villa comparison: capacity, bed type, special feature and nightly price
        </caption>
        <thead className="bg-surface-muted text-xs tracking-[0.15em] text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-5 py-4 font-semibold">
              Villa
            </th>
            <th scope="col" className="px-5 py-4 font-semibold">
              Capacity
            </th>
            <th scope="col" className="px-5 py-4 font-semibold">
              Bed type
            </th>
            <th scope="col" className="px-5 py-4 font-semibold">
              Special feature
            </th>
            <th scope="col" className="px-5 py-4 text-right font-semibold">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {villas.map((villa) => (
            <tr key={villa.slug} className="border-t border-border">
              <th scope="row" className="px-5 py-4 font-medium">
                <Link
                  to={`/property/${villa.slug}`}
                  className="inline-flex items-center gap-2.5 font-serif text-lg font-semibold hover:text-primary"
                >
                  <span
                    aria-hidden="true"
                    className={cn('size-2.5 rounded-full', villaAccent[villa.color].swatch)}
                  />
                  {villa.name}
                </Link>
              </th>
              <td className="px-5 py-4">{villa.capacityText}</td>
              <td className="px-5 py-4">{villa.bedType}</td>
              <td className="px-5 py-4">{villa.specialFeature}</td>
              <td className="px-5 py-4 text-right whitespace-nowrap">
                <span className="font-semibold">{formatUsd(villa.nightlyRate)}</span>
                <span className="text-muted-foreground"> / night</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

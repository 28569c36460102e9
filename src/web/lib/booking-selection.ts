import { property } from '../../shared/content/property';
import { villaBySlug, villas } from '../../shared/content/villas';
import { capacityOf } from '../../shared/domain/pricing';

/** What the guest is booking: some villas, or the entire complex (which holds all four). */
export interface VillaSelection {
  villaIds: number[];
  isEntireComplex: boolean;
}

export const noVillas: VillaSelection = { villaIds: [], isEntireComplex: false };

const allVillaIds = villas.map((villa) => villa.id);

/** Choosing the complex selects all four villas; choosing it again clears everything (spec 4). */
export function toggleEntireComplex(selection: VillaSelection): VillaSelection {
  return selection.isEntireComplex ? noVillas : { villaIds: allVillaIds, isEntireComplex: true };
}

/** Choosing a villa turns the complex off; villas toggle in and out (spec 4). */
export function toggleVilla(selection: VillaSelection, villaId: number): VillaSelection {
  const villaIds = selection.villaIds.includes(villaId)
    ? selection.villaIds.filter((id) => id !== villaId)
    : [...selection.villaIds, villaId].sort((a, b) => a - b);
  return { villaIds, isEntireComplex: false };
}

export function hasAccommodation(selection: VillaSelection): boolean {
  return selection.isEntireComplex || selection.villaIds.length > 0;
}

/** `?villa=lime` preselects Lime, `?villa=all` the entire complex; anything else nothing. */
export function selectionFromQuery(value: string | null): VillaSelection {
  if (value === 'all') return toggleEntireComplex(noVillas);
  const villa = value ? villaBySlug(value) : undefined;
  return villa ? { villaIds: [villa.id], isEntireComplex: false } : noVillas;
}

/** The most guests the selection sleeps; the property maximum while nothing is chosen. */
export function maxGuestsFor(selection: VillaSelection): number {
  return hasAccommodation(selection) ? capacityOf(selection) : property.capacity.guests;
}

/** "Entire complex", or the chosen villas' names, e.g. "Agave and Lime". */
export function describeAccommodation(selection: VillaSelection): string {
  if (selection.isEntireComplex) return 'Entire complex (all four villas)';
  const names = villas.filter((villa) => selection.villaIds.includes(villa.id)).map((v) => v.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

import { z } from 'zod';
import { property } from '../../shared/content/property';
import { villas } from '../../shared/content/villas';
import { lastBookableDate } from '../../shared/domain/booking-rules';
import { addDaysIso, type IsoDate } from '../../shared/domain/dates';
import type { VillaSelection } from './booking-selection';

const TakenStaysSchema = z.object({
  bookings: z.array(
    z.object({
      startDate: z.string(),
      endDate: z.string(),
      villaIds: z.array(z.number()),
    }),
  ),
});

/** A stay that takes its villas' nights: `endDate` is the check-out day, free for a new check-in. */
export type TakenStay = z.infer<typeof TakenStaysSchema>['bookings'][number];

/** The stays in an answer of `GET /api/bookings/confirmed`, or null when it has another shape. */
export function parseTakenStays(body: unknown): TakenStay[] | null {
  const parsed = TakenStaysSchema.safeParse(body);
  return parsed.success ? parsed.data.bookings : null;
}

function nightsOf(stay: TakenStay): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let night = stay.startDate; night < stay.endDate; night = addDaysIso(night, 1)) {
    nights.push(night);
  }
  return nights;
}

/**
 * The nights the selection cannot have: a night is taken when a stay holds one of the chosen
 * villas (any villa for the entire complex). With nothing chosen yet, only nights on which every
 * villa is taken are, since no choice could make them free.
 */
export function takenNights(stays: readonly TakenStay[], selection: VillaSelection): Set<IsoDate> {
  const chosen = selection.isEntireComplex ? villas.map((villa) => villa.id) : selection.villaIds;
  const taken = new Set<IsoDate>();
  if (chosen.length > 0) {
    for (const stay of stays) {
      if (stay.villaIds.some((id) => chosen.includes(id))) {
        for (const night of nightsOf(stay)) taken.add(night);
      }
    }
    return taken;
  }
  const villasTaken = new Map<IsoDate, Set<number>>();
  for (const stay of stays) {
    for (const night of nightsOf(stay)) {
      const ids = villasTaken.get(night) ?? new Set<number>();
      for (const id of stay.villaIds) ids.add(id);
      villasTaken.set(night, ids);
    }
  }
  for (const [night, ids] of villasTaken) {
    if (ids.size >= villas.length) taken.add(night);
  }
  return taken;
}

/** Whether any night of the stay `[startDate, endDate)` is taken. */
export function overlapsTaken(
  stay: { startDate: IsoDate; endDate: IsoDate },
  taken: ReadonlySet<IsoDate>,
): boolean {
  for (const night of taken) {
    if (night >= stay.startDate && night < stay.endDate) return true;
  }
  return false;
}

/** Check-in days the picker refuses: the past, beyond the booking horizon, and taken nights. */
export function isCheckInUnavailable(
  day: IsoDate,
  today: IsoDate,
  taken: ReadonlySet<IsoDate>,
): boolean {
  return day < today || day > lastBookableDate(today) || taken.has(day);
}

/**
 * Check-out days the picker refuses: on or before check-in (or today), past the maximum stay,
 * and any day that would make the stay cross a taken night.
 */
export function isCheckOutUnavailable(
  day: IsoDate,
  checkIn: IsoDate | undefined,
  today: IsoDate,
  taken: ReadonlySet<IsoDate>,
): boolean {
  if (!checkIn) return day <= today || taken.has(addDaysIso(day, -1));
  if (day <= checkIn || day > addDaysIso(checkIn, property.pricing.maximumStay)) return true;
  return overlapsTaken({ startDate: checkIn, endDate: day }, taken);
}

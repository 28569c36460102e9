import { addDays, addMonths, differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';

/** A calendar date written as `YYYY-MM-DD`, the only date format the API accepts. */
export type IsoDate = string;

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date in `YYYY-MM-DD` form (so `2027-02-30` is false). */
export function isIsoDate(value: string): boolean {
  return isoDatePattern.test(value) && isValid(parseISO(value));
}

/** Nights between check-in and check-out, rounded up (spec section 9). */
export function nightsBetween(start: IsoDate, end: IsoDate): number {
  return differenceInCalendarDays(parseISO(end), parseISO(start));
}

export function addDaysIso(date: IsoDate, days: number): IsoDate {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

export function addMonthsIso(date: IsoDate, months: number): IsoDate {
  return format(addMonths(parseISO(date), months), 'yyyy-MM-dd');
}

/** Today's date in the given time zone, as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date(), timeZone = 'America/Nassau'): IsoDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

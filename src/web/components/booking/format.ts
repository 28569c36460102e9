import { format, parseISO } from 'date-fns';
import type { IsoDate } from '../../../shared/domain/dates';

/** A stay date as guests read it, e.g. "Wed, 3 Mar 2027". */
export function formatStayDate(date: IsoDate): string {
  return format(parseISO(date), 'EEE, d MMM yyyy');
}

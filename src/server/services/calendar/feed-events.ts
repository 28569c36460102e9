import ICAL from 'ical.js';
import { addDaysIso, todayIso, type IsoDate } from '../../../shared/domain/dates';

/** One event of a channel's feed, as the nights it closes: `[startDate, endDate)`. */
export interface FeedEvent {
  uid: string;
  startDate: IsoDate;
  endDate: IsoDate;
  summary: string | null;
}

/** A feed that could not be fetched or read; its message is shown to staff in Settings. */
export class FeedError extends Error {
  override name = 'FeedError';
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The calendar date of an event's start or end. A date-time in UTC is read at the property
 * (Nassau); a local or zoned one as written, since that is the date the channel meant.
 */
function dateOf(time: ICAL.Time): IsoDate {
  if (!time.isDate && time.zone === ICAL.Timezone.utcTimezone) {
    return todayIso(time.toJSDate());
  }
  return `${String(time.year).padStart(4, '0')}-${twoDigits(time.month)}-${twoDigits(time.day)}`;
}

function textOf(event: ICAL.Component, name: string): string | null {
  const value = event.getFirstPropertyValue(name);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The events of an iCalendar text that close nights from `today` on. Cancelled and free
 * (TRANSP:TRANSPARENT) events close nothing; an event shorter than a night closes its day's
 * night; a repeated UID (a recurrence override) keeps its first event. Recurrence rules are not
 * expanded: channels export each reservation as an event of its own.
 */
export function parseFeedEvents(text: string, today: IsoDate): FeedEvent[] {
  let calendar: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    if (!Array.isArray(parsed) || parsed[0] !== 'vcalendar') {
      throw new FeedError('The feed is not an iCalendar file (no VCALENDAR).');
    }
    calendar = new ICAL.Component(parsed as [string, unknown[], unknown[]]);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new FeedError(`The feed is not a valid iCalendar file: ${reason}`);
  }

  const events = new Map<string, FeedEvent>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const status = textOf(component, 'status')?.toUpperCase();
    const transparency = textOf(component, 'transp')?.toUpperCase();
    if (status === 'CANCELLED' || transparency === 'TRANSPARENT') continue;
    if (!component.hasProperty('dtstart')) continue;

    const event = new ICAL.Event(component);
    const startDate = dateOf(event.startDate);
    const end = component.hasProperty('dtend') || component.hasProperty('duration');
    const written = end ? dateOf(event.endDate) : startDate;
    const endDate = written > startDate ? written : addDaysIso(startDate, 1);
    if (endDate <= today) continue;

    const uid = textOf(component, 'uid') ?? `no-uid:${startDate}/${endDate}`;
    if (events.has(uid)) continue;
    events.set(uid, { uid, startDate, endDate, summary: textOf(component, 'summary') });
  }
  return [...events.values()];
}

import { describe, expect, it } from 'vitest';
import { icalFeed } from '../../../../tests/helpers/feed-server';
import { FeedError, parseFeedEvents } from './feed-events';

const today = '2027-01-10';

function calendarWith(...events: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n');
}

describe('reading a channel feed', () => {
  it('reads all-day events as nights, DTEND being the check-out day', () => {
    const text = icalFeed([
      { uid: 'a@airbnb', start: '2027-02-01', end: '2027-02-05', summary: 'Reserved' },
      { uid: 'b@airbnb', start: '2027-03-01', end: '2027-03-02', summary: 'Not available' },
    ]);
    expect(parseFeedEvents(text, today)).toEqual([
      { uid: 'a@airbnb', startDate: '2027-02-01', endDate: '2027-02-05', summary: 'Reserved' },
      { uid: 'b@airbnb', startDate: '2027-03-01', endDate: '2027-03-02', summary: 'Not available' },
    ]);
  });

  it('reads timed events by their dates, UTC times at the property, short ones as one night', () => {
    const text = calendarWith(
      ['UID:timed', 'DTSTART:20270201T160000', 'DTEND:20270204T110000'],
      // 02:00 UTC on 2 March is still 1 March in Nassau.
      ['UID:utc', 'DTSTART:20270302T020000Z', 'DTEND:20270305T150000Z'],
      ['UID:repair', 'DTSTART:20270401T090000', 'DTEND:20270401T170000'],
      ['UID:week', 'DTSTART;VALUE=DATE:20270501', 'DURATION:P7D'],
      ['UID:single', 'DTSTART;VALUE=DATE:20270601'],
    );
    expect(
      parseFeedEvents(text, today).map(({ uid, startDate, endDate }) => [uid, startDate, endDate]),
    ).toEqual([
      ['timed', '2027-02-01', '2027-02-04'],
      ['utc', '2027-03-01', '2027-03-05'],
      ['repair', '2027-04-01', '2027-04-02'],
      ['week', '2027-05-01', '2027-05-08'],
      ['single', '2027-06-01', '2027-06-02'],
    ]);
  });

  it('skips cancelled, free and past events, events without a start, and repeated UIDs', () => {
    const text = calendarWith(
      [
        'UID:cancelled',
        'STATUS:CANCELLED',
        'DTSTART;VALUE=DATE:20270201',
        'DTEND;VALUE=DATE:20270203',
      ],
      [
        'UID:free',
        'TRANSP:TRANSPARENT',
        'DTSTART;VALUE=DATE:20270201',
        'DTEND;VALUE=DATE:20270203',
      ],
      ['UID:past', 'DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20270110'],
      ['UID:ongoing', 'DTSTART;VALUE=DATE:20270108', 'DTEND;VALUE=DATE:20270112'],
      ['UID:nostart', 'SUMMARY:Broken'],
      ['UID:twice', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270303'],
      [
        'UID:twice',
        'RECURRENCE-ID;VALUE=DATE:20270301',
        'DTSTART;VALUE=DATE:20270310',
        'DTEND;VALUE=DATE:20270312',
      ],
    );
    expect(parseFeedEvents(text, today).map((event) => [event.uid, event.startDate])).toEqual([
      ['ongoing', '2027-01-08'],
      ['twice', '2027-03-01'],
    ]);
  });

  it('gives events without a UID a key from their dates', () => {
    const text = calendarWith(['DTSTART;VALUE=DATE:20270201', 'DTEND;VALUE=DATE:20270203']);
    expect(parseFeedEvents(text, today)[0]?.uid).toBe('no-uid:2027-02-01/2027-02-03');
  });

  it('refuses text that is not an iCalendar file, with a reason staff can read', () => {
    expect(() => parseFeedEvents('<html>Sign in to continue</html>', today)).toThrow(FeedError);
    expect(() => parseFeedEvents('<html>Sign in to continue</html>', today)).toThrow(
      /^The feed is not a valid iCalendar file: /,
    );
    const vcard = 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada\r\nEND:VCARD';
    expect(() => parseFeedEvents(vcard, today)).toThrow(
      'The feed is not an iCalendar file (no VCALENDAR).',
    );
  });
});

import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/app';
import { authorizedBooking, postBooking, testClock } from '../../../tests/helpers/bookings';
import { icalFeed, startFeedServer, type FeedServer } from '../../../tests/helpers/feed-server';
import { adminCall, createStaff, signIn } from '../../../tests/helpers/staff';
import { importDueFeeds } from '../services/calendar/import-feeds';

const publicUrl = 'https://villas.example';

/** The all-day events of an export feed, read back with ical.js. */
function exportedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as [string, unknown[], unknown[]]);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      allDay: event.startDate.isDate && event.endDate.isDate,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
    };
  });
}

describe('channel sync and the staff calendar', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let feeds: FeedServer;
  let admin: string;
  let manager: string;

  beforeAll(async () => {
    feeds = await startFeedServer();
    app = await buildTestApp({
      now: clock.now,
      sweepHolds: false,
      importCalendars: false,
      env: {
        RATE_LIMITS: 'off',
        PUBLIC_URL: publicUrl,
        ICAL_IMPORT_TIMEOUT_MS: '400',
        ICAL_IMPORT_MAX_BYTES: '4096',
      },
    });
    await createStaff(app, { username: 'alice', role: 'admin' });
    await createStaff(app, { username: 'marco', role: 'manager' });
    admin = await signIn(app, 'alice');
    manager = await signIn(app, 'marco');
  });
  afterAll(async () => {
    await app.close();
    await feeds.close();
  });

  const addBlock = (body: Record<string, unknown>, cookie = manager) =>
    adminCall(app, cookie, 'POST', '/calendar/blocks', {
      reason: 'maintenance',
      note: 'Pool pump',
      ...body,
    });

  const availability = async (start: string, end: string) => {
    const response = await app.inject({ url: `/api/availability?start=${start}&end=${end}` });
    const villas: { slug: string; available: boolean }[] = response.json().villas;
    return Object.fromEntries(villas.map((villa) => [villa.slug, villa.available]));
  };

  async function exportLink(scope: string) {
    const links = (await adminCall(app, admin, 'GET', '/calendar-export')).json();
    const link = links.find((candidate: { scope: string }) => candidate.scope === scope);
    return new URL(link.url);
  }

  const fetchExport = (url: URL, headers: Record<string, string> = {}) =>
    app.inject({ url: `${url.pathname}${url.search}`, headers });

  async function addFeed(villaId: number, path: string, name = 'Airbnb') {
    return adminCall(app, admin, 'POST', '/calendar-feeds', {
      villaId,
      name,
      url: `${feeds.origin}${path}`,
    });
  }

  const importNow = (feedId: number) =>
    adminCall(app, admin, 'POST', `/calendar-feeds/${feedId}/import`);

  describe('manual blocks', () => {
    it('close the nights of each chosen villa to guests, with no reason made public', async () => {
      const created = await addBlock({
        villaIds: [3, 4],
        startDate: '2027-02-01',
        endDate: '2027-02-05',
        reason: 'owner-stay',
        note: 'The Smiths, owners',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject([
        { villaId: 3, source: 'manual', reason: 'owner-stay', conflict: false },
        { villaId: 4, source: 'manual', reason: 'owner-stay', conflict: false },
      ]);

      expect(await availability('2027-02-04', '2027-02-08')).toEqual({
        agave: true,
        coconut: true,
        lime: false,
        pina: false,
      });
      expect(await availability('2027-02-05', '2027-02-08')).toMatchObject({ lime: true });

      const taken = await app.inject({ url: '/api/bookings/confirmed' });
      const body = taken.body;
      expect(taken.json().bookings).toEqual(
        expect.arrayContaining([
          { startDate: '2027-02-01', endDate: '2027-02-05', status: 'blocked', villaIds: [3] },
          { startDate: '2027-02-01', endDate: '2027-02-05', status: 'blocked', villaIds: [4] },
        ]),
      );
      expect(body).not.toContain('Smiths');
      expect(body).not.toContain('owner');

      const booking = await postBooking(app, {
        villaIds: [3],
        startDate: '2027-01-30',
        endDate: '2027-02-02',
      });
      expect(booking.statusCode).toBe(409);
      expect(booking.json().message).toBe(
        'Lime is not available for these dates. Please choose different dates or villas.',
      );
    });

    it('refuse nights already booked or blocked, all or nothing', async () => {
      await authorizedBooking(app, {
        villaIds: [1],
        startDate: '2027-02-10',
        endDate: '2027-02-14',
      });
      const refused = await addBlock({
        villaIds: [1, 2],
        startDate: '2027-02-12',
        endDate: '2027-02-16',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Agave is not available for these dates. Please choose different dates or villas.',
      );
      expect(await availability('2027-02-14', '2027-02-16')).toMatchObject({ coconut: true });
    });

    it('are removed to free their nights; imported blocks cannot be removed this way', async () => {
      const [block] = (
        await addBlock({ villaIds: [2], startDate: '2027-02-20', endDate: '2027-02-22' })
      ).json();
      expect(await availability('2027-02-20', '2027-02-22')).toMatchObject({ coconut: false });
      const removed = await adminCall(app, manager, 'DELETE', `/calendar/blocks/${block.id}`);
      expect(removed.statusCode).toBe(204);
      expect(await availability('2027-02-20', '2027-02-22')).toMatchObject({ coconut: true });
      expect(
        (await adminCall(app, manager, 'DELETE', `/calendar/blocks/${block.id}`)).statusCode,
      ).toBe(404);
    });

    it('say what is wrong with a bad request', async () => {
      const bad = await addBlock({
        villaIds: [],
        startDate: '2027-03-05',
        endDate: '2027-03-01',
        reason: 'other',
        note: '',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        villaIds: 'Choose at least one villa',
        endDate: 'The end date must be after the start date',
        note: 'Say what the block is for',
      });
    });
  });

  describe('export feeds', () => {
    it('list each villa’s held nights as all-day events, with nothing about guests', async () => {
      await authorizedBooking(app, {
        villaIds: [3],
        startDate: '2027-04-01',
        endDate: '2027-04-04',
        firstName: 'Grace',
        lastName: 'Hopper',
      });
      await addBlock({ villaIds: [3], startDate: '2027-04-10', endDate: '2027-04-12' });
      const url = await exportLink('lime');
      expect(url.origin).toBe(publicUrl);
      expect(url.pathname).toBe('/api/calendar/lime.ics');

      const response = await fetchExport(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, max-age=300');
      expect(response.body).not.toMatch(/Hopper|Grace|Pool pump|maintenance/i);
      const events = exportedEvents(response.body);
      expect(events).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ start: '2027-02-01', end: '2027-02-05', allDay: true }),
          expect.objectContaining({ start: '2027-04-01', end: '2027-04-04', allDay: true }),
          expect.objectContaining({ start: '2027-04-10', end: '2027-04-12', allDay: true }),
        ]),
      );
      expect(new Set(events.map((event) => event.summary))).toEqual(new Set(['Not available']));
      expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
      expect(events.every((event) => event.uid.endsWith('@villas.example'))).toBe(true);
    });

    it('show the complex closed on every night any villa is, touching stays merged', async () => {
      await addBlock({ villaIds: [1], startDate: '2027-05-01', endDate: '2027-05-04' });
      await addBlock({ villaIds: [2], startDate: '2027-05-03', endDate: '2027-05-06' });
      await addBlock({ villaIds: [4], startDate: '2027-05-06', endDate: '2027-05-08' });
      const events = exportedEvents((await fetchExport(await exportLink('complex'))).body);
      expect(events).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ start: '2027-05-01', end: '2027-05-08', allDay: true }),
        ]),
      );
      expect(events.filter((event) => event.start.startsWith('2027-05'))).toHaveLength(1);
    });

    it('answer 304 while nothing changed, and a new ETag once something did', async () => {
      const url = await exportLink('pina');
      const first = await fetchExport(url);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await fetchExport(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      await addBlock({ villaIds: [4], startDate: '2027-06-01', endDate: '2027-06-03' });
      const changed = await fetchExport(url, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('answer 404 to a wrong or missing token and to an unknown calendar', async () => {
      const url = await exportLink('agave');
      const token = url.searchParams.get('token') ?? '';
      for (const path of [
        '/api/calendar/agave.ics',
        `/api/calendar/agave.ics?token=${token}x`,
        `/api/calendar/coconut.ics?token=${token}`,
        `/api/calendar/mango.ics?token=${token}`,
        `/api/calendar/agave?token=${token}`,
      ]) {
        const response = await app.inject({ url: path });
        expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
      }
    });

    it('stop answering the old address once an admin regenerates the token', async () => {
      const before = await exportLink('coconut');
      const regenerated = await adminCall(app, admin, 'POST', '/calendar-export/coconut/token');
      expect(regenerated.statusCode).toBe(200);
      const after = new URL(regenerated.json().url);
      expect(after.searchParams.get('token')).not.toBe(before.searchParams.get('token'));
      expect((await fetchExport(before)).statusCode).toBe(404);
      expect((await fetchExport(after)).statusCode).toBe(200);
      expect((await exportLink('coconut')).href).toBe(after.href);

      const unknown = await adminCall(app, admin, 'POST', '/calendar-export/mango/token');
      expect(unknown.statusCode).toBe(400);
    });
  });

  describe('importing channel feeds', () => {
    it('turns a feed’s events into blocks a booking cannot take', async () => {
      feeds.routes['/agave-airbnb.ics'] = {
        body: icalFeed([
          { uid: 'res-1@airbnb.com', start: '2027-07-01', end: '2027-07-05' },
          { uid: 'res-2@airbnb.com', start: '2027-07-10', end: '2027-07-12' },
        ]),
      };
      const added = await addFeed(1, '/agave-airbnb.ics');
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({
        villaId: 1,
        name: 'Airbnb',
        eventCount: 2,
        lastError: null,
        lastSuccessAt: clock.now().toISOString(),
      });

      const booking = await postBooking(app, {
        villaIds: [1],
        startDate: '2027-07-03',
        endDate: '2027-07-07',
      });
      expect(booking.statusCode).toBe(409);
      expect(booking.json().message).toBe(
        'Agave is not available for these dates. Please choose different dates or villas.',
      );
      expect(await availability('2027-07-05', '2027-07-10')).toMatchObject({ agave: true });

      const month = (await adminCall(app, manager, 'GET', '/calendar?month=2027-07')).json();
      expect(month.entries).toEqual([
        expect.objectContaining({
          kind: 'block',
          villaId: 1,
          source: 'ical',
          feedName: 'Airbnb',
          startDate: '2027-07-01',
          endDate: '2027-07-05',
          conflict: false,
        }),
        expect.objectContaining({ kind: 'block', startDate: '2027-07-10', endDate: '2027-07-12' }),
      ]);
    });

    it('frees the nights of events removed from the feed and follows moved ones', async () => {
      const [feed] = (await adminCall(app, admin, 'GET', '/calendar-feeds')).json();
      feeds.routes['/agave-airbnb.ics'] = {
        body: icalFeed([{ uid: 'res-2@airbnb.com', start: '2027-07-11', end: '2027-07-14' }]),
      };
      clock.advanceMinutes(1);
      const imported = await importNow(feed.id);
      expect(imported.json()).toMatchObject({ eventCount: 1, lastError: null });
      expect(await availability('2027-07-01', '2027-07-05')).toMatchObject({ agave: true });
      expect(await availability('2027-07-13', '2027-07-14')).toMatchObject({ agave: false });
      expect(await availability('2027-07-10', '2027-07-11')).toMatchObject({ agave: true });
    });

    it('keeps the last good blocks when a feed fails, and records why', async () => {
      const [feed] = (await adminCall(app, admin, 'GET', '/calendar-feeds')).json();
      const lastGood = feed.lastSuccessAt;
      const failures: [
        string,
        { body?: string; status?: number; delayMs?: number; headers?: Record<string, string> },
        RegExp,
      ][] = [
        [
          'malformed',
          { body: '<html>Please sign in</html>' },
          /^The feed is not a valid iCalendar file/,
        ],
        ['not found', { status: 404, body: 'gone' }, /^The feed answered HTTP 404\.$/],
        ['huge', { body: 'X'.repeat(5000) }, /^The feed is larger than the 4 KB limit\.$/],
        [
          'huge, sent in chunks',
          { body: 'X'.repeat(5000), headers: { 'transfer-encoding': 'chunked' } },
          /^The feed is larger than the 4 KB limit\.$/,
        ],
        [
          'slow',
          { body: icalFeed([]), delayMs: 1500 },
          /^The feed did not answer within 0\.4 seconds\.$/,
        ],
      ];
      for (const [label, reply, error] of failures) {
        feeds.routes['/agave-airbnb.ics'] = reply;
        clock.advanceMinutes(1);
        const result = (await importNow(feed.id)).json();
        expect({ label, error: result.lastError }).toEqual({
          label,
          error: expect.stringMatching(error),
        });
        expect(result).toMatchObject({
          lastSuccessAt: lastGood,
          lastAttemptAt: clock.now().toISOString(),
          eventCount: 1,
        });
        expect(await availability('2027-07-13', '2027-07-14')).toMatchObject({ agave: false });
      }
    });

    it('follows a feed that moved, but not too many redirects or off the web', async () => {
      const [feed] = (await adminCall(app, admin, 'GET', '/calendar-feeds')).json();
      feeds.routes['/agave-airbnb.ics'] = {
        status: 301,
        headers: { location: '/moved/agave.ics' },
      };
      feeds.routes['/moved/agave.ics'] = {
        body: icalFeed([{ uid: 'res-3@airbnb.com', start: '2027-08-01', end: '2027-08-04' }]),
      };
      expect((await importNow(feed.id)).json()).toMatchObject({ eventCount: 1, lastError: null });
      expect(await availability('2027-08-01', '2027-08-04')).toMatchObject({ agave: false });

      for (let hop = 0; hop < 5; hop++) {
        feeds.routes[`/loop/${hop}`] = { status: 302, headers: { location: `/loop/${hop + 1}` } };
      }
      feeds.routes['/agave-airbnb.ics'] = { status: 302, headers: { location: '/loop/0' } };
      expect((await importNow(feed.id)).json().lastError).toBe(
        'The feed redirected more than 3 times.',
      );
      feeds.routes['/agave-airbnb.ics'] = {
        status: 302,
        headers: { location: 'file:///etc/passwd' },
      };
      expect((await importNow(feed.id)).json().lastError).toBe(
        'Only http:// and https:// feeds can be imported (not file:).',
      );
      expect(await availability('2027-08-01', '2027-08-04')).toMatchObject({ agave: false });
    });

    it('refuses feed addresses that are not http or https, and the same feed twice', async () => {
      for (const url of ['file:///etc/passwd', 'ftp://example.com/cal.ics', 'not a url']) {
        const response = await adminCall(app, admin, 'POST', '/calendar-feeds', {
          villaId: 2,
          name: 'VRBO',
          url,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ url: 'Enter an http:// or https:// address' });
      }
      const twice = await addFeed(1, '/agave-airbnb.ics');
      expect(twice.statusCode).toBe(409);
    });

    it('keeps an event that overlaps a booking as a conflict, shown until it resolves', async () => {
      const { bookingId } = await authorizedBooking(app, {
        villaIds: [2],
        startDate: '2027-09-01',
        endDate: '2027-09-05',
      });
      const reference = (await adminCall(app, manager, 'GET', `/bookings/${bookingId}`)).json()
        .bookingReference;
      const overviewBefore = (await adminCall(app, manager, 'GET', '/overview')).json();
      feeds.routes['/coconut-vrbo.ics'] = {
        body: icalFeed([
          { uid: 'vrbo-9', start: '2027-09-03', end: '2027-09-07', summary: 'Reserved - VRBO' },
        ]),
      };
      const feed = (await addFeed(2, '/coconut-vrbo.ics', 'VRBO')).json();
      expect(feed.eventCount).toBe(1);

      const month = (await adminCall(app, manager, 'GET', '/calendar?month=2027-09')).json();
      expect(month.conflicts).toEqual([
        expect.objectContaining({
          villaId: 2,
          feedName: 'VRBO',
          startDate: '2027-09-03',
          endDate: '2027-09-07',
          conflict: true,
          overlaps: [`Booking ${reference} (Pending)`],
        }),
      ]);
      expect((await adminCall(app, manager, 'GET', '/overview')).json().calendarConflicts).toBe(
        overviewBefore.calendarConflicts + 1,
      );
      // The booking keeps its nights; the nights after it are the channel's.
      expect(await availability('2027-09-05', '2027-09-07')).toMatchObject({ coconut: true });

      const cancelled = await adminCall(app, admin, 'PATCH', `/bookings/${bookingId}/status`, {
        status: 'cancelled',
      });
      expect(cancelled.statusCode).toBe(200);
      expect((await importNow(feed.id)).json().lastError).toBeNull();
      const after = (await adminCall(app, manager, 'GET', '/calendar?month=2027-09')).json();
      expect(after.conflicts).toEqual([]);
      expect(await availability('2027-09-05', '2027-09-07')).toMatchObject({ coconut: false });
      expect((await adminCall(app, manager, 'GET', '/overview')).json().calendarConflicts).toBe(
        overviewBefore.calendarConflicts,
      );
    });

    it('imports a feed again once the interval has passed, not before', async () => {
      feeds.routes['/lime-vrbo.ics'] = {
        body: icalFeed([{ uid: 'lime-1', start: '2027-10-01', end: '2027-10-03' }]),
      };
      const feed = (await addFeed(3, '/lime-vrbo.ics', 'VRBO')).json();
      const options = { now: clock.now, limits: app.config.calendarSync };
      clock.advanceMinutes(14);
      expect((await importDueFeeds(app.db, options)).map((due) => due.id)).not.toContain(feed.id);
      clock.advanceMinutes(1);
      const requests = feeds.requests.length;
      expect((await importDueFeeds(app.db, options)).map((due) => due.id)).toContain(feed.id);
      expect(feeds.requests.slice(requests)).toContain('/lime-vrbo.ics');
    });

    it('removing a feed frees the nights it closed', async () => {
      const feed = (await adminCall(app, admin, 'GET', '/calendar-feeds'))
        .json()
        .find((candidate: { url: string }) => candidate.url.endsWith('/lime-vrbo.ics'));
      expect(await availability('2027-10-01', '2027-10-03')).toMatchObject({ lime: false });
      const removed = await adminCall(app, admin, 'DELETE', `/calendar-feeds/${feed.id}`);
      expect(removed.statusCode).toBe(204);
      expect(await availability('2027-10-01', '2027-10-03')).toMatchObject({ lime: true });
      expect((await importNow(feed.id)).statusCode).toBe(404);
    });
  });

  describe('the staff calendar', () => {
    it('shows a month’s bookings with their guest and status, and blocks by source', async () => {
      const { bookingId } = await authorizedBooking(app, {
        villaIds: [4],
        startDate: '2027-11-27',
        endDate: '2027-12-02',
        firstName: 'Ada',
        lastName: 'Lovelace',
      });
      await addBlock({ villaIds: [4], startDate: '2027-12-05', endDate: '2027-12-07' });
      const month = (await adminCall(app, manager, 'GET', '/calendar?month=2027-12')).json();
      expect(month.month).toBe('2027-12');
      expect(month.entries).toEqual([
        expect.objectContaining({
          kind: 'booking',
          id: bookingId,
          villaId: 4,
          status: 'pending',
          guestName: 'Ada Lovelace',
          startDate: '2027-11-27',
        }),
        expect.objectContaining({
          kind: 'block',
          source: 'manual',
          reason: 'maintenance',
          note: 'Pool pump',
        }),
      ]);
      const bad = await adminCall(app, manager, 'GET', '/calendar?month=2027-13');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ month: 'Choose a month as YYYY-MM' });
    });
  });
});

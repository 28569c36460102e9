import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, contactMessages, customerLeads, emailOutbox } from '../../db/schema';
import { buildTestApp } from '../../../../tests/helpers/app';
import { authorizedBooking, testClock } from '../../../../tests/helpers/bookings';
import { routeTable } from '../../../../tests/helpers/routes';
import {
  adminCall,
  createStaff,
  login,
  signIn,
  staffPassword,
} from '../../../../tests/helpers/staff';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('the staff API', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let adminCookie: string;
  let managerCookie: string;
  let adminId: number;
  let managerId: number;
  beforeAll(async () => {
    app = await buildTestApp({
      now: clock.now,
      sweepHolds: false,
      // A mail server that accepts everything, so an e-mail can be retried.
      mailTransport: { send: async () => {}, close() {} },
      env: { RATE_LIMITS: 'off' },
    });
    adminId = (await createStaff(app, { username: 'alice', role: 'admin' })).id;
    managerId = (await createStaff(app, { username: 'marco', role: 'manager' })).id;
    await createStaff(app, { username: 'ivan', role: 'manager', active: false });
    adminCookie = await signIn(app, 'alice');
    managerCookie = await signIn(app, 'marco');
  });
  afterAll(() => app.close());

  let week = 0;
  async function newBooking() {
    week += 1;
    const start = new Date(Date.UTC(2027, 4, 1 + week * 7));
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    const end = new Date(start.getTime() + 3 * 86_400_000);
    return (await authorizedBooking(app, { startDate: iso(start), endDate: iso(end) })).bookingId;
  }

  async function newLead(status = 'new', email = `lead${week++}@example.com`) {
    const [lead] = await app.db
      .insert(customerLeads)
      .values({ name: 'Grace Hopper', email, status, createdAt: clock.now() })
      .returning();
    if (!lead) throw new Error('lead insert returned no row');
    return lead.id;
  }

  /** Every /api/admin route, with what it needs to succeed. */
  async function everyRoute(): Promise<[Method, string, Record<string, unknown>?][]> {
    const bookingId = await newBooking();
    const noteResponse = await adminCall(app, adminCookie, 'POST', `/bookings/${bookingId}/notes`, {
      note: 'Late arrival',
    });
    const leadId = await newLead();
    const [message] = await app.db
      .insert(contactMessages)
      .values({ name: 'Guest', email: 'guest@example.com', message: 'Is the pool heated?' })
      .returning();
    const messageId = message?.id;
    const nights = (offset: number) => {
      const start = new Date(Date.UTC(2028, 0, 1 + week * 7 + offset * 3));
      const iso = (date: Date) => date.toISOString().slice(0, 10);
      return { startDate: iso(start), endDate: iso(new Date(start.getTime() + 2 * 86_400_000)) };
    };
    const block = await adminCall(app, adminCookie, 'POST', '/calendar/blocks', {
      villaIds: [3],
      ...nights(0),
      reason: 'maintenance',
    });
    // An address nothing listens on: the feed's first import fails fast and is recorded.
    const feedUrl = `http://127.0.0.1:9/feed-${week}.ics`;
    const [feed] = await app.db
      .insert(calendarFeeds)
      .values({ villaId: 4, name: 'Airbnb', url: feedUrl })
      .returning();
    const [failedEmail] = await app.db
      .insert(emailOutbox)
      .values({
        template: 'contact-acknowledgement',
        toAddress: 'guest@example.com',
        subject: 'Thank you for your message',
        textBody: 'Thank you',
        htmlBody: '<p>Thank you</p>',
        status: 'failed',
      })
      .returning();
    return [
      ['GET', '/profile'],
      ['GET', '/overview'],
      ['GET', '/bookings'],
      ['GET', `/bookings/${bookingId}`],
      ['GET', `/bookings/${bookingId}/notes`],
      ['POST', `/bookings/${bookingId}/notes`, { note: 'Wants a crib', priority: 'high' }],
      ['PATCH', `/notes/${noteResponse.json().id}`, { resolved: true }],
      ['PATCH', `/bookings/${bookingId}/approval`, { approved: true }],
      ['PATCH', `/bookings/${await newBooking()}/status`, { status: 'cancelled' }],
      ['GET', '/leads'],
      ['POST', `/leads/${leadId}/contacted`],
      ['GET', '/messages'],
      ['GET', '/concierge-feedback'],
      ['PATCH', `/messages/${messageId}`, { read: true }],
      ['GET', '/users'],
      ['PATCH', `/users/${managerId}`, { role: 'manager' }],
      ['GET', '/calendar?month=2028-01'],
      ['POST', '/calendar/blocks', { villaIds: [4], ...nights(1), reason: 'owner-stay' }],
      ['DELETE', `/calendar/blocks/${block.json()[0].id}`],
      ['GET', '/calendar-feeds'],
      ['POST', '/calendar-feeds', { villaId: 3, name: 'VRBO', url: `${feedUrl}?new` }],
      ['POST', `/calendar-feeds/${feed?.id}/import`],
      ['DELETE', `/calendar-feeds/${feed?.id}`],
      ['GET', '/calendar-export'],
      ['POST', '/calendar-export/lime/token'],
      ['GET', '/outbox'],
      ['POST', `/outbox/${failedEmail?.id}/retry`],
    ];
  }

  it('lists every staff route the app serves, so the checks below miss none', async () => {
    // Open to visitors on purpose (auth.test.ts): registering, signing in and out, the demo login.
    const openRoutes = ['/register', '/login', '/logout', '/demo-account'];
    const served = routeTable(app)
      .filter((route) => route.url.startsWith('/api/admin'))
      .map((route) => `${route.method} ${route.url.slice('/api/admin'.length)}`)
      .filter((route) => !openRoutes.some((open) => route.endsWith(` ${open}`)));
    const listed = (await everyRoute()).map(
      ([method, path]) =>
        `${method} ${path
          .split('?')[0]!
          .replace(/\/\d+(?=\/|$)/g, '/:id')
          .replace(/^\/calendar-export\/\w+\/token$/, '/calendar-export/:scope/token')}`,
    );
    expect(listed.sort()).toEqual(served.sort());
  });

  it('does not let a manager change any staff account, their own role included', async () => {
    for (const [id, change] of [
      [managerId, { role: 'admin' }],
      [adminId, { active: false }],
      [adminId, { role: 'manager' }],
    ] as const) {
      const response = await adminCall(app, managerCookie, 'PATCH', `/users/${id}`, change);
      expect(response.statusCode).toBe(403);
    }
    const users = (await adminCall(app, adminCookie, 'GET', '/users')).json();
    expect(users.find((user: { id: number }) => user.id === managerId)).toMatchObject({
      role: 'manager',
    });
    expect(users.find((user: { id: number }) => user.id === adminId)).toMatchObject({
      role: 'admin',
      active: true,
    });
  });

  it('answers 401 "Please sign in." on every route to a visitor who is not signed in', async () => {
    for (const [method, path, payload] of await everyRoute()) {
      const response = await adminCall(app, undefined, method, path, payload);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 401 });
      expect(response.json()).toEqual({ message: 'Please sign in.' });
    }
  });

  it('does not let an inactive account sign in', async () => {
    const response = await login(app, 'ivan');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your account is pending approval by an administrator.');
  });

  it('lets a manager handle bookings, notes, leads and the calendar, but not staff accounts or channel sync', async () => {
    const adminOnly: [RegExp, string][] = [
      [/^\/users/, 'Only administrators can manage staff accounts.'],
      [/^\/calendar-(feeds|export)/, 'Only administrators can manage calendar sync.'],
      [/^\/outbox\/\d+\/retry/, 'Only administrators can retry e-mails.'],
    ];
    for (const [method, path, payload] of await everyRoute()) {
      const response = await adminCall(app, managerCookie, method, path, payload);
      const refusal = adminOnly.find(([pattern]) => pattern.test(path));
      if (refusal) {
        expect({ path, status: response.statusCode }).toEqual({ path, status: 403 });
        expect(response.json()).toEqual({ message: refusal[1] });
      } else {
        expect({ path, ok: response.statusCode < 300 }).toEqual({ path, ok: true });
      }
    }
  });

  it('lets an admin do everything', async () => {
    for (const [method, path, payload] of await everyRoute()) {
      const response = await adminCall(app, adminCookie, method, path, payload);
      expect({ path, ok: response.statusCode < 300 }).toEqual({ path, ok: true });
    }
  });

  describe('notes', () => {
    it('takes priorities as numbers or words, newest first, with the author', async () => {
      const bookingId = await newBooking();
      const add = (body: Record<string, unknown>) =>
        adminCall(app, managerCookie, 'POST', `/bookings/${bookingId}/notes`, body);
      const byNumber = await add({ note: 'Card on file', category: 'payment', priority: 2 });
      expect(byNumber.statusCode).toBe(201);
      expect(byNumber.json()).toMatchObject({
        bookingId,
        adminId: managerId,
        adminUsername: 'marco',
        category: 'payment',
        priority: 2,
        resolved: false,
      });
      clock.advanceMinutes(1);
      expect((await add({ note: 'Anniversary', priority: 'high' })).json()).toMatchObject({
        priority: 1,
        category: 'general',
      });
      clock.advanceMinutes(1);
      expect((await add({ note: 'Plain', priority: 'normal' })).json().priority).toBe(0);

      const list = await adminCall(app, managerCookie, 'GET', `/bookings/${bookingId}/notes`);
      expect(list.json().map((note: { note: string }) => note.note)).toEqual([
        'Plain',
        'Anniversary',
        'Card on file',
      ]);
    });

    it('refuses an empty note, an unknown priority and an unknown booking', async () => {
      const bookingId = await newBooking();
      const bad = await adminCall(app, managerCookie, 'POST', `/bookings/${bookingId}/notes`, {
        note: ' ',
        priority: 'critical',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        note: 'Please write a note',
        priority: 'Priority must be normal, high or urgent (or 0, 1, 2)',
      });
      const unknown = await adminCall(app, managerCookie, 'POST', '/bookings/999999/notes', {
        note: 'Hello',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('resolves a note, recording who and when, and reopens it', async () => {
      const bookingId = await newBooking();
      const note = await adminCall(app, managerCookie, 'POST', `/bookings/${bookingId}/notes`, {
        note: 'Fix the gate',
        category: 'maintenance',
      });
      const resolved = await adminCall(app, adminCookie, 'PATCH', `/notes/${note.json().id}`, {
        resolved: true,
      });
      expect(resolved.json()).toMatchObject({
        resolved: true,
        resolvedBy: adminId,
        resolvedByUsername: 'alice',
        resolvedAt: clock.now().toISOString(),
      });
      const reopened = await adminCall(app, adminCookie, 'PATCH', `/notes/${note.json().id}`, {
        resolved: false,
      });
      expect(reopened.json()).toMatchObject({
        resolved: false,
        resolvedBy: null,
        resolvedByUsername: null,
        resolvedAt: null,
      });
      const unknown = await adminCall(app, adminCookie, 'PATCH', '/notes/999999', {
        resolved: true,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('leads and overview', () => {
    it('lists leads newest first and marks one contacted', async () => {
      const older = await newLead();
      clock.advanceMinutes(1);
      const newer = await newLead();
      const list = await adminCall(app, managerCookie, 'GET', '/leads');
      const ids = list.json().map((lead: { id: number }) => lead.id);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));

      const contacted = await adminCall(app, managerCookie, 'POST', `/leads/${older}/contacted`);
      expect(contacted.json()).toMatchObject({
        id: older,
        status: 'contacted',
        lastContactedAt: clock.now().toISOString(),
      });
      expect(
        (await adminCall(app, managerCookie, 'POST', '/leads/999999/contacted')).statusCode,
      ).toBe(404);
    });

    it('counts bookings, new and active leads and unread messages, with the 5 latest bookings', async () => {
      const before = (await adminCall(app, managerCookie, 'GET', '/overview')).json();
      await newLead('active');
      await newLead('new');
      await app.db.insert(contactMessages).values([
        { name: 'Unread', email: 'u@example.com', message: 'Is the pool heated?' },
        { name: 'Read', email: 'r@example.com', message: 'Thanks!', readAt: clock.now() },
      ]);
      const bookingId = await newBooking();

      const after = (await adminCall(app, managerCookie, 'GET', '/overview')).json();
      expect(after).toMatchObject({
        totalBookings: before.totalBookings + 1,
        newLeads: before.newLeads + 1,
        activeLeads: before.activeLeads + 1,
        unreadMessages: before.unreadMessages + 1,
      });
      expect(after.recentBookings).toHaveLength(5);
      expect(after.recentBookings[0].id).toBe(bookingId);
    });
  });

  describe('guest messages', () => {
    it('lists what guests wrote, newest first, and marks a message read or unread', async () => {
      const [older, newer] = await app.db
        .insert(contactMessages)
        .values([
          { name: 'First', email: 'first@example.com', message: 'Hello', createdAt: clock.now() },
          {
            name: 'Second',
            email: 'second@example.com',
            message: 'Hi again',
            createdAt: new Date(clock.now().getTime() + 60_000),
          },
        ])
        .returning();
      const list = (await adminCall(app, managerCookie, 'GET', '/messages')).json();
      const ids = list.map((message: { id: number }) => message.id);
      expect(ids.indexOf(newer?.id)).toBeLessThan(ids.indexOf(older?.id));

      const unreadBefore = (await adminCall(app, managerCookie, 'GET', '/overview')).json()
        .unreadMessages;
      const read = await adminCall(app, managerCookie, 'PATCH', `/messages/${older?.id}`, {
        read: true,
      });
      expect(read.json()).toMatchObject({ id: older?.id, readAt: clock.now().toISOString() });
      const overview = (await adminCall(app, managerCookie, 'GET', '/overview')).json();
      expect(overview.unreadMessages).toBe(unreadBefore - 1);

      const unread = await adminCall(app, managerCookie, 'PATCH', `/messages/${older?.id}`, {
        read: false,
      });
      expect(unread.json().readAt).toBeNull();
      const unknown = await adminCall(app, managerCookie, 'PATCH', '/messages/999999', {
        read: true,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('concierge feedback', () => {
    it('counts the ratings guests left and lists the latest first', async () => {
      const before = (await adminCall(app, managerCookie, 'GET', '/concierge-feedback')).json();
      for (const [messageText, helpful] of [
        ['The beach is 400 m away.', true],
        ['I do not know the answer to that.', false],
      ] as const) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/chatbot/feedback',
          payload: { messageText, helpful, question: 'Is breakfast included?' },
        });
        expect(response.statusCode).toBe(201);
        clock.advanceMinutes(1);
      }
      const after = (await adminCall(app, managerCookie, 'GET', '/concierge-feedback')).json();
      expect(after.helpful).toBe(before.helpful + 1);
      expect(after.unhelpful).toBe(before.unhelpful + 1);
      expect(after.recent[0]).toMatchObject({
        messageText: 'I do not know the answer to that.',
        question: 'Is breakfast included?',
        helpful: false,
      });
    });
  });

  describe('staff accounts', () => {
    it('lists accounts without their password hashes', async () => {
      const response = await adminCall(app, adminCookie, 'GET', '/users');
      const users = response.json();
      expect(users.map((user: { username: string }) => user.username)).toEqual(
        expect.arrayContaining(['alice', 'marco', 'ivan']),
      );
      expect(JSON.stringify(users)).not.toContain('scrypt');
    });

    it('activates a pending account, which can then sign in', async () => {
      const ivan = (await adminCall(app, adminCookie, 'GET', '/users'))
        .json()
        .find((user: { username: string }) => user.username === 'ivan');
      const response = await adminCall(app, adminCookie, 'PATCH', `/users/${ivan.id}`, {
        active: true,
      });
      expect(response.json()).toMatchObject({ username: 'ivan', active: true });
      expect((await login(app, 'ivan')).statusCode).toBe(200);
    });

    it('ends every session of an account it deactivates', async () => {
      const { id } = await createStaff(app, { username: 'leaving', role: 'manager' });
      const cookie = await signIn(app, 'leaving');
      expect((await adminCall(app, cookie, 'GET', '/profile')).statusCode).toBe(200);
      const response = await adminCall(app, adminCookie, 'PATCH', `/users/${id}`, {
        active: false,
      });
      expect(response.json()).toMatchObject({ active: false });
      expect((await adminCall(app, cookie, 'GET', '/profile')).statusCode).toBe(401);
      expect((await login(app, 'leaving')).statusCode).toBe(403);
    });

    it('does not let an admin deactivate or demote themself', async () => {
      const deactivate = await adminCall(app, adminCookie, 'PATCH', `/users/${adminId}`, {
        active: false,
      });
      expect(deactivate.statusCode).toBe(409);
      expect(deactivate.json()).toEqual({ message: 'You cannot deactivate your own account.' });
      const demote = await adminCall(app, adminCookie, 'PATCH', `/users/${adminId}`, {
        role: 'manager',
      });
      expect(demote.statusCode).toBe(409);
      expect((await adminCall(app, adminCookie, 'GET', '/profile')).json().role).toBe('admin');
    });

    it('refuses an empty change, an unknown role and an unknown account', async () => {
      const empty = await adminCall(app, adminCookie, 'PATCH', `/users/${managerId}`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Send active or role to change');
      const role = await adminCall(app, adminCookie, 'PATCH', `/users/${managerId}`, {
        role: 'owner',
      });
      expect(role.statusCode).toBe(400);
      const unknown = await adminCall(app, adminCookie, 'PATCH', '/users/999999', {
        active: true,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});

describe('the staff API’s logs', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      sweepHolds: false,
      env: { RATE_LIMITS: 'off' },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    await createStaff(app, { username: 'logan' });
  });
  afterAll(() => app.close());

  it('never carry passwords, session tokens or the names staff search for', async () => {
    const response = await login(app, 'logan');
    const cookie = response.cookies.find((candidate) => candidate.name === 'staff_session');
    await adminCall(app, `staff_session=${cookie?.value}`, 'GET', '/bookings?q=Lovelace');
    const logs = lines.join('\n');
    expect(logs).toContain('/api/admin/bookings');
    expect(logs).not.toContain('Lovelace');
    expect(logs).not.toContain(staffPassword);
    expect(logs).not.toContain(String(cookie?.value));
  });

  it('never carry a calendar export token', async () => {
    const cookie = await signIn(app, 'logan');
    const [link] = (await adminCall(app, cookie, 'GET', '/calendar-export')).json();
    const url = new URL(link.url);
    const response = await app.inject({ url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(200);
    const logs = lines.join('\n');
    expect(logs).toContain(url.pathname);
    expect(logs).not.toContain(String(url.searchParams.get('token')));
  });
});

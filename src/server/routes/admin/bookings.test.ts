import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingVillas, testPaymentIntents } from '../../db/schema';
import { buildTestApp } from '../../../../tests/helpers/app';
import { authorizedBooking, postBooking, testClock } from '../../../../tests/helpers/bookings';
import { adminCall, createStaff, signIn } from '../../../../tests/helpers/staff';

describe('bookings administration', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let cookie: string;
  let managerId: number;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false, env: { RATE_LIMITS: 'off' } });
    managerId = (await createStaff(app, { username: 'moira', role: 'manager' })).id;
    cookie = await signIn(app, 'moira');
  });
  afterAll(() => app.close());

  // Each booking gets its own week so none stands in another's way.
  let week = 0;
  function nextStay(overrides: Record<string, unknown> = {}) {
    week += 1;
    const start = new Date(Date.UTC(2027, 2, 1 + week * 7));
    const end = new Date(start.getTime() + 4 * 86_400_000);
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    return { startDate: iso(start), endDate: iso(end), ...overrides };
  }

  const call = (method: 'GET' | 'PATCH', path: string, payload?: Record<string, unknown>) =>
    adminCall(app, cookie, method, path, payload);
  const approval = (bookingId: number, approved: boolean) =>
    call('PATCH', `/bookings/${bookingId}/approval`, { approved });
  const setStatus = (bookingId: number, status: string) =>
    call('PATCH', `/bookings/${bookingId}/status`, { status });
  const blocks = async (bookingId: number) =>
    (await app.db.select().from(bookingVillas).where(eq(bookingVillas.bookingId, bookingId))).map(
      (row) => row.blocks,
    );
  const intentStatus = async (paymentIntentId: string) =>
    (
      await app.db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, paymentIntentId))
    )[0]?.status;

  it('lists every booking newest first, with villas, money in dollars and cents and the payment badge', async () => {
    const first = await postBooking(app, nextStay({ lastName: 'Older' }));
    clock.advanceMinutes(1);
    const { bookingId } = await authorizedBooking(app, nextStay({ villaIds: [2, 4] }));
    const response = await call('GET', '/bookings');
    expect(response.statusCode).toBe(200);
    const [newest, older] = response.json();
    expect(newest).toMatchObject({
      id: bookingId,
      firstName: 'Ada',
      email: 'ada@example.com',
      villaIds: [2, 4],
      status: 'pending',
      approved: null,
      stripePaymentStatus: 'requires_capture',
      paymentBadge: 'Authorized',
      authorizationExpiresAt: new Date(clock.now().getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(newest.totalPrice * 100).toBe(newest.totalPriceCents);
    expect(older).toMatchObject({ id: first.json().bookingId, paymentBadge: null });
  });

  it('filters by status and by guest name or reference', async () => {
    const { bookingId } = await authorizedBooking(app, nextStay({ lastName: 'Findable' }));
    const byName = await call('GET', '/bookings?q=ada%20findable');
    expect(byName.json().map((booking: { id: number }) => booking.id)).toEqual([bookingId]);
    const reference = byName.json()[0].bookingReference as string;
    const byReference = await call('GET', `/bookings?q=${reference.toLowerCase()}`);
    expect(byReference.json()).toHaveLength(1);
    const confirmed = await call('GET', '/bookings?status=confirmed');
    expect(confirmed.json().every((b: { status: string }) => b.status === 'confirmed')).toBe(true);
    expect((await call('GET', '/bookings?status=lost')).statusCode).toBe(400);
  });

  it('answers one booking, 404 for an unknown id and 400 for an id that is not a number', async () => {
    const { bookingId } = await authorizedBooking(app, nextStay());
    expect((await call('GET', `/bookings/${bookingId}`)).json()).toMatchObject({ id: bookingId });
    const unknown = await call('GET', '/bookings/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Booking not found' });
    expect((await call('GET', '/bookings/first')).statusCode).toBe(400);
  });

  it('approves: captures the card, confirms the booking and records who approved it', async () => {
    const { bookingId, paymentIntentId } = await authorizedBooking(app, nextStay());
    const response = await approval(bookingId, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: bookingId,
      status: 'confirmed',
      approved: true,
      approvedBy: managerId,
      approvedAt: clock.now().toISOString(),
      stripeCaptured: true,
      paymentBadge: 'Paid',
    });
    expect(await intentStatus(paymentIntentId)).toBe('succeeded');
    expect(await blocks(bookingId)).toEqual([true]);
  });

  it('captures once when two staff approve at the same moment, and both see it confirmed', async () => {
    const { bookingId } = await authorizedBooking(app, nextStay());
    const capture = vi.spyOn(app.paymentProvider, 'captureIntent');
    const answers = await Promise.all([approval(bookingId, true), approval(bookingId, true)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().status)).toEqual(['confirmed', 'confirmed']);
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('rejects: releases the authorization and frees the nights for another guest', async () => {
    const stay = nextStay();
    const { bookingId, paymentIntentId } = await authorizedBooking(app, stay);
    expect((await postBooking(app, stay)).statusCode).toBe(409);

    const response = await approval(bookingId, false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      approved: false,
      stripeCaptured: false,
      stripePaymentStatus: 'canceled',
    });
    expect(await intentStatus(paymentIntentId)).toBe('canceled');
    expect(await blocks(bookingId)).toEqual([false]);
    expect((await postBooking(app, stay)).statusCode).toBe(201);
  });

  it('refuses to approve without a card authorization and leaves the booking unchanged', async () => {
    const created = await postBooking(app, nextStay());
    const { bookingId } = created.json();
    const response = await approval(bookingId, true);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('no card authorization to capture');
    expect((await call('GET', `/bookings/${bookingId}`)).json()).toMatchObject({
      status: 'pending',
      approved: null,
    });
  });

  it('refuses to capture an authorization that has expired, changing nothing', async () => {
    const { bookingId } = await authorizedBooking(app, nextStay());
    clock.advanceMinutes(8 * 24 * 60);
    cookie = await signIn(app, 'moira');
    const response = await approval(bookingId, true);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^The card authorization expired on /);
    expect((await call('GET', `/bookings/${bookingId}`)).json()).toMatchObject({
      status: 'pending',
      stripeCaptured: false,
    });
  });

  it('confirming through the status menu is approving: the card is captured', async () => {
    const { bookingId } = await authorizedBooking(app, nextStay());
    const response = await setStatus(bookingId, 'confirmed');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'confirmed',
      approved: true,
      stripeCaptured: true,
    });
  });

  it('cancelling a pending booking releases its authorization and frees its nights', async () => {
    const { bookingId, paymentIntentId } = await authorizedBooking(app, nextStay());
    const response = await setStatus(bookingId, 'cancelled');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', stripePaymentStatus: 'canceled' });
    expect(await intentStatus(paymentIntentId)).toBe('canceled');
    expect(await blocks(bookingId)).toEqual([false]);
  });

  it('moves a confirmed booking to no-show, freeing its nights', async () => {
    const { bookingId } = await authorizedBooking(app, nextStay());
    await approval(bookingId, true);
    const response = await setStatus(bookingId, 'no-show');
    expect(response.json()).toMatchObject({ status: 'no-show', stripeCaptured: true });
    expect(await blocks(bookingId)).toEqual([false]);
  });

  it('refuses illegal moves with 409 and the reason', async () => {
    const { bookingId } = await authorizedBooking(app, nextStay());
    await approval(bookingId, true);
    const cases = [
      [bookingId, 'pending', 'A confirmed booking cannot be changed to pending.'],
      [bookingId, 'confirmed', 'This booking is already confirmed.'],
      [bookingId, 'rejected', 'A confirmed booking cannot be changed to rejected.'],
    ] as const;
    for (const [id, status, message] of cases) {
      const response = await setStatus(id, status);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message });
    }
    const rejectCaptured = await approval(bookingId, false);
    expect(rejectCaptured.statusCode).toBe(409);

    await setStatus(bookingId, 'refunded');
    const final = await setStatus(bookingId, 'cancelled');
    expect(final.statusCode).toBe(409);
    expect(final.json()).toEqual({
      message: 'This booking is refunded and can no longer be changed.',
    });
    expect((await setStatus(bookingId, 'archived')).statusCode).toBe(400);
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, testPaymentIntents } from '../../db/schema';
import { buildTestApp } from '../../../../tests/helpers/app';
import { authorizedBooking, postBooking, testClock } from '../../../../tests/helpers/bookings';
import { paymentContextOf } from '../payments/payment-service';
import { sweepExpiredHolds } from './holds';

describe('payment holds', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false });
  });
  afterAll(() => app.close());

  const available = async (start: string, end: string) =>
    (await app.inject(`/api/availability?start=${start}&end=${end}`)).json().villas[0].available;

  it('frees the nights of an unpaid request after 30 minutes, even before any sweep', async () => {
    const stay = { startDate: '2027-01-10', endDate: '2027-01-15', villaIds: [1] };
    const first = await postBooking(app, stay);
    expect(first.statusCode).toBe(201);
    clock.advanceMinutes(29);
    expect((await postBooking(app, stay)).statusCode).toBe(409);
    expect(await available('2027-01-10', '2027-01-15')).toBe(false);

    clock.advanceMinutes(2);
    expect(await available('2027-01-10', '2027-01-15')).toBe(true);
    const second = await postBooking(app, stay);
    expect(second.statusCode).toBe(201);
    const [expired] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, first.json().bookingId));
    expect(expired?.status).toBe('cancelled');
  });

  it('keeps the nights of a request whose card is authorized', async () => {
    const stay = { startDate: '2027-02-10', endDate: '2027-02-15', villaIds: [1] };
    const { bookingId, confirm } = await authorizedBooking(app, stay);
    expect(confirm.statusCode).toBe(200);
    clock.advanceMinutes(45);
    expect(await sweepExpiredHolds(paymentContextOf(app))).not.toContain(bookingId);
    expect((await postBooking(app, stay)).statusCode).toBe(409);
  });

  it('sweeps expired holds: the request is cancelled, its nights freed, its payment released', async () => {
    const stay = { startDate: '2027-03-10', endDate: '2027-03-15', villaIds: [1] };
    const created = await postBooking(app, stay);
    const { bookingId, bookingReference } = created.json();
    const intent = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { bookingId, bookingReference },
    });
    clock.advanceMinutes(31);

    expect(await sweepExpiredHolds(paymentContextOf(app))).toContain(bookingId);
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ status: 'cancelled', stripePaymentStatus: 'canceled' });
    const [payment] = await app.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.json().paymentIntentId));
    expect(payment?.status).toBe('canceled');
    expect(await available('2027-03-10', '2027-03-15')).toBe(true);
  });
});

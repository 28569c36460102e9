import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema';
import {
  cancelPayment,
  capturePayment,
  paymentContextOf,
} from '../services/payments/payment-service';
import { buildTestApp } from '../../../tests/helpers/app';
import { authorizedBooking, postBooking, testClock } from '../../../tests/helpers/bookings';

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...extra,
});

describe('card authorization with the test provider', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false });
  });
  afterAll(() => app.close());

  async function startPayment(overrides: Record<string, unknown>) {
    const created = await postBooking(app, overrides);
    const { bookingId, bookingReference } = created.json();
    const intent = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { bookingId, bookingReference, amount: 1, villaIds: [4] },
    });
    return { bookingId, bookingReference, intent };
  }

  it('says which provider takes payments', async () => {
    const response = await app.inject('/api/payments/config');
    expect(response.json()).toEqual({ provider: 'test', publishableKey: null });
  });

  it('creates the intent once, for the booking amount, whatever amount the client sends', async () => {
    const { bookingId, bookingReference, intent } = await startPayment({
      startDate: '2027-01-05',
      endDate: '2027-01-12',
      villaIds: [1, 3],
    });
    expect(intent.statusCode).toBe(200);
    expect(intent.json()).toMatchObject({ amount: 363_800, provider: 'test' });
    expect(intent.json().clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    const again = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { bookingId, bookingReference },
    });
    expect(again.json().paymentIntentId).toBe(intent.json().paymentIntentId);
  });

  it('authorizes 4242 4242 4242 4242 without charging it', async () => {
    const { bookingId, paymentIntentId, confirm } = await authorizedBooking(app, {
      startDate: '2027-02-01',
      endDate: '2027-02-05',
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ paymentIntentId, status: 'requires_capture' });
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({
      status: 'pending',
      stripePaymentStatus: 'requires_capture',
      stripeCaptured: false,
      stripePaymentAmount: 105_400,
      paymentProvider: 'test',
    });
    expect(booking?.authorizationExpiresAt).toEqual(
      new Date(clock.now().getTime() + 7 * 86_400_000),
    );
  });

  it('declines the decline cards with 402 and Stripe’s words, and the guest may try again', async () => {
    const { intent } = await startPayment({ startDate: '2027-02-10', endDate: '2027-02-15' });
    const { paymentIntentId } = intent.json();
    const confirm = (number: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/test/confirm',
        payload: { paymentIntentId, card: card(number) },
      });

    const declined = await confirm('4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    const poor = await confirm('4000000000009995');
    expect(poor.statusCode).toBe(402);
    expect(poor.json().message).toBe('Your card has insufficient funds.');
    expect((await confirm('4242 4242 4242 4242')).json().status).toBe('requires_capture');
  });

  it('refuses a wrong number, a past expiry and a short code with field messages', async () => {
    const { intent } = await startPayment({ startDate: '2027-02-20', endDate: '2027-02-25' });
    const { paymentIntentId } = intent.json();
    const confirm = (value: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/test/confirm',
        payload: { paymentIntentId, card: value },
      });

    const luhn = await confirm(card('4242424242424241'));
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().errors['card.number']).toBe('Your card number is invalid.');
    const expired = await confirm(card('4242424242424242', { expMonth: 1, expYear: 2026 }));
    expect(expired.json().errors['card.expMonth']).toBe(
      'Your card’s expiration date is in the past.',
    );
    const cvc = await confirm(card('4242424242424242', { cvc: '12' }));
    expect(cvc.statusCode).toBe(400);
    expect(cvc.json().errors['card.cvc']).toBeDefined();
  });

  it('refuses to start a payment for an unknown or finished booking', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { bookingId: 99_999, bookingReference: 'BGV-AAAAAA' },
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      bookingId: 'bookingId is required',
      bookingReference: 'bookingReference is required',
    });
  });

  it("opens no one else's payment: the id must come with the booking's own reference", async () => {
    const { bookingId } = await startPayment({ startDate: '2027-04-05', endDate: '2027-04-09' });
    for (const bookingReference of [undefined, 'BGV-AAAAAA']) {
      const guessed = await app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { bookingId, ...(bookingReference ? { bookingReference } : {}) },
      });
      expect(guessed.statusCode).toBe(bookingReference ? 404 : 400);
      expect(guessed.json()).not.toHaveProperty('clientSecret');
    }
  });
});

describe('holds and payments over time', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false });
  });
  afterAll(() => app.close());

  it('refuses to authorize once the 30-minute hold has ended', async () => {
    const created = await postBooking(app, { startDate: '2027-03-01', endDate: '2027-03-05' });
    const { bookingId, bookingReference } = created.json();
    const intent = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { bookingId, bookingReference },
    });
    clock.advanceMinutes(31);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      payload: { paymentIntentId: intent.json().paymentIntentId, card: card('4242424242424242') },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toMatch(/hold on these dates has ended/);
    const late = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { bookingId, bookingReference },
    });
    expect(late.statusCode).toBe(409);
  });

  it('captures once on approval, and a second capture changes nothing', async () => {
    const { bookingId } = await authorizedBooking(app, {
      startDate: '2027-04-01',
      endDate: '2027-04-05',
    });
    const context = paymentContextOf(app);
    const captured = await capturePayment(context, bookingId);
    expect(captured).toMatchObject({
      stripeCaptured: true,
      stripePaymentStatus: 'succeeded',
      stripePaymentAmount: 105_400,
    });
    const again = await capturePayment(context, bookingId);
    expect(again).toMatchObject({ stripeCaptured: true, stripePaymentAmount: 105_400 });
    await expect(cancelPayment(context, bookingId)).rejects.toThrow(/already captured/);
  });

  it('releases an authorization on rejection, idempotently', async () => {
    const { bookingId } = await authorizedBooking(app, {
      startDate: '2027-05-01',
      endDate: '2027-05-05',
    });
    const context = paymentContextOf(app);
    expect(await cancelPayment(context, bookingId)).toMatchObject({
      stripePaymentStatus: 'canceled',
      stripeCaptured: false,
    });
    expect(await cancelPayment(context, bookingId)).toMatchObject({
      stripePaymentStatus: 'canceled',
    });
    await expect(capturePayment(context, bookingId)).rejects.toThrow(/no card authorization/);
  });

  it('cannot capture an authorization after it expired, and changes nothing', async () => {
    const { bookingId } = await authorizedBooking(app, {
      startDate: '2027-06-01',
      endDate: '2027-06-05',
    });
    const context = paymentContextOf(app);
    clock.advanceMinutes(7 * 24 * 60 + 1);
    const [before] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    await expect(capturePayment(context, bookingId)).rejects.toThrow(/authorization expired/);
    const [after] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(after).toEqual(before);
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, paymentWebhookEvents } from '../../db/schema';
import { buildTestApp } from '../../../../tests/helpers/app';
import { postBooking, testClock } from '../../../../tests/helpers/bookings';
import { startStripeStandIn, type StripeStandIn } from '../../../../tests/helpers/stripe-stand-in';
import { capturePayment, paymentContextOf } from './payment-service';
import { StripePaymentProvider } from './stripe-provider';

const webhookSecret = 'whsec_test_standin_secret';
const signer = new Stripe('sk_test_signer');

describe('Stripe provider against a local stand-in', () => {
  const clock = testClock();
  let standIn: StripeStandIn;
  let provider: StripePaymentProvider;
  let app: FastifyInstance;
  let eventSequence = 0;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    provider = new StripePaymentProvider({
      secretKey: 'sk_test_standin',
      publishableKey: 'pk_test_standin',
      webhookSecret,
      apiUrl: standIn.url,
      maxNetworkRetries: 0,
    });
    app = await buildTestApp({ now: clock.now, paymentProvider: provider, sweepHolds: false });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.down = false;
  });

  async function bookAndStartPayment(startDate: string, endDate: string) {
    const created = await postBooking(app, { startDate, endDate, villaIds: [2] });
    expect(created.statusCode).toBe(201);
    const { bookingId, bookingReference } = created.json();
    const intent = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { bookingId, bookingReference },
    });
    expect(intent.statusCode).toBe(200);
    return {
      bookingId: bookingId as number,
      bookingReference: bookingReference as string,
      paymentIntentId: intent.json().paymentIntentId as string,
    };
  }

  function webhook(
    type: string,
    object: Record<string, unknown>,
    options: { id?: string; timestamp?: Date; tamper?: boolean } = {},
  ) {
    const id = options.id ?? `evt_test_${++eventSequence}`;
    const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor((options.timestamp ?? clock.now()).getTime() / 1000),
    });
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: options.tamper ? payload.replace('"type"', '"type" ') : payload,
    });
  }

  const booking = async (id: number) =>
    (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  it('creates a manual-capture intent for the booking amount, once', async () => {
    const { bookingId, bookingReference, paymentIntentId } = await bookAndStartPayment(
      '2027-01-10',
      '2027-01-15',
    );
    const intent = standIn.intents.get(paymentIntentId);
    expect(intent).toMatchObject({ amount: 89_300, currency: 'usd', capture_method: 'manual' });
    expect(intent?.metadata.bookingId).toBe(String(bookingId));
    const again = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { bookingId, bookingReference },
    });
    expect(again.json()).toMatchObject({
      paymentIntentId,
      provider: 'stripe',
      clientSecret: `${paymentIntentId}_secret_standin`,
    });
    expect(standIn.intents.size).toBe(1);
    expect((await app.inject('/api/payments/config')).json()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_standin',
    });
  });

  it('records an authorization from a signed webhook, re-reading the intent', async () => {
    const { bookingId, paymentIntentId } = await bookAndStartPayment('2027-02-10', '2027-02-15');
    const captureBefore = new Date(clock.now().getTime() + 7 * 86_400_000);
    standIn.authorize(paymentIntentId, captureBefore);
    const response = await webhook('payment_intent.amount_capturable_updated', {
      id: paymentIntentId,
      object: 'payment_intent',
      status: 'requires_capture',
    });
    expect(response.statusCode).toBe(200);
    expect(await booking(bookingId)).toMatchObject({
      stripePaymentStatus: 'requires_capture',
      authorizationExpiresAt: new Date(Math.floor(captureBefore.getTime() / 1000) * 1000),
    });

    const captured = await capturePayment({ ...paymentContextOf(app), provider }, bookingId);
    expect(captured).toMatchObject({
      stripeCaptured: true,
      stripePaymentStatus: 'succeeded',
      stripePaymentAmount: 89_300,
    });
  });

  it('refuses tampered and stale webhooks and changes nothing', async () => {
    const { bookingId, paymentIntentId } = await bookAndStartPayment('2027-03-10', '2027-03-15');
    standIn.authorize(paymentIntentId, new Date(clock.now().getTime() + 86_400_000));
    const object = { id: paymentIntentId, object: 'payment_intent' };

    const tampered = await webhook('payment_intent.amount_capturable_updated', object, {
      tamper: true,
    });
    expect(tampered.statusCode).toBe(400);
    const stale = await webhook('payment_intent.amount_capturable_updated', object, {
      timestamp: new Date(clock.now().getTime() - 10 * 60_000),
    });
    expect(stale.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_x', type: 'payment_intent.succeeded', data: { object } }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await booking(bookingId))?.stripePaymentStatus).toBe('requires_payment_method');
  });

  it('applies a replayed event once and ends in the true state whatever the order', async () => {
    const { bookingId, paymentIntentId } = await bookAndStartPayment('2027-04-10', '2027-04-15');
    const object = { id: paymentIntentId, object: 'payment_intent' };
    standIn.authorize(paymentIntentId, new Date(clock.now().getTime() + 86_400_000));
    await provider.captureIntent(paymentIntentId, 'test-capture');

    // "succeeded" arrives before "amount_capturable_updated": both re-read the captured intent.
    expect(
      (await webhook('payment_intent.succeeded', object, { id: 'evt_order_2' })).statusCode,
    ).toBe(200);
    expect(
      (await webhook('payment_intent.amount_capturable_updated', object, { id: 'evt_order_1' }))
        .statusCode,
    ).toBe(200);
    expect(await booking(bookingId)).toMatchObject({
      stripePaymentStatus: 'succeeded',
      stripeCaptured: true,
    });

    const replay = await webhook('payment_intent.succeeded', object, { id: 'evt_order_2' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ duplicate: true });
    const recorded = await app.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.paymentIntentId, paymentIntentId));
    expect(recorded.map((event) => event.eventId).sort()).toEqual(['evt_order_1', 'evt_order_2']);
  });

  it('handles an expired charge by recording the released authorization', async () => {
    const { bookingId, paymentIntentId } = await bookAndStartPayment('2027-05-10', '2027-05-15');
    standIn.authorize(paymentIntentId, new Date(clock.now().getTime() + 86_400_000));
    await provider.cancelIntent(paymentIntentId, 'test-expiry');
    const response = await webhook('charge.expired', {
      id: `ch_${paymentIntentId}`,
      object: 'charge',
      payment_intent: paymentIntentId,
    });
    expect(response.statusCode).toBe(200);
    expect((await booking(bookingId))?.stripePaymentStatus).toBe('canceled');
  });

  it('releases an authorization that arrives after the hold ended', async () => {
    const { bookingId, paymentIntentId } = await bookAndStartPayment('2027-06-10', '2027-06-15');
    clock.advanceMinutes(31);
    // Another guest takes the nights; the first request gives way.
    expect(
      (await postBooking(app, { startDate: '2027-06-10', endDate: '2027-06-15', villaIds: [2] }))
        .statusCode,
    ).toBe(201);
    standIn.authorize(paymentIntentId, new Date(clock.now().getTime() + 86_400_000));
    const response = await webhook('payment_intent.amount_capturable_updated', {
      id: paymentIntentId,
      object: 'payment_intent',
    });
    expect(response.statusCode).toBe(200);
    expect(standIn.intents.get(paymentIntentId)?.status).toBe('canceled');
    expect(await booking(bookingId)).toMatchObject({
      status: 'cancelled',
      stripePaymentStatus: 'canceled',
    });
  });

  it('keeps the request and its hold when Stripe is down, and the retry succeeds', async () => {
    const created = await postBooking(app, {
      startDate: '2027-07-10',
      endDate: '2027-07-15',
      villaIds: [2],
    });
    const { bookingId, bookingReference } = created.json();
    standIn.down = true;
    const failed = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { bookingId, bookingReference },
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toMatch(/dates are still held/);
    expect(await booking(bookingId)).toMatchObject({
      status: 'pending',
      stripePaymentIntentId: null,
    });
    expect(
      (await app.inject('/api/availability?start=2027-07-10&end=2027-07-15')).json().villas[1]
        .available,
    ).toBe(false);

    standIn.down = false;
    const retried = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { bookingId, bookingReference },
    });
    expect(retried.statusCode).toBe(200);
  });

  it('translates refusals: a capture before authorization is a clear 409', async () => {
    const { paymentIntentId } = await bookAndStartPayment('2027-08-10', '2027-08-15');
    await expect(provider.captureIntent(paymentIntentId, 'early-capture')).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});

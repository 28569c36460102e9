import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../tests/helpers/app';
import {
  authorizedBooking,
  bookingBody,
  postBooking,
  testClock,
} from '../../tests/helpers/bookings';
import { createTestDatabase } from '../../tests/helpers/database';
import { adminCall, createStaff, signIn } from '../../tests/helpers/staff';
import { startStripeStandIn, type StripeStandIn } from '../../tests/helpers/stripe-stand-in';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { bookings, bookingVillas, paymentWebhookEvents } from './db/schema';
import type { PaymentIntentView, PaymentProvider } from './services/payments/provider';
import { StripePaymentProvider } from './services/payments/stripe-provider';
import { TestPaymentProvider } from './services/payments/test-provider';

type ProviderState = 'up' | 'down' | 'hanging';

/** `YYYY-MM-DD` of a day counted from the first of a month (0-based month). */
const isoDate = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, 1 + day)).toISOString().slice(0, 10);

/**
 * The built-in test provider behind a switch: `down` fails every call the way a dropped
 * connection does, `hanging` never answers.
 */
function switchableProvider(inner: TestPaymentProvider) {
  const control = { state: 'up' as ProviderState };
  const gate =
    <A extends unknown[]>(call: (...args: A) => Promise<PaymentIntentView>) =>
    (...args: A): Promise<PaymentIntentView> => {
      if (control.state === 'down') {
        return Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED'));
      }
      if (control.state === 'hanging') return new Promise(() => {});
      return call(...args);
    };
  const provider: TestPaymentProvider = Object.assign(Object.create(inner), {
    createIntent: gate(inner.createIntent.bind(inner)),
    retrieveIntent: gate(inner.retrieveIntent.bind(inner)),
    captureIntent: gate(inner.captureIntent.bind(inner)),
    cancelIntent: gate(inner.cancelIntent.bind(inner)),
  } satisfies Partial<PaymentProvider>);
  return { provider, control };
}

describe('when the card processor is down or slow', () => {
  const clock = testClock();
  const paymentTimeoutMs = 300;
  let app: FastifyInstance;
  let control: { state: ProviderState };
  let cookie: string;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const switchable = switchableProvider(new TestPaymentProvider(database.db, clock.now));
    control = switchable.control;
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off' }),
      database,
      logger: false,
      now: clock.now,
      sweepHolds: false,
      paymentProvider: switchable.provider,
      paymentTimeoutMs,
    });
    await createStaff(app, { username: 'pat', role: 'manager' });
    cookie = await signIn(app, 'pat');
  });
  afterAll(() => app.close());

  const booking = async (id: number) =>
    (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const startPayment = (bookingId: number, bookingReference: string) =>
    app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { bookingId, bookingReference },
    });
  const villaOneFree = async (start: string, end: string) =>
    (await app.inject(`/api/availability?start=${start}&end=${end}`)).json().villas[0].available;

  // Each booking gets its own week so none stands in another's way.
  let week = 0;

  it.each<ProviderState>(['down', 'hanging'])(
    'keeps the request pending with its hold, answers a retryable 503, and the retry works (%s)',
    async (state) => {
      control.state = 'up';
      week += 1;
      const startDate = isoDate(2027, 2, week * 7);
      const endDate = isoDate(2027, 2, week * 7 + 4);
      const created = await postBooking(app, { startDate, endDate });
      expect(created.statusCode).toBe(201);
      const { bookingId, bookingReference } = created.json();
      const before = await booking(bookingId);

      control.state = state;
      const started = performance.now();
      const failed = await startPayment(bookingId, bookingReference);
      expect(performance.now() - started).toBeLessThan(paymentTimeoutMs + 2_000);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({
        message:
          'The payment service is not responding right now. Your dates are still held; please try again in a moment.',
      });
      // Nothing fails open: no intent, no authorization, the hold and the nights as they were.
      expect(await booking(bookingId)).toEqual(before);
      expect(await villaOneFree(startDate, endDate)).toBe(false);

      control.state = 'up';
      const retried = await startPayment(bookingId, bookingReference);
      expect(retried.statusCode).toBe(200);
      expect((await booking(bookingId))?.stripePaymentStatus).toBe('requires_payment_method');
    },
  );

  it.each<[ProviderState, boolean]>([
    ['down', true],
    ['hanging', true],
    ['down', false],
    ['hanging', false],
  ])(
    'leaves an authorized booking exactly as it was when its capture or release fails (%s, approve: %s)',
    async (state, approved) => {
      control.state = 'up';
      week += 1;
      const { bookingId, confirm } = await authorizedBooking(app, {
        startDate: isoDate(2027, 4, week * 7),
        endDate: isoDate(2027, 4, week * 7 + 4),
      });
      expect(confirm.statusCode).toBe(200);
      const before = await booking(bookingId);

      control.state = state;
      const decision = await adminCall(app, cookie, 'PATCH', `/bookings/${bookingId}/approval`, {
        approved,
      });
      expect(decision.statusCode).toBe(503);
      expect(decision.json().message).toMatch(/payment service is not responding/);
      expect(await booking(bookingId)).toEqual(before);

      // The failed call left no lock behind: once the processor answers, the decision goes through.
      control.state = 'up';
      const retried = await adminCall(app, cookie, 'PATCH', `/bookings/${bookingId}/approval`, {
        approved,
      });
      expect(retried.statusCode).toBe(200);
      expect(await booking(bookingId)).toMatchObject(
        approved
          ? { status: 'confirmed', stripeCaptured: true }
          : { status: 'rejected', stripePaymentStatus: 'canceled' },
      );
    },
  );
});

describe('Stripe webhooks delivered twice at once', () => {
  const clock = testClock();
  const webhookSecret = 'whsec_test_faults_secret';
  const signer = new Stripe('sk_test_signer');
  let standIn: StripeStandIn;
  let app: FastifyInstance;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const provider = new StripePaymentProvider({
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

  function deliver(id: string, type: string, paymentIntentId: string) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      data: { object: { id: paymentIntentId, object: 'payment_intent' } },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(clock.now().getTime() / 1000),
    });
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  it('applies the event once, and every copy is acknowledged', async () => {
    const created = await postBooking(app, { startDate: '2027-09-01', endDate: '2027-09-05' });
    const { bookingId, bookingReference } = created.json();
    const intent = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { bookingId, bookingReference },
    });
    const { paymentIntentId } = intent.json();
    standIn.authorize(paymentIntentId, new Date(clock.now().getTime() + 86_400_000));
    const retrievalsBefore = standIn.requests.length;

    const copies = await Promise.all(
      Array.from({ length: 5 }, () =>
        deliver('evt_twice', 'payment_intent.amount_capturable_updated', paymentIntentId),
      ),
    );
    expect(copies.map((copy) => copy.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(copies.filter((copy) => !copy.json().duplicate)).toHaveLength(1);
    const recorded = await app.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, 'evt_twice'));
    expect(recorded).toHaveLength(1);
    expect(standIn.requests.length - retrievalsBefore).toBe(5);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ status: 'pending', stripePaymentStatus: 'requires_capture' });
  });
});

/*
 * The PostgreSQL server dropping the app's connections in the middle of a burst, as during a
 * restart or failover. Only with a server (DATABASE_URL); PGlite runs in the process.
 */
describe.skipIf(!process.env.DATABASE_URL)('when the database connection is lost', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let databaseName: string;
  let admin: pg.Client;

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false, env: { RATE_LIMITS: 'off' } });
    const current = await app.db.execute<{ name: string }>(sql`select current_database() as name`);
    databaseName = (current as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  const dropConnections = () =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );

  it('answers 503 while connections drop, writes no half booking, and recovers by itself', async () => {
    const requests: Promise<{ statusCode: number; body: string }>[] = [];
    for (let index = 0; index < 60; index++) {
      const villaId = (index % 4) + 1;
      const start = new Date(Date.UTC(2027, 0, 4 + Math.floor(index / 4) * 4));
      const startDate = start.toISOString().slice(0, 10);
      const endDate = new Date(start.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
      requests.push(
        app.inject({
          method: 'POST',
          url: '/api/bookings',
          payload: bookingBody({ startDate, endDate, villaIds: [villaId] }),
        }),
        app.inject(`/api/availability?start=${startDate}&end=${endDate}`),
      );
      // Terminate every connection of the app a few times during the burst.
      if (index % 15 === 5)
        requests.push(dropConnections().then(() => ({ statusCode: 0, body: '' })));
    }
    const answers = (await Promise.all(requests)).filter((answer) => answer.statusCode !== 0);

    const statuses = new Set(answers.map((answer) => answer.statusCode));
    // The drops did hit requests in flight, and each of those was told to retry.
    expect(statuses.has(503)).toBe(true);
    expect([...statuses].every((status) => [200, 201, 503].includes(status))).toBe(true);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 503)) {
      expect(JSON.parse(answer.body)).toEqual({
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
    }

    // Every booking that exists holds its villa: none was written without its booking_villas row.
    const orphans = await app.db
      .select({ id: bookings.id })
      .from(bookings)
      .leftJoin(bookingVillas, eq(bookingVillas.bookingId, bookings.id))
      .where(sql`${bookingVillas.bookingId} is null`);
    expect(orphans).toEqual([]);
    // Every 201 was really written (a 503 may still have committed just before its connection
    // dropped; its guest's retry with the same Idempotency-Key then finds it).
    const created = answers.filter((answer) => answer.statusCode === 201).length;
    const [{ count } = { count: -1 }] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookings);
    expect(count).toBeGreaterThanOrEqual(created);

    // No restart, no manual step: the next requests are served.
    const after = await postBooking(app, { startDate: '2027-11-01', endDate: '2027-11-05' });
    expect(after.statusCode).toBe(201);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteStay } from '../../shared/domain/pricing';
import { addDaysIso } from '../../shared/domain/dates';
import { buildTestApp } from '../../../tests/helpers/app';
import { postBooking, testClock } from '../../../tests/helpers/bookings';

describe('GET /api/quote', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false });
  });
  afterAll(() => app.close());

  const tierBoundaries = [1, 3, 4, 7, 8, 14, 15, 30, 31, 180];

  it.each(tierBoundaries)(
    'equals quoteStay for %i nights, villas and entire complex',
    async (nights) => {
      const start = '2027-01-10';
      const end = addDaysIso(start, nights);
      const villas = await app.inject(`/api/quote?start=${start}&end=${end}&villaIds=1,3`);
      expect(villas.statusCode).toBe(200);
      expect(villas.json()).toMatchObject(
        quoteStay({ stay: { startDate: start, endDate: end }, villaIds: [1, 3] }),
      );
      const complex = await app.inject(`/api/quote?start=${start}&end=${end}&entireComplex=true`);
      expect(complex.json()).toMatchObject(
        quoteStay({ stay: { startDate: start, endDate: end }, isEntireComplex: true }),
      );
    },
  );

  it('answers the breakdown a guest sees', async () => {
    const response = await app.inject('/api/quote?start=2027-03-03&end=2027-03-10&villaIds=1,3');
    expect(response.json()).toMatchObject({
      nights: 7,
      nightlyRate: 520,
      perVillaRates: [
        { villaId: 1, name: 'Agave', rate: 230 },
        { villaId: 3, name: 'Lime', rate: 290 },
      ],
      discountRate: 0.05,
      discountedNightly: 494,
      subtotal: 3458,
      cleaningFee: 180,
      total: 3638,
    });
  });

  it('refuses bad queries with field messages', async () => {
    const reversed = await app.inject('/api/quote?start=2027-03-10&end=2027-03-03&villaIds=1');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.end).toBe('Check-out date must be after check-in date');
    const impossible = await app.inject('/api/quote?start=2027-02-30&end=2027-03-03');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors).toHaveProperty('start');
    const unknownVilla = await app.inject('/api/quote?start=2027-03-03&end=2027-03-10&villaIds=9');
    expect(unknownVilla.statusCode).toBe(400);
  });
});

describe('POST /api/bookings', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false });
  });
  afterAll(() => app.close());

  it('creates a pending request priced by the server, ignoring the client total', async () => {
    const response = await postBooking(app, {
      startDate: '2027-01-05',
      endDate: '2027-01-12',
      villaIds: [1, 3],
      totalPrice: 1,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      paid: false,
      stripePaymentIntentId: null,
      totalPrice: 3638,
      status: 'pending',
    });
    expect(body.bookingId).toEqual(expect.any(Number));
    expect(body.bookingReference).toMatch(/^BGV-[A-Z2-9]{6}$/);
    expect(new Date(body.holdExpiresAt).getTime() - clock.now().getTime()).toBe(30 * 60_000);
  });

  it('gives every booking its own reference', async () => {
    const first = await postBooking(app, { startDate: '2027-02-01', endDate: '2027-02-05' });
    const second = await postBooking(app, { startDate: '2027-02-05', endDate: '2027-02-09' });
    expect(first.json().bookingReference).not.toBe(second.json().bookingReference);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    [
      'short first name',
      { firstName: 'A' },
      'firstName',
      'First name must be at least 2 characters',
    ],
    ['short last name', { lastName: 'L' }, 'lastName', 'Last name must be at least 2 characters'],
    ['bad email', { email: 'ada@' }, 'email', 'Please enter a valid email address'],
    ['short phone', { phone: '12345' }, 'phone', 'Please enter a valid phone number'],
    ['missing check-in', { startDate: '' }, 'startDate', 'Check-in date is required'],
    ['missing check-out', { endDate: '' }, 'endDate', 'Check-out date is required'],
    ['no guests', { guests: 0 }, 'guests', 'Must have at least 1 guest'],
    [
      'too many guests',
      { guests: 15, isEntireComplex: true },
      'guests',
      'Maximum of 14 guests allowed',
    ],
    [
      'more guests than beds',
      { guests: 5, villaIds: [1] },
      'guests',
      'The selected accommodation sleeps up to 4 guests',
    ],
    ['no villa', { villaIds: [] }, 'villaIds', 'At least one villa must be selected'],
    [
      'check-out first',
      { startDate: '2027-03-10', endDate: '2027-03-03' },
      'endDate',
      'Check-out date must be after check-in date',
    ],
    [
      'too short',
      { startDate: '2027-03-03', endDate: '2027-03-05' },
      'endDate',
      'Minimum stay is 3 nights',
    ],
    [
      'too long',
      { startDate: '2027-01-01', endDate: '2027-07-01' },
      'endDate',
      'Maximum stay is 180 nights',
    ],
    [
      'impossible date',
      { startDate: '2027-02-30' },
      'startDate',
      'Please enter a real date as YYYY-MM-DD',
    ],
    [
      'past check-in',
      { startDate: '2026-11-20', endDate: '2026-11-25' },
      'startDate',
      'Check-in date cannot be in the past',
    ],
  ];

  it.each(invalid)('refuses %s with its message', async (_case, overrides, field, message) => {
    const response = await postBooking(app, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('refuses check-ins beyond the booking horizon and unknown fields', async () => {
    const far = await postBooking(app, { startDate: '2028-06-10', endDate: '2028-06-15' });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors.startDate).toMatch(/18 months ahead/);
    const extra = await postBooking(app, { status: 'confirmed' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors.status).toBe('This field is not allowed');
  });
});

// Each group runs on its own app: the booking endpoint's rate limit counts every request.
describe('POST /api/bookings: conflicts and retries', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false });
  });
  afterAll(() => app.close());

  it('answers 409 naming the villas when nights are taken, and allows back-to-back stays', async () => {
    const stay = { startDate: '2027-04-10', endDate: '2027-04-15' };
    expect((await postBooking(app, { ...stay, villaIds: [2, 3] })).statusCode).toBe(201);

    const overlap = await postBooking(app, {
      startDate: '2027-04-14',
      endDate: '2027-04-18',
      villaIds: [1, 3],
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(
      'Lime is not available for these dates. Please choose different dates or villas.',
    );

    const complex = await postBooking(app, { ...stay, isEntireComplex: true, villaIds: [] });
    expect(complex.statusCode).toBe(409);
    expect(complex.json().message).toContain('not available');
    expect(complex.json().message).toContain('Coconut and Lime are already booked');

    const checkoutDay = await postBooking(app, {
      startDate: '2027-04-15',
      endDate: '2027-04-18',
      villaIds: [3],
    });
    expect(checkoutDay.statusCode).toBe(201);
    const otherVilla = await postBooking(app, { ...stay, villaIds: [1] });
    expect(otherVilla.statusCode).toBe(201);
  });

  it('returns the first result for a retried submit with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'submit-7f1c2a9e-retry' };
    const body = { startDate: '2027-05-01', endDate: '2027-05-06', villaIds: [4] };
    const first = await postBooking(app, body, headers);
    const retried = await postBooking(app, body, headers);
    expect(first.statusCode).toBe(201);
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual(first.json());

    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        postBooking(
          app,
          { ...body, startDate: '2027-05-20', endDate: '2027-05-25' },
          { 'idempotency-key': 'submit-race-0001' },
        ),
      ),
    );
    expect(new Set(racing.map((response) => response.json().bookingId)).size).toBe(1);
    expect(racing.map((response) => response.statusCode)).toEqual([201, 201, 201]);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const response = await postBooking(app, {}, { 'idempotency-key': 'x' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/bookings: racing requests', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false });
  });
  afterAll(() => app.close());

  it('gives exactly one of 20 concurrent requests for the same nights, and another villa still books', async () => {
    const stay = { startDate: '2027-06-01', endDate: '2027-06-08' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postBooking(app, { ...stay, villaIds: [2], email: `guest${index}@example.com` }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect((await postBooking(app, { ...stay, villaIds: [1] })).statusCode).toBe(201);
  });
});

describe('public availability', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false });
    await postBooking(app, { startDate: '2027-03-03', endDate: '2027-03-10', villaIds: [1, 3] });
  });
  afterAll(() => app.close());

  it('tells which villas are free for dates', async () => {
    const response = await app.inject('/api/availability?start=2027-03-08&end=2027-03-12');
    expect(response.statusCode).toBe(200);
    expect(response.json().villas).toEqual([
      { id: 1, slug: 'agave', name: 'Agave', available: false },
      { id: 2, slug: 'coconut', name: 'Coconut', available: true },
      { id: 3, slug: 'lime', name: 'Lime', available: false },
      { id: 4, slug: 'pina', name: 'Piña', available: true },
    ]);
    const after = await app.inject('/api/availability?start=2027-03-10&end=2027-03-12');
    expect(after.json().villas.every((villa: { available: boolean }) => villa.available)).toBe(
      true,
    );
  });

  it('lists taken stays with dates, status and villas only', async () => {
    const response = await app.inject('/api/bookings/confirmed');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bookings: [
        { startDate: '2027-03-03', endDate: '2027-03-10', status: 'pending', villaIds: [1, 3] },
      ],
    });
    expect(response.body).not.toContain('Lovelace');
    expect(response.body).not.toContain('example.com');
  });

  it('refuses an availability query without a real range', async () => {
    const response = await app.inject('/api/availability?start=2027-03-10&end=2027-03-10');
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/bookings: rate limit', () => {
  const attempt = (app: FastifyInstance) => postBooking(app, { firstName: 'A' });

  it('answers 429 with a clear message after 30 requests in 10 minutes from one client', async () => {
    const app = await buildTestApp({ sweepHolds: false });
    try {
      for (let index = 0; index < 30; index++) expect((await attempt(app)).statusCode).toBe(400);
      const limited = await attempt(app);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    } finally {
      await app.close();
    }
  });

  it('can be switched off for load benchmarks', async () => {
    const app = await buildTestApp({ sweepHolds: false, env: { RATE_LIMITS: 'off' } });
    try {
      for (let index = 0; index < 35; index++) expect((await attempt(app)).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

import type { FastifyInstance } from 'fastify';

/** A fixed "now" for booking tests: 1 December 2026, 10:00 in Nassau. */
export const bookingTestNow = new Date('2026-12-01T15:00:00Z');

/** A movable clock for `buildTestApp({ now })`. */
export function testClock(start: Date = bookingTestNow) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMinutes(minutes: number) {
      current += minutes * 60_000;
    },
  };
}

/** A valid `POST /api/bookings` body; override what the test is about. */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+1 242 555 0100',
    startDate: '2027-03-03',
    endDate: '2027-03-10',
    guests: 2,
    villaIds: [1],
    isEntireComplex: false,
    agreeToTerms: true,
    ...overrides,
  };
}

export function postBooking(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: bookingBody(overrides),
    headers,
  });
}

/** Creates a booking, starts its payment and authorizes a card; answers the booking id. */
export async function authorizedBooking(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  cardNumber = '4242424242424242',
) {
  const created = await postBooking(app, overrides);
  if (created.statusCode !== 201) throw new Error(`booking failed: ${created.body}`);
  const { bookingId, bookingReference } = created.json();
  const intent = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { bookingId, bookingReference },
  });
  const { paymentIntentId } = intent.json();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    payload: {
      paymentIntentId,
      card: { number: cardNumber, expMonth: 12, expYear: 2030, cvc: '123' },
    },
  });
  return { bookingId: bookingId as number, paymentIntentId: paymentIntentId as string, confirm };
}

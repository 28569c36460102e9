import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import {
  bookingFailureMessage,
  createRequestKeys,
  fetchTakenStays,
  fieldErrorsOf,
  paymentSetupMessage,
  paymentSetupRetryDelay,
  preparePayment,
  shouldRetryPaymentSetup,
} from './booking-api';

function answer(status: number, body: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status }));
}

const apiError = (status: number, body?: unknown) =>
  new ApiError(status, body === undefined ? 'Error' : JSON.stringify(body), body);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchTakenStays', () => {
  it('answers the stays', async () => {
    const stay = {
      startDate: '2027-03-01',
      endDate: '2027-03-04',
      status: 'pending',
      villaIds: [1],
    };
    vi.stubGlobal('fetch', answer(200, { bookings: [stay] }));
    expect(await fetchTakenStays()).toEqual([
      { startDate: '2027-03-01', endDate: '2027-03-04', villaIds: [1] },
    ]);
  });

  it('uses an empty list, and only warns, on a failure or an odd answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', answer(500, { message: 'down' }));
    expect(await fetchTakenStays()).toEqual([]);
    vi.stubGlobal('fetch', answer(200, { bookings: null }));
    expect(await fetchTakenStays()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('bookingFailureMessage (spec section 8)', () => {
  it('prefers the server’s message', () => {
    expect(bookingFailureMessage(apiError(409, { message: 'Lime is not available.' }))).toBe(
      'Lime is not available.',
    );
  });

  it('falls back by status', () => {
    expect(bookingFailureMessage(apiError(409))).toBe(
      'The selected dates are no longer available. Please choose different dates.',
    );
    expect(bookingFailureMessage(apiError(502))).toBe('Something went wrong. Please try again.');
    expect(bookingFailureMessage(apiError(400))).toBe('Failed to create booking');
  });
});

describe('fieldErrorsOf', () => {
  it('reads the field messages of a 400 answer', () => {
    const error = apiError(400, { message: 'Bad', errors: { phone: 'Too short' } });
    expect(fieldErrorsOf(error)).toEqual({ phone: 'Too short' });
    expect(fieldErrorsOf(apiError(409, { message: 'Taken' }))).toEqual({});
  });
});

describe('preparePayment', () => {
  const prepared = {
    clientSecret: 'pi_1_secret_2',
    paymentIntentId: 'pi_1',
    amount: 105_400,
    provider: 'test',
    publishableKey: null,
  };

  it('answers the intent', async () => {
    vi.stubGlobal('fetch', answer(200, prepared));
    await expect(preparePayment(7, 'BGV-7KQ3MX')).resolves.toEqual(prepared);
  });

  it('refuses an answer without a client secret', async () => {
    vi.stubGlobal('fetch', answer(200, { ...prepared, clientSecret: '' }));
    const error = await preparePayment(7, 'BGV-7KQ3MX').catch((caught: unknown) => caught);
    expect(paymentSetupMessage(error)).toBe('Failed to initialize payment: Missing client secret.');
  });

  it('refuses an answer it cannot read', async () => {
    vi.stubGlobal('fetch', answer(200, '<html>'));
    const error = await preparePayment(7, 'BGV-7KQ3MX').catch((caught: unknown) => caught);
    expect(paymentSetupMessage(error)).toBe(
      'Payment initialization failed: Invalid response from payment service. Please try again later.',
    );
  });
});

describe('payment set-up failures', () => {
  it('are retried twice, only for 5xx answers and network errors', () => {
    expect(shouldRetryPaymentSetup(0, apiError(503))).toBe(true);
    expect(shouldRetryPaymentSetup(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryPaymentSetup(2, apiError(503))).toBe(false);
    expect(shouldRetryPaymentSetup(0, apiError(409))).toBe(false);
    expect(shouldRetryPaymentSetup(0, new Error('bug'))).toBe(false);
  });

  it('wait 1 s, then 2 s', () => {
    expect([0, 1].map(paymentSetupRetryDelay)).toEqual([1000, 2000]);
  });

  it('read as the spec’s sentence with the reason', () => {
    expect(paymentSetupMessage(apiError(409, { message: 'Your hold has ended.' }))).toBe(
      'Payment initialization failed: Your hold has ended. Please try again later.',
    );
    expect(paymentSetupMessage(apiError(500))).toBe(
      'Payment initialization failed: Failed to create payment intent. Please try again later.',
    );
    expect(paymentSetupMessage(new TypeError('Failed to fetch'))).toBe(
      'Payment initialization failed: Failed to connect to payment service. Please try again later.',
    );
  });
});

describe('createRequestKeys', () => {
  let counter = 0;
  const keys = createRequestKeys(() => `key-${++counter}`);

  it('reuses the key for the same request and makes a new one for another', () => {
    expect(keys.keyFor({ guests: 2 })).toBe('key-1');
    expect(keys.keyFor({ guests: 2 })).toBe('key-1');
    expect(keys.keyFor({ guests: 3 })).toBe('key-2');
  });

  it('makes a new key once told to forget', () => {
    keys.forget();
    expect(keys.keyFor({ guests: 3 })).toBe('key-3');
  });
});

import { describe, expect, it } from 'vitest';
import { checkTestCard, passesLuhn } from './test-cards';

const now = new Date('2026-11-21T12:00:00Z');
const card = (
  number: string,
  extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...extra,
});

describe('test cards', () => {
  it('checks the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
  });

  it('authorizes 4242 4242 4242 4242 and other valid numbers', () => {
    expect(checkTestCard(card('4242424242424242'), now)).toEqual({ ok: true });
    expect(checkTestCard(card('5555555555554444'), now)).toEqual({ ok: true });
  });

  it('declines Stripe decline cards with their messages', () => {
    expect(checkTestCard(card('4000000000000002'), now)).toMatchObject({
      ok: false,
      declined: true,
      message: 'Your card was declined.',
    });
    expect(checkTestCard(card('4000000000009995'), now)).toMatchObject({
      declined: true,
      message: 'Your card has insufficient funds.',
    });
  });

  it('refuses a bad number, a past expiry and a short security code', () => {
    expect(checkTestCard(card('1234567812345678'), now)).toMatchObject({
      field: 'number',
      declined: false,
    });
    expect(
      checkTestCard(card('4242424242424242', { expMonth: 10, expYear: 2026 }), now),
    ).toMatchObject({
      field: 'expiry',
    });
    // Valid through the end of the expiry month.
    expect(checkTestCard(card('4242424242424242', { expMonth: 11, expYear: 2026 }), now)).toEqual({
      ok: true,
    });
    expect(checkTestCard(card('378282246310005', { cvc: '123' }), now)).toMatchObject({
      field: 'cvc',
    });
  });
});

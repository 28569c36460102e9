import { describe, expect, it } from 'vitest';
import { TestCardFormSchema } from './booking-card';

const messagesOf = (input: Record<string, string>) =>
  TestCardFormSchema.safeParse(input).error?.issues.map((issue) => [issue.path[0], issue.message]);

describe('the test-mode card form', () => {
  it('turns the typed card into the provider’s card', () => {
    expect(
      TestCardFormSchema.parse({
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 30',
        cvc: '123',
      }),
    ).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
  });

  it('says what is incomplete, in Stripe’s words', () => {
    expect(messagesOf({ cardNumber: '4242', expiry: '1', cvc: '12' })).toEqual([
      ['cardNumber', 'Your card number is incomplete.'],
      ['expiry', 'Your card’s expiration date is incomplete.'],
      ['cvc', 'Your card’s security code is incomplete.'],
    ]);
  });

  it('refuses a month that does not exist', () => {
    expect(messagesOf({ cardNumber: '4242424242424242', expiry: '13/30', cvc: '123' })).toEqual([
      ['expiry', 'Your card’s expiration date is invalid.'],
    ]);
  });
});

/** Card checks of the built-in test provider, following Stripe's public test cards. */

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardOutcome =
  | { ok: true }
  | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string; declined: boolean };

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Stripe's decline test numbers and the messages Stripe shows for them. */
const declinedCards: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': 'Your card’s security code is incorrect.',
};

/** Whether a card authorizes; any other Luhn-valid number behaves like 4242 4242 4242 4242. */
export function checkTestCard(card: TestCard, now: Date): CardOutcome {
  if (!passesLuhn(card.number)) {
    return { ok: false, field: 'number', message: 'Your card number is invalid.', declined: false };
  }
  // A card is valid through the last day of its expiry month.
  const expiresAt = Date.UTC(card.expYear, card.expMonth, 1);
  if (expiresAt <= now.getTime()) {
    return {
      ok: false,
      field: 'expiry',
      message: 'Your card’s expiration date is in the past.',
      declined: false,
    };
  }
  const amex = /^3[47]/.test(card.number);
  if (card.cvc.length !== (amex ? 4 : 3)) {
    return {
      ok: false,
      field: 'cvc',
      message: 'Your card’s security code is incomplete.',
      declined: false,
    };
  }
  const declined = declinedCards[card.number];
  if (declined) return { ok: false, field: 'number', message: declined, declined: true };
  return { ok: true };
}

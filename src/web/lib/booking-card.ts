import { z } from 'zod';

const cardMessages = {
  number: 'Your card number is incomplete.',
  expiryIncomplete: 'Your card’s expiration date is incomplete.',
  expiryInvalid: 'Your card’s expiration date is invalid.',
  cvc: 'Your card’s security code is incomplete.',
} as const;

/**
 * The test-mode card form, checked in the browser with Stripe's wording before the built-in
 * provider sees it; its output is the card the provider's confirm call takes.
 */
export const TestCardFormSchema = z
  .object({
    cardNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, cardMessages.number)),
    expiry: z
      .string()
      .trim()
      .regex(/^\d{2}\s*\/\s*\d{2}$/, { error: cardMessages.expiryIncomplete, abort: true })
      .refine((value) => {
        const month = Number(value.slice(0, 2));
        return month >= 1 && month <= 12;
      }, cardMessages.expiryInvalid),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, cardMessages.cvc),
  })
  .transform(({ cardNumber, expiry, cvc }) => {
    const [month = '', year = ''] = expiry.split('/');
    return {
      number: cardNumber,
      expMonth: Number(month.trim()),
      expYear: 2000 + Number(year.trim()),
      cvc,
    };
  });

export type TestCardFormValues = z.input<typeof TestCardFormSchema>;

/** The form field each of the provider's card error paths belongs to. */
export const cardFieldOf: Record<string, keyof TestCardFormValues> = {
  'card.number': 'cardNumber',
  'card.expMonth': 'expiry',
  'card.expYear': 'expiry',
  'card.cvc': 'cvc',
};

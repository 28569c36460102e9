import { z } from 'zod';
import { maxRecordId, textField } from './fields';

/**
 * `POST /api/create-payment-intent`, for a booking named by its id and its reference. The amount
 * always comes from the booking; a client's `amount` and `villaIds` are accepted for
 * compatibility and ignored.
 */
export const CreatePaymentIntentSchema = z.strictObject({
  bookingId: z
    .number({ error: 'bookingId is required' })
    .int()
    .positive()
    .max(maxRecordId, 'No booking has this id'),
  /** The booking's random reference: the sequential id alone must not open anyone's payment. */
  bookingReference: z
    .string({ error: 'bookingReference is required' })
    .trim()
    .min(1, 'bookingReference is required')
    .max(20, 'No booking has this reference'),
  amount: z.number().optional(),
  villaIds: z.array(z.number()).max(4).optional(),
});

/** `POST /api/payments/test/confirm`: the built-in test provider's card form. */
export const TestCardConfirmSchema = z.strictObject({
  paymentIntentId: textField(100).min(1, 'paymentIntentId is required'),
  card: z.strictObject({
    number: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
    expMonth: z
      .number()
      .int()
      .min(1, 'Your card’s expiration date is invalid.')
      .max(12, 'Your card’s expiration date is invalid.'),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.'),
  }),
});

import { z } from 'zod';
import { property } from '../content/property';
import { villas } from '../content/villas';
import { bookingStatuses } from '../domain/booking-rules';
import { nightsBetween } from '../domain/dates';
import { capacityOf } from '../domain/pricing';
import { emailField, isoDateField, requiredText, textField } from './fields';

const { minimumStay, maximumStay } = property.pricing;
const villaIdField = z
  .number({ error: 'Villa ids must be numbers' })
  .int()
  .refine((id) => villas.some((villa) => villa.id === id), 'Unknown villa');

const bookingFields = {
  firstName: requiredText(2, 100, 'First name must be at least 2 characters'),
  lastName: requiredText(2, 100, 'Last name must be at least 2 characters'),
  email: emailField('Please enter a valid email address'),
  phone: requiredText(7, 40, 'Please enter a valid phone number'),
  startDate: isoDateField('Check-in date is required'),
  endDate: isoDateField('Check-out date is required'),
  guests: z
    .number({ error: 'Number of guests is required' })
    .int('Number of guests must be a whole number')
    .min(1, 'Must have at least 1 guest')
    .max(property.capacity.guests, `Maximum of ${property.capacity.guests} guests allowed`),
  villaPreferences: z.array(textField(100)).max(10).optional(),
  specialRequests: textField(2000).optional(),
  villaIds: z.array(villaIdField).max(villas.length).default([]),
  isEntireComplex: z.boolean().default(false),
  /** Accepted for compatibility and ignored: the server prices every stay itself. */
  totalPrice: z.number().min(0).optional(),
};

type StayFields = {
  startDate: string;
  endDate: string;
  guests: number;
  villaIds: number[];
  isEntireComplex: boolean;
};

/** Rules across fields (spec section 5 and ARCHITECTURE section 4), reported on the field to fix. */
function checkStay(booking: StayFields, ctx: z.RefinementCtx) {
  if (!booking.isEntireComplex && booking.villaIds.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['villaIds'],
      message: 'At least one villa must be selected',
    });
  }
  const nights = nightsBetween(booking.startDate, booking.endDate);
  if (nights <= 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'Check-out date must be after check-in date',
    });
  } else if (nights < minimumStay) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `Minimum stay is ${minimumStay} nights`,
    });
  } else if (nights > maximumStay) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `Maximum stay is ${maximumStay} nights`,
    });
  }
  const capacity = capacityOf(booking);
  if (capacity > 0 && booking.guests > capacity) {
    ctx.addIssue({
      code: 'custom',
      path: ['guests'],
      message: `The selected accommodation sleeps up to ${capacity} guests`,
    });
  }
}

/** `POST /api/bookings`. Unknown fields are refused; `agreeToTerms` is optional on the server. */
export const BookingRequestSchema = z
  .strictObject({ ...bookingFields, agreeToTerms: z.boolean().optional() })
  .superRefine(checkStay);
export type BookingRequest = z.infer<typeof BookingRequestSchema>;

/** The booking form: the same rules, and the terms must be accepted. */
export const BookingFormSchema = z
  .strictObject({
    ...bookingFields,
    agreeToTerms: z.literal(true, 'You must agree to the terms and conditions'),
  })
  .superRefine(checkStay);
export type BookingForm = z.infer<typeof BookingFormSchema>;

const villaIdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'Use villa ids separated by commas, e.g. 1,3')
  .transform((list) => list.split(',').map(Number))
  .pipe(z.array(villaIdField));

/** A query's `start`-`end` range: forward, and no longer than a stay can be. */
function checkRange(query: { start: string; end: string }, ctx: z.RefinementCtx) {
  const nights = nightsBetween(query.start, query.end);
  if (nights <= 0 || nights > maximumStay) {
    ctx.addIssue({
      code: 'custom',
      path: ['end'],
      message:
        nights <= 0
          ? 'Check-out date must be after check-in date'
          : `Maximum stay is ${maximumStay} nights`,
    });
  }
}

/** `GET /api/quote?start=&end=&villaIds=1,3` or `&entireComplex=true`. */
export const QuoteQuerySchema = z
  .strictObject({
    start: isoDateField('Check-in date is required'),
    end: isoDateField('Check-out date is required'),
    villaIds: villaIdList.optional(),
    entireComplex: z.enum(['true', 'false']).optional(),
  })
  .superRefine(checkRange);
export type QuoteQuery = z.infer<typeof QuoteQuerySchema>;

/** `GET /api/availability?start=&end=`. */
export const AvailabilityQuerySchema = z
  .strictObject({
    start: isoDateField('Check-in date is required'),
    end: isoDateField('Check-out date is required'),
  })
  .superRefine(checkRange);

/** `PATCH /api/admin/bookings/{id}/status`. Whether the move is allowed is the server's call. */
export const BookingStatusUpdateSchema = z.strictObject({
  status: z.enum(bookingStatuses, 'Choose a valid booking status'),
});

/** `PATCH /api/admin/bookings/{id}/approval`. */
export const BookingApprovalSchema = z.strictObject({
  approved: z.boolean({ error: 'Say whether the booking is approved (true or false)' }),
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LoginSchema, NoteCreateSchema, RegisterSchema } from './admin';
import { BookingFormSchema, BookingRequestSchema, QuoteQuerySchema } from './booking';
import { ContactPageFormSchema, ContactRequestSchema } from './contact';
import { TestCardConfirmSchema } from './payment';

/** `{ field: first message }` from a failed parse, as the API reports it. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

const booking = {
  firstName: 'Ana',
  lastName: 'Rolle',
  email: 'ana@example.com',
  phone: '+1 242 555 0100',
  startDate: '2027-03-03',
  endDate: '2027-03-08',
  guests: 4,
  villaIds: [1],
  isEntireComplex: false,
};

describe('BookingRequestSchema', () => {
  it('accepts a valid request and ignores nothing it knows', () => {
    const parsed = BookingRequestSchema.parse({ ...booking, totalPrice: 1, agreeToTerms: true });
    expect(parsed).toMatchObject({ ...booking, totalPrice: 1 });
  });

  it('carries the spec messages for each field', () => {
    expect(
      messages(BookingRequestSchema, {
        ...booking,
        firstName: 'A',
        lastName: '',
        email: 'not-an-email',
        phone: '123',
        guests: 0,
      }),
    ).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      guests: 'Must have at least 1 guest',
    });
    expect(
      messages(BookingRequestSchema, { ...booking, guests: 15, isEntireComplex: true }),
    ).toEqual({
      guests: 'Maximum of 14 guests allowed',
    });
    expect(
      messages(BookingRequestSchema, { ...booking, startDate: '', endDate: undefined }),
    ).toEqual({
      startDate: 'Check-in date is required',
      endDate: 'Check-out date is required',
    });
  });

  it('enforces the stay rules on the field to fix', () => {
    expect(messages(BookingRequestSchema, { ...booking, endDate: '2027-03-03' })).toEqual({
      endDate: 'Check-out date must be after check-in date',
    });
    expect(messages(BookingRequestSchema, { ...booking, endDate: '2027-03-05' })).toEqual({
      endDate: 'Minimum stay is 3 nights',
    });
    expect(messages(BookingRequestSchema, { ...booking, endDate: '2027-09-01' })).toEqual({
      endDate: 'Maximum stay is 180 nights',
    });
    expect(messages(BookingRequestSchema, { ...booking, villaIds: [] })).toEqual({
      villaIds: 'At least one villa must be selected',
    });
    expect(messages(BookingRequestSchema, { ...booking, villaIds: [4], guests: 3 })).toEqual({
      guests: 'The selected accommodation sleeps up to 2 guests',
    });
  });

  it('refuses impossible dates, unknown villas and unknown fields', () => {
    expect(messages(BookingRequestSchema, { ...booking, startDate: '2027-02-30' })).toEqual({
      startDate: 'Please enter a real date as YYYY-MM-DD',
    });
    expect(messages(BookingRequestSchema, { ...booking, villaIds: [7] })).toEqual({
      'villaIds.0': 'Unknown villa',
    });
    expect(BookingRequestSchema.safeParse({ ...booking, status: 'confirmed' }).success).toBe(false);
  });

  it('requires the terms on the form only', () => {
    expect(BookingRequestSchema.safeParse(booking).success).toBe(true);
    expect(messages(BookingFormSchema, { ...booking, agreeToTerms: false })).toEqual({
      agreeToTerms: 'You must agree to the terms and conditions',
    });
  });
});

describe('QuoteQuerySchema', () => {
  it('reads villa ids from a comma list', () => {
    expect(
      QuoteQuerySchema.parse({ start: '2027-01-01', end: '2027-01-05', villaIds: '1,3' }),
    ).toEqual({ start: '2027-01-01', end: '2027-01-05', villaIds: [1, 3] });
    expect(
      messages(QuoteQuerySchema, { start: '2027-01-01', end: '2027-01-05', villaIds: '1;3' }),
    ).toEqual({ villaIds: 'Use villa ids separated by commas, e.g. 1,3' });
  });
});

describe('contact schemas', () => {
  it('accepts the home form (name, email, message) with defaults', () => {
    expect(
      ContactRequestSchema.parse({
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Hello there!',
      }),
    ).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Hello there!',
      contactType: 'general',
    });
  });

  it('carries the spec messages', () => {
    expect(messages(ContactPageFormSchema, { name: 'A', email: 'x', message: 'short' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
      subject: 'Subject must be at least 2 characters.',
      contactType: 'Please select a contact type.',
    });
  });
});

describe('staff schemas', () => {
  it('carries the login and registration messages', () => {
    expect(messages(LoginSchema, { username: 'ab', password: '12345' })).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
    expect(
      messages(RegisterSchema, { username: 'ana', password: '123456', email: 'x', role: 'owner' }),
    ).toEqual({ email: 'Please enter a valid email', role: 'Please select a role' });
  });

  it('drops fields a registrant may not set', () => {
    const parsed = RegisterSchema.parse({
      username: 'ana',
      password: '123456',
      email: 'ana@example.com',
      role: 'manager',
      active: true,
      id: 1,
    });
    expect(parsed).toEqual({
      username: 'ana',
      password: '123456',
      email: 'ana@example.com',
      role: 'manager',
    });
  });

  it('takes note priorities as numbers or words', () => {
    expect(NoteCreateSchema.parse({ note: 'Call guest' })).toEqual({
      note: 'Call guest',
      category: 'general',
      priority: 0,
    });
    expect(NoteCreateSchema.parse({ note: 'x', priority: 'urgent' }).priority).toBe(2);
    expect(NoteCreateSchema.parse({ note: 'x', priority: 'high' }).priority).toBe(1);
    expect(NoteCreateSchema.parse({ note: 'x', priority: 1 }).priority).toBe(1);
    expect(NoteCreateSchema.safeParse({ note: 'x', priority: 3 }).success).toBe(false);
    expect(messages(NoteCreateSchema, { note: '   ' })).toEqual({ note: 'Please write a note' });
  });
});

describe('TestCardConfirmSchema', () => {
  it('normalizes spaced card numbers and checks the parts', () => {
    const parsed = TestCardConfirmSchema.parse({
      paymentIntentId: 'pi_test_1',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(parsed.card.number).toBe('4242424242424242');
    expect(
      TestCardConfirmSchema.safeParse({
        paymentIntentId: 'pi_test_1',
        card: { number: '4242', expMonth: 13, expYear: 2030, cvc: '1' },
      }).success,
    ).toBe(false);
  });
});

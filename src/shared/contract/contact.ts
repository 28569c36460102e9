import { z } from 'zod';
import { emailField, requiredText, textField } from './fields';

export const contactTypes = ['general', 'booking', 'support', 'feedback'] as const;

export const contactTypeLabels: Record<(typeof contactTypes)[number], string> = {
  general: 'General inquiry',
  booking: 'Booking question',
  support: 'Support during my stay',
  feedback: 'Feedback',
};

const contactFields = {
  name: requiredText(2, 100, 'Name must be at least 2 characters'),
  email: emailField('Please enter a valid email address'),
  message: requiredText(10, 5000, 'Message must be at least 10 characters'),
  phoneNumber: textField(40).optional(),
};

/**
 * `POST /api/contact`. The home page sends only name, email and message, so subject and
 * contact type are optional here (contact type defaults to general).
 */
export const ContactRequestSchema = z.strictObject({
  ...contactFields,
  subject: requiredText(2, 200, 'Subject must be at least 2 characters.').optional(),
  contactType: z.enum(contactTypes, 'Please select a contact type.').default('general'),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;
/** What a client sends: subject, contact type and phone may be left out. */
export type ContactRequestBody = z.input<typeof ContactRequestSchema>;

/** The answer to a stored message. */
export const ContactResponseSchema = z.object({
  id: z.number().int(),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

/** The home page's short form. */
export const HomeContactFormSchema = z.strictObject({
  name: contactFields.name,
  email: contactFields.email,
  message: contactFields.message,
});

/** The contact page's full form, where subject and contact type are required. */
export const ContactPageFormSchema = z.strictObject({
  ...contactFields,
  subject: requiredText(2, 200, 'Subject must be at least 2 characters.'),
  contactType: z.enum(contactTypes, 'Please select a contact type.'),
});

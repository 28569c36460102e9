import { z } from 'zod';
import { emailField, textField } from './fields';

export const contactTypes = ['general', 'booking', 'support', 'feedback'] as const;

const contactFields = {
  name: textField(100).min(2, 'Name must be at least 2 characters'),
  email: emailField('Please enter a valid email address'),
  message: textField(5000).min(10, 'Message must be at least 10 characters'),
  phoneNumber: textField(40).optional(),
};

/**
 * `POST /api/contact`. The home page sends only name, email and message, so subject and
 * contact type are optional here (contact type defaults to general).
 */
export const ContactRequestSchema = z.strictObject({
  ...contactFields,
  subject: textField(200).min(2, 'Subject must be at least 2 characters.').optional(),
  contactType: z.enum(contactTypes, 'Please select a contact type.').default('general'),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** The home page's short form. */
export const HomeContactFormSchema = z.strictObject({
  name: contactFields.name,
  email: contactFields.email,
  message: contactFields.message,
});

/** The contact page's full form, where subject and contact type are required. */
export const ContactPageFormSchema = z.strictObject({
  ...contactFields,
  subject: textField(200).min(2, 'Subject must be at least 2 characters.'),
  contactType: z.enum(contactTypes, 'Please select a contact type.'),
});

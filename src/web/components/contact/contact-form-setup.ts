import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  ContactPageFormSchema,
  HomeContactFormSchema,
  type ContactRequestBody,
} from '../../../shared/contract/contact';

export type ContactFormVariant = 'home' | 'full';

/** Every field of the fuller form; the home form uses name, email and message only. */
export type ContactFormValues = z.input<typeof ContactPageFormSchema>;
type ContactFormResolver = Resolver<ContactFormValues, unknown, ContactRequestBody>;

export const contactFormResolvers: Record<ContactFormVariant, ContactFormResolver> = {
  // The home schema checks a subset of the fields, so its resolver fits the fuller values.
  home: zodResolver(HomeContactFormSchema) as unknown as ContactFormResolver,
  full: zodResolver(ContactPageFormSchema),
};

/** The home schema is strict, so each form starts with its own fields only. */
export const emptyContactForm: Record<ContactFormVariant, Partial<ContactFormValues>> = {
  home: { name: '', email: '', message: '' },
  full: { name: '', email: '', phoneNumber: '', subject: '', message: '' },
};

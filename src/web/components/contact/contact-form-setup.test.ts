import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  contactFormResolvers,
  emptyContactForm,
  type ContactFormValues,
  type ContactFormVariant,
} from './contact-form-setup';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<ContactFormValues>;

async function validate(variant: ContactFormVariant, values: Partial<ContactFormValues>) {
  const result = await contactFormResolvers[variant](
    values as ContactFormValues,
    undefined,
    options,
  );
  const messages = Object.fromEntries(
    Object.entries(result.errors as FieldErrors).map(([field, error]) => [field, error?.message]),
  );
  return { values: result.values, messages };
}

describe('the home form', () => {
  it('asks for name, email and message only', async () => {
    const { messages } = await validate('home', emptyContactForm.home);
    expect(messages).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    });
  });

  it('gives a trimmed request body when valid', async () => {
    const { values, messages } = await validate('home', {
      name: ' Ana ',
      email: 'ana@example.com',
      message: 'Is April a good month to visit?',
    });
    expect(messages).toEqual({});
    expect(values).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Is April a good month to visit?',
    });
  });
});

describe('the full form', () => {
  it('also requires a subject and a contact type, but not a phone', async () => {
    const { messages } = await validate('full', emptyContactForm.full);
    expect(messages).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at least 2 characters.',
      contactType: 'Please select a contact type.',
      message: 'Message must be at least 10 characters',
    });
  });

  it('treats the unselected contact type as missing', async () => {
    // The select's placeholder option has the value ''.
    const { messages } = await validate('full', {
      ...emptyContactForm.full,
      contactType: '' as never,
    });
    expect(messages.contactType).toBe('Please select a contact type.');
  });
});

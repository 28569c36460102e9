import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  contactTypeLabels,
  contactTypes,
  type ContactRequestBody,
  type ContactResponse,
} from '../../../shared/contract/contact';
import { ApiError, apiPost } from '../../lib/api';
import { toast } from '../../lib/toast';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Select } from '../ui/select';
import { SubmitButton } from '../ui/submit-button';
import { Textarea } from '../ui/textarea';
import {
  contactFormResolvers,
  emptyContactForm,
  type ContactFormValues,
  type ContactFormVariant,
} from './contact-form-setup';

const sendFailedMessage = 'There was a problem sending your message. Please try again.';

/** The server's own words for a rate limit; the spec's general text for anything else. */
function failureDescription(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.serverMessage) {
    return error.serverMessage;
  }
  return sendFailedMessage;
}

interface ContactFormProps {
  variant: ContactFormVariant;
  /** The id of the heading that names this form. */
  labelledBy?: string;
}

/**
 * The guest contact form (spec sections 4, 5 and 8): checked on submit, then on every change,
 * with focus on the first invalid field; "Sending..." while the message travels; a toast and a
 * fresh form on success; a toast and the guest's text kept on failure.
 */
export function ContactForm({ variant, labelledBy }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactRequestBody>({
    resolver: contactFormResolvers[variant],
    defaultValues: emptyContactForm[variant],
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiPost<ContactResponse>('/api/contact', {
        ...values,
        phoneNumber: values.phoneNumber || undefined,
      });
      toast({
        title: 'Message Sent',
        description: "Thank you for your message! We'll get back to you soon.",
      });
      reset();
    } catch (error) {
      // A warning, not an error: the guest is told, and nothing is broken on the page.
      console.warn('The contact message was not sent:', error);
      toast({ title: 'Error', description: failureDescription(error), variant: 'destructive' });
    }
  });

  const full = variant === 'full';
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      aria-busy={isSubmitting}
      className="grid gap-5 sm:grid-cols-2"
    >
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" {...register('email')} />
        )}
      </FormField>
      {full && (
        <>
          <FormField label="Phone number" optional error={errors.phoneNumber?.message}>
            {(control) => (
              <Input {...control} type="tel" autoComplete="tel" {...register('phoneNumber')} />
            )}
          </FormField>
          <FormField label="Contact type" error={errors.contactType?.message}>
            {(control) => (
              <Select {...control} {...register('contactType')}>
                <option value="">Select a contact type</option>
                {contactTypes.map((type) => (
                  <option key={type} value={type}>
                    {contactTypeLabels[type]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div className="sm:col-span-2">
            <FormField label="Subject" error={errors.subject?.message}>
              {(control) => <Input {...control} {...register('subject')} />}
            </FormField>
          </div>
        </>
      )}
      <div className="sm:col-span-2">
        <FormField label="Message" error={errors.message?.message}>
          {(control) => <Textarea {...control} rows={full ? 6 : 5} {...register('message')} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <SubmitButton
          pending={isSubmitting}
          label="Send Message"
          pendingLabel="Sending..."
          icon={<Send aria-hidden="true" />}
          className="w-full sm:w-auto"
        />
      </div>
    </form>
  );
}

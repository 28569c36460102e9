import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import { confirmTestCard, fieldErrorsOf, type TestCard } from '../../lib/booking-api';
import { cardFieldOf, TestCardFormSchema, type TestCardFormValues } from '../../lib/booking-card';
import { toast } from '../../lib/toast';
import { TextField } from './fields';
import {
  PaymentActions,
  PaymentFailure,
  paymentFailureToast,
  systemErrorText,
} from './payment-parts';

interface TestCardFormProps {
  paymentIntentId: string;
  onBack: () => void;
  onAuthorized: (paymentIntentId: string) => void;
}

/** Test mode: a plain card form for the built-in provider, which knows Stripe's test cards. */
export function TestCardForm({ paymentIntentId, onBack, onAuthorized }: TestCardFormProps) {
  const form = useForm<TestCardFormValues, unknown, TestCard>({
    resolver: zodResolver(TestCardFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const authorize = form.handleSubmit(async (card) => {
    setFailure(null);
    try {
      const result = await confirmTestCard(paymentIntentId, card);
      onAuthorized(result.paymentIntentId);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) {
        setFailure(systemErrorText.inline);
        toast(systemErrorText.toast);
        return;
      }
      const fieldErrors = Object.entries(fieldErrorsOf(error));
      for (const [path, message] of fieldErrors) {
        const field = cardFieldOf[path];
        if (field) form.setError(field, { message }, { shouldFocus: true });
      }
      if (fieldErrors.length === 0)
        setFailure(error.serverMessage ?? 'An unexpected error occurred.');
      toast(paymentFailureToast(error.serverMessage));
    }
  });

  return (
    <form noValidate onSubmit={authorize} className="grid gap-6">
      <div
        role="note"
        className="flex gap-3 rounded-2xl border border-villa-yellow bg-villa-yellow/15 p-4 text-sm"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-foreground" />
        <div>
          <p className="font-semibold">Test mode - no real charge</p>
          <p className="mt-1 leading-relaxed">
            Use the test card 4242 4242 4242 4242 with any future expiry date and any CVC. The card
            4000 0000 0000 0002 shows how a declined card looks.
          </p>
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            error={errors.cardNumber?.message}
            {...form.register('cardNumber')}
          />
        </div>
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          error={errors.expiry?.message}
          {...form.register('expiry')}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          error={errors.cvc?.message}
          {...form.register('cvc')}
        />
      </div>
      <PaymentFailure message={failure} />
      <PaymentActions processing={form.formState.isSubmitting} onBack={onBack} />
    </form>
  );
}

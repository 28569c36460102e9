import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { property } from '../../../shared/content/property';
import { villas } from '../../../shared/content/villas';
import type { BookingForm, BookingFormSchema } from '../../../shared/contract/booking';
import { lastBookableDate } from '../../../shared/domain/booking-rules';
import { addDaysIso, nightsBetween, type IsoDate } from '../../../shared/domain/dates';
import { quoteStay } from '../../../shared/domain/pricing';
import { ApiError } from '../../lib/api';
import {
  bookingFailureMessage,
  createBooking,
  fieldErrorsOf,
  type CreatedBooking,
  type RequestKeys,
  takenStaysQuery,
} from '../../lib/booking-api';
import {
  isCheckInUnavailable,
  isCheckOutUnavailable,
  overlapsTaken,
  takenNights,
} from '../../lib/booking-availability';
import {
  hasAccommodation,
  maxGuestsFor,
  noVillas,
  type VillaSelection,
} from '../../lib/booking-selection';
import type { BookingSummary } from '../../lib/booking-session';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import { DateField } from './date-field';
import { FieldError, invalidProps, TextAreaField, TextField } from './fields';
import { StaySummary } from './stay-summary';
import { StepHeading } from './step-heading';
import { VillaPicker } from './villa-picker';

export type BookingFormInput = z.input<typeof BookingFormSchema>;
export type BookingFormApi = UseFormReturn<BookingFormInput, unknown, BookingForm>;

const { minimumStay } = property.pricing;
const allVillaIds = villas.map((villa) => villa.id);

const bookingFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'startDate',
  'endDate',
  'guests',
  'villaIds',
  'specialRequests',
  'agreeToTerms',
] as const;
type BookingField = (typeof bookingFields)[number];
const isBookingField = (name: string): name is BookingField =>
  (bookingFields as readonly string[]).includes(name);

function summaryOf(values: BookingForm, created: CreatedBooking): BookingSummary {
  return {
    status: created.paid ? 'received' : 'awaitingPayment',
    bookingId: created.bookingId,
    reference: created.bookingReference,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    startDate: values.startDate,
    endDate: values.endDate,
    guests: values.guests,
    villaIds: values.isEntireComplex ? allVillaIds : values.villaIds,
    isEntireComplex: values.isEntireComplex,
    totalCents: Math.round(created.totalPrice * 100),
    holdExpiresAt: created.holdExpiresAt,
    transactionId: created.stripePaymentIntentId,
  };
}

interface DetailsStepProps {
  form: BookingFormApi;
  /** Today in Freeport, `YYYY-MM-DD`. */
  today: IsoDate;
  focusHeading: boolean;
  requestKeys: RequestKeys;
  onBooked: (booking: BookingSummary) => void;
}

/** Step 1: dates, accommodation, guests and the guest's details, beside the live summary. */
export function DetailsStep({
  form,
  today,
  focusHeading,
  requestKeys,
  onBooked,
}: DetailsStepProps) {
  const {
    control,
    register,
    setValue,
    setError,
    getValues,
    getFieldState,
    formState: { errors, isSubmitted, isSubmitting },
  } = form;
  const queryClient = useQueryClient();
  const { data: takenStays = [] } = useQuery(takenStaysQuery);
  const [startDate, endDate, villaIds = [], isEntireComplex = false] = useWatch({
    control,
    name: ['startDate', 'endDate', 'villaIds', 'isEntireComplex'],
  });
  const selection: VillaSelection = { villaIds, isEntireComplex };
  const taken = takenNights(takenStays, selection);
  const maxGuests = maxGuestsFor(selection);
  const canSubmit = hasAccommodation(selection) && Boolean(startDate) && Boolean(endDate);
  const revalidate = { shouldValidate: isSubmitted };

  function applySelection(next: VillaSelection) {
    setValue('villaIds', next.villaIds, revalidate);
    setValue('isEntireComplex', next.isEntireComplex, revalidate);
    const most = maxGuestsFor(next);
    if (getValues('guests') > most) setValue('guests', most, revalidate);
  }

  function changeSelection(next: VillaSelection) {
    const overlaps =
      Boolean(startDate && endDate) &&
      hasAccommodation(next) &&
      overlapsTaken({ startDate, endDate }, takenNights(takenStays, next));
    if (next.isEntireComplex && overlaps) {
      applySelection(noVillas);
      toast({
        title: 'Entire complex not available',
        description:
          'Some villas are already booked for these dates. Please select individual available villas instead.',
        variant: 'destructive',
      });
      return;
    }
    applySelection(next);
    if (overlaps) {
      toast({
        title: 'Dates may be unavailable',
        description:
          "The dates you've selected appear to be booked already. Please select different dates.",
      });
    }
  }

  function reportFailure(error: unknown) {
    if (!(error instanceof ApiError)) {
      toast({
        title: 'Booking Error',
        description:
          (error instanceof Error && error.message) ||
          'Failed to submit booking. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    const message = bookingFailureMessage(error);
    toast({ title: 'Error submitting booking', description: message, variant: 'destructive' });
    Object.entries(fieldErrorsOf(error))
      .filter((entry): entry is [BookingField, string] => isBookingField(entry[0]))
      .forEach(([field, fieldMessage], index) =>
        setError(field, { message: fieldMessage }, { shouldFocus: index === 0 }),
      );
    if (error.status === 409) void queryClient.invalidateQueries(takenStaysQuery);
    if (message.includes('not available')) {
      setValue('startDate', today, revalidate);
      setValue('endDate', addDaysIso(today, minimumStay), revalidate);
    }
  }

  /** The schema checks the stay only once the other fields pass; the length matters at once. */
  function reportInvalid() {
    const nights = startDate && endDate ? nightsBetween(startDate, endDate) : 0;
    if (nights <= 0 || nights >= minimumStay) return;
    toast({
      title: 'Minimum stay requirement',
      description: `Please select a minimum of ${minimumStay} nights for your stay.`,
      variant: 'destructive',
    });
    if (!getFieldState('endDate').error) {
      setError('endDate', { message: `Minimum stay is ${minimumStay} nights` });
    }
  }

  const submit = form.handleSubmit(async (values) => {
    // The server prices the stay itself; the client's total is informative only.
    const { total } = quoteStay({
      stay: { startDate: values.startDate, endDate: values.endDate },
      villaIds: values.villaIds,
      isEntireComplex: values.isEntireComplex,
    });
    const request = { ...values, totalPrice: total };
    try {
      const created = await createBooking(request, requestKeys.keyFor(request));
      onBooked(summaryOf(values, created));
    } catch (error) {
      reportFailure(error);
    }
  }, reportInvalid);

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form noValidate onSubmit={submit} aria-labelledby="details-title" className="grid gap-10">
        <div>
          <StepHeading id="details-title" focusOnMount={focusHeading}>
            Your Details
          </StepHeading>
          <p className="mt-3 leading-relaxed text-muted-foreground">
            Choose your dates and your villas, tell us who is coming, and send your request. You
            authorize your card on the next step.
          </p>
        </div>

        <section aria-labelledby="stay-title" className="grid gap-6">
          <h3 id="stay-title" className="text-xl font-semibold">
            Your stay
          </h3>
          <div className="grid gap-5 sm:grid-cols-2">
            <Controller
              control={control}
              name="startDate"
              render={({ field, fieldState }) => (
                <DateField
                  id="startDate"
                  label="Check-in"
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    if (endDate && isCheckOutUnavailable(endDate, value, today, taken)) {
                      setValue('endDate', '', revalidate);
                    }
                  }}
                  onBlur={field.onBlur}
                  buttonRef={field.ref}
                  isUnavailable={(day) => isCheckInUnavailable(day, today, taken)}
                  today={today}
                  firstMonth={today}
                  lastMonth={lastBookableDate(today)}
                  openingMonth={today}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="endDate"
              render={({ field, fieldState }) => (
                <DateField
                  id="endDate"
                  label="Check-out"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  buttonRef={field.ref}
                  isUnavailable={(day) =>
                    isCheckOutUnavailable(day, startDate || undefined, today, taken)
                  }
                  today={today}
                  firstMonth={today}
                  lastMonth={addDaysIso(lastBookableDate(today), property.pricing.maximumStay)}
                  openingMonth={startDate ? addDaysIso(startDate, 1) : today}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>

          <VillaPicker
            selection={selection}
            onChange={changeSelection}
            error={errors.villaIds?.message}
          />

          <div className="grid gap-2 sm:max-w-xs">
            <Label htmlFor="guests">Guests</Label>
            <Select
              id="guests"
              aria-describedby={errors.guests ? 'guests-error guests-hint' : 'guests-hint'}
              aria-invalid={errors.guests ? true : undefined}
              {...register('guests', { valueAsNumber: true })}
            >
              {Array.from({ length: maxGuests }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count} {count === 1 ? 'guest' : 'guests'}
                </option>
              ))}
            </Select>
            <p id="guests-hint" className="text-sm text-muted-foreground">
              {hasAccommodation(selection)
                ? `Your selection sleeps up to ${maxGuests}.`
                : `Up to ${maxGuests} guests across the complex.`}
            </p>
            <FieldError id="guests" message={errors.guests?.message} />
          </div>
        </section>

        <section aria-labelledby="guest-title" className="grid gap-6">
          <h3 id="guest-title" className="text-xl font-semibold">
            Who is coming
          </h3>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
          </div>
          <TextAreaField
            label="Special requests (optional)"
            placeholder="Arrival time, celebrations, cots, anything we can prepare"
            error={errors.specialRequests?.message}
            {...register('specialRequests')}
          />
        </section>

        <div className="grid gap-2">
          <div className="flex items-start gap-3">
            <Checkbox
              id="agreeToTerms"
              className="mt-0.5"
              {...invalidProps('agreeToTerms', errors.agreeToTerms?.message)}
              {...register('agreeToTerms')}
            />
            <Label htmlFor="agreeToTerms" className="leading-relaxed font-normal">
              I agree to the terms and conditions, the house rules and the cancellation policy.
            </Label>
          </div>
          <FieldError id="agreeToTerms" message={errors.agreeToTerms?.message} />
        </div>

        <div className="grid gap-3">
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={isSubmitting || !canSubmit}
            aria-describedby={canSubmit ? undefined : 'submit-hint'}
          >
            {isSubmitting && <Loader2 aria-hidden="true" className="motion-safe:animate-spin" />}
            Request Booking
          </Button>
          {!canSubmit && (
            <p id="submit-hint" className="text-sm text-muted-foreground">
              Choose your check-in and check-out dates and a villa, or the entire complex, to send
              your request.
            </p>
          )}
        </div>
      </form>

      <StaySummary selection={selection} startDate={startDate} endDate={endDate} />
    </div>
  );
}

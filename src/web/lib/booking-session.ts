import { z } from 'zod';

/**
 * What the page remembers about the guest's request for this browser tab, so the payment
 * provider's return address (`/booking?step=confirmation`) and a reload can show it again.
 * Never any card data.
 */
const BookingSummarySchema = z.object({
  /** `awaitingPayment` until the card is authorized, then `received`. */
  status: z.enum(['awaitingPayment', 'received']),
  bookingId: z.number(),
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  guests: z.number(),
  villaIds: z.array(z.number()),
  isEntireComplex: z.boolean(),
  totalCents: z.number(),
  holdExpiresAt: z.string().nullable(),
  /** The payment intent id, once there is one. */
  transactionId: z.string().nullable(),
});

export type BookingSummary = z.infer<typeof BookingSummarySchema>;

const storageKey = 'bahama-garden-villas:booking';

/** Storage can be switched off by the browser; the page then simply forgets across reloads. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

type StorageSource = () => Storage;

/** This tab's storage; reading the property itself throws when the browser blocks storage. */
const tabStorage: StorageSource = () => window.sessionStorage;

export function rememberBooking(summary: BookingSummary, storage = tabStorage): void {
  attempt(() => storage().setItem(storageKey, JSON.stringify(summary)), undefined);
}

export function rememberedBooking(storage = tabStorage): BookingSummary | null {
  const stored = attempt(() => storage().getItem(storageKey), null);
  if (!stored) return null;
  const parsed = BookingSummarySchema.safeParse(attempt(() => JSON.parse(stored), null));
  return parsed.success ? parsed.data : null;
}

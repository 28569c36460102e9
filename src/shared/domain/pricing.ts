import { property } from '../content/property';
import { villaById, villas, type VillaSlug } from '../content/villas';
import { nightsBetween, type IsoDate } from './dates';

export type PricingMode = 'entireComplex' | 'individual';

/** Long-stay discount in whole percent; stays up to the minimum stay get none (spec section 9). */
export function discountPercentFor(nights: number, mode: PricingMode): number {
  const tier = property.longStayDiscounts.find(
    (candidate) =>
      nights >= candidate.minNights &&
      (candidate.maxNights === null || nights <= candidate.maxNights),
  );
  if (!tier) return 0;
  return mode === 'entireComplex' ? tier.entireComplexPercent : tier.villasPercent;
}

export interface VillaRate {
  villaId: number;
  slug: VillaSlug;
  name: string;
  rate: number;
}

export interface StayQuote {
  nights: number;
  isEntireComplex: boolean;
  villaIds: number[];
  /** True when no villa is chosen yet and the Agave rate stands in for a preview. */
  isPreview: boolean;
  /** Nightly sum before discount, in dollars. */
  nightlyRate: number;
  perVillaRates: VillaRate[];
  /** The discount as a fraction, e.g. 0.1 for 10%. */
  discountRate: number;
  /** Nightly sum after discount, in dollars (may carry cents). */
  discountedNightly: number;
  /** Discounted nightly sum times nights, in dollars (may carry cents). */
  subtotal: number;
  cleaningFee: number;
  /** What the guest pays, rounded to whole dollars; taxes and VAT included. */
  total: number;
  totalCents: number;
}

export type StayLength = { nights: number } | { startDate: IsoDate; endDate: IsoDate };

export interface QuoteRequest {
  stay: StayLength;
  villaIds?: readonly number[];
  isEntireComplex?: boolean;
}

const previewVilla = 'agave' satisfies VillaSlug;

/**
 * Prices a stay exactly as spec section 9 says:
 * total = nightly sum x (1 - discount) x nights + cleaning fee, rounded to whole dollars.
 * Arithmetic runs in integer cents so no floating-point error can move the rounding.
 */
export function quoteStay(request: QuoteRequest): StayQuote {
  const nights =
    'nights' in request.stay
      ? request.stay.nights
      : nightsBetween(request.stay.startDate, request.stay.endDate);
  if (!Number.isInteger(nights) || nights < 1) {
    throw new RangeError('A stay must be at least one night, with check-out after check-in.');
  }

  const isEntireComplex = request.isEntireComplex ?? false;
  const selected = isEntireComplex ? villas : uniqueVillas(request.villaIds ?? []);
  const isPreview = !isEntireComplex && selected.length === 0;
  const perVillaRates: VillaRate[] = isEntireComplex
    ? []
    : selected.map((villa) => ({
        villaId: villa.id,
        slug: villa.slug,
        name: villa.name,
        rate: villa.nightlyRate,
      }));

  const nightlyRate = isEntireComplex
    ? property.pricing.entireComplex
    : isPreview
      ? property.pricing.nightlyByVilla[previewVilla]
      : perVillaRates.reduce((sum, villa) => sum + villa.rate, 0);

  const discountPercent = discountPercentFor(
    nights,
    isEntireComplex ? 'entireComplex' : 'individual',
  );
  // Whole dollars x whole percent = exact cents.
  const discountedNightlyCents = nightlyRate * (100 - discountPercent);
  const subtotalCents = discountedNightlyCents * nights;
  const cleaningFee = property.pricing.cleaningFee;
  const total = Math.round((subtotalCents + cleaningFee * 100) / 100);

  return {
    nights,
    isEntireComplex,
    villaIds: selected.map((villa) => villa.id),
    isPreview,
    nightlyRate,
    perVillaRates,
    discountRate: discountPercent / 100,
    discountedNightly: discountedNightlyCents / 100,
    subtotal: subtotalCents / 100,
    cleaningFee,
    total,
    totalCents: total * 100,
  };
}

function uniqueVillas(villaIds: readonly number[]) {
  const unknown = villaIds.filter((id) => !villaById(id));
  if (unknown.length > 0) throw new RangeError(`Unknown villa id: ${unknown.join(', ')}`);
  return villas.filter((villa) => villaIds.includes(villa.id));
}

/** Guests the selection can sleep: the whole complex, or the sum of the chosen villas. */
export function capacityOf(selection: { villaIds?: readonly number[]; isEntireComplex?: boolean }) {
  if (selection.isEntireComplex) return property.capacity.guests;
  return villas
    .filter((villa) => selection.villaIds?.includes(villa.id))
    .reduce((sum, villa) => sum + villa.capacity, 0);
}

/** Prices are whole US dollars, taxes and VAT included. */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole US dollars, e.g. `$230`. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

const usdWithCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** An amount in cents with two decimals, e.g. `$1,398.00` (payment amounts, spec section 9). */
export function formatUsdCents(cents: number): string {
  return usdWithCents.format(cents / 100);
}

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

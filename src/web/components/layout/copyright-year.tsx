import { useSyncExternalStore } from 'react';

const currentYear = () => new Date().getFullYear();

const neverChanges = () => () => {};

/**
 * The year baked into the prerendered page. Hydration must render exactly that text, after which
 * React swaps in the current year, so a page built last year still shows this one.
 */
function prerenderedYear(): number {
  if (typeof document === 'undefined') return currentYear();
  const baked = Number(document.querySelector('[data-copyright-year]')?.textContent);
  return Number.isInteger(baked) && baked > 0 ? baked : currentYear();
}

export function CopyrightYear() {
  const year = useSyncExternalStore(neverChanges, currentYear, prerenderedYear);
  return <span data-copyright-year="">{year}</span>;
}

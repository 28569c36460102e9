/** Interface timing and thresholds from the product spec, section 9. */
export const headerThresholds = {
  /** Scroll position (px) past which the header turns into its compact floating style. */
  floatEnter: 55,
  /** Once floating, the header stays so until the position drops below this (hysteresis). */
  floatLeave: 45,
  /** A single downward scroll event must move more than this (px) to hide the header. */
  hideStep: 10,
  /** ...and the page must have moved more than this (px) down since the last direction change. */
  hideDistance: 20,
  /** ...and the position must be beyond this (px): near the top the header always shows. */
  hideAfter: 100,
} as const;

/** Clicks on the mobile menu button closer together than this are ignored. */
export const menuToggleDebounceMs = 500;

/** How long a nav click keeps the header visible while the page scrolls smoothly. */
export const navClickHoldMs = 800;

/** Toasts (spec section 9). */
export const toastTiming = {
  limit: 5,
  durationMs: 5000,
  removeDelayMs: 5000,
  swipeThresholdPx: 50,
} as const;

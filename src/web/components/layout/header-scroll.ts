import { headerThresholds } from '../../lib/timing';

export interface HeaderScrollState {
  /** The scroll position seen by the previous event. */
  readonly scrollY: number;
  /** The position where the current scroll direction began. */
  readonly anchorY: number;
  readonly direction: 'up' | 'down';
  readonly floating: boolean;
  readonly hidden: boolean;
}

export interface HeaderScrollOptions {
  /** Keeps the header visible, e.g. while the mobile menu is open or after a nav click. */
  readonly holdVisible?: boolean;
}

export function initialHeaderState(scrollY = 0): HeaderScrollState {
  const y = Math.max(0, scrollY);
  return {
    scrollY: y,
    anchorY: y,
    direction: 'down',
    floating: y > headerThresholds.floatEnter,
    hidden: false,
  };
}

/**
 * The header's reaction to one scroll event. It hides only on a deliberate downward scroll
 * away from the top, shows again on any upward scroll, and floats with hysteresis so it does
 * not flicker around the threshold.
 */
export function nextHeaderState(
  previous: HeaderScrollState,
  scrollY: number,
  options: HeaderScrollOptions = {},
): HeaderScrollState {
  // Elastic overscroll can report negative positions.
  const y = Math.max(0, scrollY);
  const delta = y - previous.scrollY;
  const direction = delta > 0 ? 'down' : delta < 0 ? 'up' : previous.direction;
  const anchorY = direction === previous.direction ? previous.anchorY : previous.scrollY;
  const { floatEnter, floatLeave, hideStep, hideDistance, hideAfter } = headerThresholds;

  const floating = previous.floating ? y > floatLeave : y > floatEnter;

  let hidden = previous.hidden;
  if (options.holdVisible || y <= hideAfter || direction === 'up') {
    hidden = false;
  } else if (delta > hideStep && y - anchorY > hideDistance) {
    hidden = true;
  }

  return { scrollY: y, anchorY, direction, floating, hidden };
}

/** The header shows again whenever it (or something inside it) takes keyboard focus. */
export function revealHeader(state: HeaderScrollState): HeaderScrollState {
  return state.hidden ? { ...state, hidden: false } : state;
}

/** How far down the page the reader is, from 0 to 1. */
export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number) {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}

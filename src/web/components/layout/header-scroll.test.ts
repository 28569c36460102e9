import { describe, expect, it } from 'vitest';
import {
  type HeaderScrollState,
  initialHeaderState,
  nextHeaderState,
  revealHeader,
  scrollProgress,
} from './header-scroll';

/** Feeds a series of scroll positions through the state machine. */
function scrollThrough(positions: number[], from: HeaderScrollState = initialHeaderState()) {
  return positions.reduce((state, y) => nextHeaderState(state, y), from);
}

describe('initialHeaderState', () => {
  it('starts visible, and floating only when the page opens already scrolled', () => {
    expect(initialHeaderState()).toMatchObject({ hidden: false, floating: false });
    expect(initialHeaderState(400)).toMatchObject({ hidden: false, floating: true });
  });
});

describe('floating style', () => {
  it('floats after more than 55 px of scroll', () => {
    expect(scrollThrough([55]).floating).toBe(false);
    expect(scrollThrough([56]).floating).toBe(true);
  });

  it('stays floating until the position drops below 45 px (hysteresis)', () => {
    const floating = scrollThrough([60]);
    expect(nextHeaderState(floating, 50).floating).toBe(true);
    expect(nextHeaderState(floating, 46).floating).toBe(true);
    expect(nextHeaderState(floating, 45).floating).toBe(false);
  });

  it('does not float between 45 and 55 px when coming from the top', () => {
    expect(scrollThrough([30, 50]).floating).toBe(false);
  });
});

describe('hiding on scroll down', () => {
  it('hides after a large downward step beyond 100 px', () => {
    expect(scrollThrough([150]).hidden).toBe(true);
  });

  it('never hides at or above 100 px of position', () => {
    expect(scrollThrough([50, 100]).hidden).toBe(false);
  });

  it('hides just beyond 100 px once the other thresholds are met', () => {
    expect(scrollThrough([60, 101]).hidden).toBe(true);
  });

  it('needs a single event to move more than 10 px', () => {
    const start = scrollThrough([300, 200]);
    expect(start.hidden).toBe(false);
    // 25 px down in steps of 5 and 10 px: far enough, but no step is large enough.
    expect(scrollThrough([205, 210, 215, 225], start).hidden).toBe(false);
    expect(scrollThrough([211], start).hidden).toBe(false);
    expect(scrollThrough([205, 216], start).hidden).toBe(false);
    expect(scrollThrough([210, 221], start).hidden).toBe(true);
  });

  it('needs more than 20 px of travel since the last direction change', () => {
    // Up from 300 to 200, then down: the anchor is 200.
    const start = scrollThrough([300, 200]);
    expect(scrollThrough([215], start).hidden).toBe(false);
    expect(scrollThrough([220], start).hidden).toBe(false);
    expect(scrollThrough([221], start).hidden).toBe(true);
  });

  it('measures the travel from where the downward scroll began', () => {
    const start = scrollThrough([300, 200]);
    const afterSmallSteps = scrollThrough([205, 210, 215], start);
    expect(afterSmallSteps.anchorY).toBe(200);
    // A 12 px step that brings the travel to 27 px hides the header.
    expect(nextHeaderState(afterSmallSteps, 227).hidden).toBe(true);
  });

  it('stays hidden while the visitor keeps scrolling down slowly', () => {
    const hidden = scrollThrough([400]);
    expect(scrollThrough([402, 404, 406], hidden).hidden).toBe(true);
  });
});

describe('showing again', () => {
  it('shows on any upward scroll', () => {
    const hidden = scrollThrough([600]);
    expect(hidden.hidden).toBe(true);
    expect(nextHeaderState(hidden, 598).hidden).toBe(false);
  });

  it('shows near the top of the page', () => {
    const hidden = scrollThrough([600]);
    expect(nextHeaderState(hidden, 80).hidden).toBe(false);
  });

  it('records the direction change as the new anchor', () => {
    const state = scrollThrough([600, 500]);
    expect(state).toMatchObject({ direction: 'up', anchorY: 600, scrollY: 500 });
  });

  it('stays visible while held (nav click or open menu)', () => {
    const state = nextHeaderState(initialHeaderState(), 600, { holdVisible: true });
    expect(state.hidden).toBe(false);
    expect(nextHeaderState(scrollThrough([600]), 700, { holdVisible: true }).hidden).toBe(false);
  });

  it('reveals on focus, returning the same state when already visible', () => {
    const hidden = scrollThrough([600]);
    expect(revealHeader(hidden).hidden).toBe(false);
    const visible = initialHeaderState();
    expect(revealHeader(visible)).toBe(visible);
  });
});

describe('edge cases', () => {
  it('treats negative (overscroll) positions as the top', () => {
    const state = nextHeaderState(scrollThrough([600]), -40);
    expect(state).toMatchObject({ scrollY: 0, hidden: false, floating: false });
  });

  it('changes nothing when the position has not moved', () => {
    const hidden = scrollThrough([600]);
    expect(nextHeaderState(hidden, 600)).toEqual(hidden);
  });
});

describe('scrollProgress', () => {
  it('is the share of the scrollable distance already scrolled', () => {
    expect(scrollProgress(0, 2000, 1000)).toBe(0);
    expect(scrollProgress(500, 2000, 1000)).toBe(0.5);
    expect(scrollProgress(1000, 2000, 1000)).toBe(1);
  });

  it('stays between 0 and 1', () => {
    expect(scrollProgress(-50, 2000, 1000)).toBe(0);
    expect(scrollProgress(1200, 2000, 1000)).toBe(1);
  });

  it('is 0 on a page too short to scroll', () => {
    expect(scrollProgress(0, 800, 1000)).toBe(0);
    expect(scrollProgress(0, 1000, 1000)).toBe(0);
  });
});

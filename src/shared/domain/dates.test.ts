import { describe, expect, it } from 'vitest';
import { addDaysIso, isIsoDate, nightsBetween, todayIso } from './dates';

describe('dates', () => {
  it('accepts only real calendar dates in YYYY-MM-DD form', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-02-30')).toBe(false);
    expect(isIsoDate('2027-2-3')).toBe(false);
    expect(isIsoDate('2027-02-03T00:00:00Z')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });

  it('counts nights and adds days across month ends', () => {
    expect(nightsBetween('2026-12-29', '2027-01-02')).toBe(4);
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
  });

  it("gives today's date in Freeport's time zone", () => {
    // 02:00 UTC on 1 March is still 28 February in Freeport (UTC-5).
    expect(todayIso(new Date('2027-03-01T02:00:00Z'))).toBe('2027-02-28');
  });
});

import { describe, expect, it } from 'vitest';
import { formatUsd, formatUsdCents } from './money';

describe('formatUsd', () => {
  it('formats whole dollars without cents', () => {
    expect(formatUsd(230)).toBe('$230');
    expect(formatUsd(1650)).toBe('$1,650');
  });
});

describe('formatUsdCents', () => {
  it('shows cents with two decimals', () => {
    expect(formatUsdCents(139_800)).toBe('$1,398.00');
    expect(formatUsdCents(5)).toBe('$0.05');
  });
});

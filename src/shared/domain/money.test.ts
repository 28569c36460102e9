import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';

describe('formatUsd', () => {
  it('formats whole dollars without cents', () => {
    expect(formatUsd(230)).toBe('$230');
    expect(formatUsd(1650)).toBe('$1,650');
  });
});

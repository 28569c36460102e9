import { describe, expect, it } from 'vitest';
import { capacityOf, discountPercentFor, quoteStay } from './pricing';

// Agave ($230) + Lime ($290) = $520 a night; the entire complex is $650 a night; cleaning $180.
describe('quoteStay for individual villas', () => {
  it.each([
    { nights: 3, discount: 0, discountedNightly: 520, subtotal: 1560, total: 1740 },
    { nights: 4, discount: 0.05, discountedNightly: 494, subtotal: 1976, total: 2156 },
    { nights: 7, discount: 0.05, discountedNightly: 494, subtotal: 3458, total: 3638 },
    { nights: 8, discount: 0.1, discountedNightly: 468, subtotal: 3744, total: 3924 },
    { nights: 14, discount: 0.1, discountedNightly: 468, subtotal: 6552, total: 6732 },
    { nights: 15, discount: 0.15, discountedNightly: 442, subtotal: 6630, total: 6810 },
    { nights: 30, discount: 0.15, discountedNightly: 442, subtotal: 13260, total: 13440 },
    { nights: 31, discount: 0.2, discountedNightly: 416, subtotal: 12896, total: 13076 },
  ])('$nights nights: $discount off, total $total', (row) => {
    const quote = quoteStay({ stay: { nights: row.nights }, villaIds: [3, 1] });
    expect(quote).toMatchObject({
      nights: row.nights,
      isEntireComplex: false,
      isPreview: false,
      villaIds: [1, 3],
      nightlyRate: 520,
      discountRate: row.discount,
      discountedNightly: row.discountedNightly,
      subtotal: row.subtotal,
      cleaningFee: 180,
      total: row.total,
      totalCents: row.total * 100,
    });
    expect(quote.perVillaRates).toEqual([
      { villaId: 1, slug: 'agave', name: 'Agave', rate: 230 },
      { villaId: 3, slug: 'lime', name: 'Lime', rate: 290 },
    ]);
  });
});

describe('quoteStay for the entire complex', () => {
  it.each([
    { nights: 3, discount: 0, discountedNightly: 650, subtotal: 1950, total: 2130 },
    { nights: 4, discount: 0.1, discountedNightly: 585, subtotal: 2340, total: 2520 },
    { nights: 7, discount: 0.1, discountedNightly: 585, subtotal: 4095, total: 4275 },
    { nights: 8, discount: 0.15, discountedNightly: 552.5, subtotal: 4420, total: 4600 },
    { nights: 14, discount: 0.15, discountedNightly: 552.5, subtotal: 7735, total: 7915 },
    { nights: 15, discount: 0.2, discountedNightly: 520, subtotal: 7800, total: 7980 },
    { nights: 30, discount: 0.2, discountedNightly: 520, subtotal: 15600, total: 15780 },
    // 15,112.50 + 180 = 15,292.50, rounded half up.
    { nights: 31, discount: 0.25, discountedNightly: 487.5, subtotal: 15112.5, total: 15293 },
  ])('$nights nights: $discount off, total $total', (row) => {
    const quote = quoteStay({ stay: { nights: row.nights }, isEntireComplex: true });
    expect(quote).toMatchObject({
      nights: row.nights,
      isEntireComplex: true,
      villaIds: [1, 2, 3, 4],
      nightlyRate: 650,
      perVillaRates: [],
      discountRate: row.discount,
      discountedNightly: row.discountedNightly,
      subtotal: row.subtotal,
      cleaningFee: 180,
      total: row.total,
    });
  });

  it('ignores individual villa ids when the entire complex is chosen', () => {
    const quote = quoteStay({ stay: { nights: 5 }, isEntireComplex: true, villaIds: [2] });
    expect(quote.nightlyRate).toBe(650);
    expect(quote.villaIds).toEqual([1, 2, 3, 4]);
  });
});

describe('quoteStay with no villa chosen (preview)', () => {
  it.each([
    { nights: 3, total: 870 },
    { nights: 4, total: 1054 },
    // 218.50 x 5 = 1,092.50 + 180 = 1,272.50, rounded half up.
    { nights: 5, total: 1273 },
    { nights: 8, total: 1836 },
    // 195.50 x 15 = 2,932.50 + 180 = 3,112.50 -> 3,113.
    { nights: 15, total: 3113 },
    // 184 x 31 = 5,704 + 180.
    { nights: 31, total: 5884 },
  ])('uses the Agave rate: $nights nights total $total', ({ nights, total }) => {
    const quote = quoteStay({ stay: { nights } });
    expect(quote.isPreview).toBe(true);
    expect(quote.nightlyRate).toBe(230);
    expect(quote.perVillaRates).toEqual([]);
    expect(quote.total).toBe(total);
  });
});

describe('quoteStay inputs', () => {
  it('counts nights from check-in and check-out dates', () => {
    const quote = quoteStay({
      stay: { startDate: '2027-03-03', endDate: '2027-03-10' },
      villaIds: [2],
    });
    expect(quote.nights).toBe(7);
    // Coconut $150 less 5% = 142.50 x 7 = 997.50 + 180 = 1,177.50 -> 1,178.
    expect(quote.total).toBe(1178);
  });

  it('counts nights across a month end and a leap day', () => {
    expect(quoteStay({ stay: { startDate: '2028-02-27', endDate: '2028-03-02' } }).nights).toBe(4);
  });

  it('refuses a stay of no nights', () => {
    expect(() => quoteStay({ stay: { startDate: '2027-03-03', endDate: '2027-03-03' } })).toThrow(
      RangeError,
    );
    expect(() => quoteStay({ stay: { nights: 0 } })).toThrow(RangeError);
  });

  it('refuses an unknown villa id', () => {
    expect(() => quoteStay({ stay: { nights: 3 }, villaIds: [9] })).toThrow('Unknown villa id: 9');
  });

  it('counts a repeated villa once', () => {
    expect(quoteStay({ stay: { nights: 3 }, villaIds: [4, 4] }).nightlyRate).toBe(230);
  });
});

describe('discountPercentFor', () => {
  it('gives nothing up to the minimum stay', () => {
    expect(discountPercentFor(1, 'individual')).toBe(0);
    expect(discountPercentFor(3, 'entireComplex')).toBe(0);
  });

  it('keeps the top tier for very long stays', () => {
    expect(discountPercentFor(180, 'individual')).toBe(20);
    expect(discountPercentFor(180, 'entireComplex')).toBe(25);
  });
});

describe('capacityOf', () => {
  it('sums the chosen villas and gives the property maximum for the complex', () => {
    expect(capacityOf({ villaIds: [1, 4] })).toBe(6);
    expect(capacityOf({ villaIds: [] })).toBe(0);
    expect(capacityOf({ isEntireComplex: true })).toBe(14);
  });
});

import { describe, expect, it } from 'vitest';
import {
  describeAccommodation,
  hasAccommodation,
  maxGuestsFor,
  noVillas,
  selectionFromQuery,
  toggleEntireComplex,
  toggleVilla,
} from './booking-selection';

const complex = { villaIds: [1, 2, 3, 4], isEntireComplex: true };

describe('villa selection (spec section 4)', () => {
  it('selects all four villas with the complex, and clears everything when toggled again', () => {
    expect(toggleEntireComplex(noVillas)).toEqual(complex);
    expect(toggleEntireComplex({ villaIds: [2], isEntireComplex: false })).toEqual(complex);
    expect(toggleEntireComplex(complex)).toEqual(noVillas);
  });

  it('toggles villas in and out, in villa order', () => {
    const withLime = toggleVilla(noVillas, 3);
    const withAgaveAndLime = toggleVilla(withLime, 1);
    expect(withAgaveAndLime).toEqual({ villaIds: [1, 3], isEntireComplex: false });
    expect(toggleVilla(withAgaveAndLime, 3)).toEqual({ villaIds: [1], isEntireComplex: false });
  });

  it('turns the complex off when a villa is chosen', () => {
    expect(toggleVilla(complex, 1)).toEqual({ villaIds: [2, 3, 4], isEntireComplex: false });
  });

  it('knows whether anything is chosen', () => {
    expect(hasAccommodation(noVillas)).toBe(false);
    expect(hasAccommodation({ villaIds: [4], isEntireComplex: false })).toBe(true);
    expect(hasAccommodation(complex)).toBe(true);
  });
});

describe('preselection from the address', () => {
  it('reads a villa slug or "all"', () => {
    expect(selectionFromQuery('lime')).toEqual({ villaIds: [3], isEntireComplex: false });
    expect(selectionFromQuery('pina')).toEqual({ villaIds: [4], isEntireComplex: false });
    expect(selectionFromQuery('all')).toEqual(complex);
  });

  it('ignores anything else', () => {
    expect(selectionFromQuery(null)).toEqual(noVillas);
    expect(selectionFromQuery('mango')).toEqual(noVillas);
  });
});

describe('guests', () => {
  it('go up to the capacity of the chosen villas', () => {
    expect(maxGuestsFor({ villaIds: [4], isEntireComplex: false })).toBe(2);
    expect(maxGuestsFor({ villaIds: [3, 4], isEntireComplex: false })).toBe(6);
  });

  it('go up to 14 for the complex and while nothing is chosen', () => {
    expect(maxGuestsFor(complex)).toBe(14);
    expect(maxGuestsFor(noVillas)).toBe(14);
  });
});

describe('describeAccommodation', () => {
  it('names the complex or the villas', () => {
    expect(describeAccommodation(complex)).toBe('Entire complex (all four villas)');
    expect(describeAccommodation({ villaIds: [2], isEntireComplex: false })).toBe('Coconut');
    expect(describeAccommodation({ villaIds: [1, 3, 4], isEntireComplex: false })).toBe(
      'Agave, Lime and Piña',
    );
    expect(describeAccommodation(noVillas)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import {
  isCheckInUnavailable,
  isCheckOutUnavailable,
  overlapsTaken,
  parseTakenStays,
  takenNights,
} from './booking-availability';

const today = '2027-01-10';
const stays = [
  { startDate: '2027-03-01', endDate: '2027-03-04', villaIds: [1] },
  { startDate: '2027-03-10', endDate: '2027-03-12', villaIds: [2, 3] },
  { startDate: '2027-04-01', endDate: '2027-04-02', villaIds: [1, 2, 3, 4] },
];

describe('parseTakenStays', () => {
  it('keeps the stays of a well-formed answer', () => {
    const body = { bookings: [{ ...stays[0], status: 'pending' }] };
    expect(parseTakenStays(body)).toEqual([stays[0]]);
  });

  it('answers null for any other shape', () => {
    expect(parseTakenStays({ bookings: 'none' })).toBeNull();
    expect(parseTakenStays(undefined)).toBeNull();
  });
});

describe('takenNights', () => {
  it('takes the nights of stays holding a chosen villa; the check-out day stays free', () => {
    const taken = takenNights(stays, { villaIds: [1], isEntireComplex: false });
    expect([...taken].sort()).toEqual(['2027-03-01', '2027-03-02', '2027-03-03', '2027-04-01']);
  });

  it('leaves other villas’ stays out', () => {
    const taken = takenNights(stays, { villaIds: [4], isEntireComplex: false });
    expect([...taken]).toEqual(['2027-04-01']);
  });

  it('takes every stay’s nights for the entire complex', () => {
    expect(takenNights(stays, { villaIds: [1, 2, 3, 4], isEntireComplex: true }).size).toBe(6);
  });

  it('with nothing chosen, takes only nights on which every villa is taken', () => {
    const partly = [
      { startDate: '2027-05-01', endDate: '2027-05-03', villaIds: [1, 2] },
      { startDate: '2027-05-02', endDate: '2027-05-05', villaIds: [3, 4] },
    ];
    expect([...takenNights(partly, { villaIds: [], isEntireComplex: false })]).toEqual([
      '2027-05-02',
    ]);
  });
});

describe('overlapsTaken', () => {
  const taken = new Set(['2027-03-01', '2027-03-02']);
  it('sees a stay that covers a taken night', () => {
    expect(overlapsTaken({ startDate: '2027-02-27', endDate: '2027-03-02' }, taken)).toBe(true);
  });

  it('lets a stay end on the first taken night or start after the last', () => {
    expect(overlapsTaken({ startDate: '2027-02-25', endDate: '2027-03-01' }, taken)).toBe(false);
    expect(overlapsTaken({ startDate: '2027-03-03', endDate: '2027-03-06' }, taken)).toBe(false);
  });
});

describe('the date pickers', () => {
  const taken = new Set(['2027-03-01', '2027-03-02', '2027-03-03']);

  it('refuse check-in in the past, beyond the horizon, or on a taken night', () => {
    expect(isCheckInUnavailable('2027-01-09', today, taken)).toBe(true);
    expect(isCheckInUnavailable(today, today, taken)).toBe(false);
    expect(isCheckInUnavailable('2028-07-10', today, taken)).toBe(false);
    expect(isCheckInUnavailable('2028-07-11', today, taken)).toBe(true);
    expect(isCheckInUnavailable('2027-03-02', today, taken)).toBe(true);
    expect(isCheckInUnavailable('2027-03-04', today, taken)).toBe(false);
  });

  it('refuse check-out on or before check-in and past the maximum stay', () => {
    expect(isCheckOutUnavailable('2027-02-01', '2027-02-01', today, taken)).toBe(true);
    expect(isCheckOutUnavailable('2027-02-02', '2027-02-01', today, taken)).toBe(false);
    expect(isCheckOutUnavailable('2027-07-31', '2027-02-01', today, new Set())).toBe(false);
    expect(isCheckOutUnavailable('2027-08-01', '2027-02-01', today, new Set())).toBe(true);
  });

  it('allow check-out on the first taken night but not past it', () => {
    expect(isCheckOutUnavailable('2027-03-01', '2027-02-25', today, taken)).toBe(false);
    expect(isCheckOutUnavailable('2027-03-02', '2027-02-25', today, taken)).toBe(true);
    expect(isCheckOutUnavailable('2027-03-08', '2027-02-25', today, taken)).toBe(true);
  });

  it('without a check-in, refuse today and days after a taken night', () => {
    expect(isCheckOutUnavailable(today, undefined, today, taken)).toBe(true);
    expect(isCheckOutUnavailable('2027-03-01', undefined, today, taken)).toBe(false);
    expect(isCheckOutUnavailable('2027-03-03', undefined, today, taken)).toBe(true);
    expect(isCheckOutUnavailable('2027-03-04', undefined, today, taken)).toBe(true);
    expect(isCheckOutUnavailable('2027-03-05', undefined, today, taken)).toBe(false);
  });
});

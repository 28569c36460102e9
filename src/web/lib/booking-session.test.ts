import { describe, expect, it } from 'vitest';
import { rememberBooking, rememberedBooking, type BookingSummary } from './booking-session';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, value),
  };
}

const summary: BookingSummary = {
  status: 'awaitingPayment',
  bookingId: 12,
  reference: 'BGV-7K2M9Q',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 242 555 0100',
  startDate: '2027-03-03',
  endDate: '2027-03-10',
  guests: 2,
  villaIds: [1],
  isEntireComplex: false,
  totalCents: 171_950,
  holdExpiresAt: '2027-01-10T15:30:00.000Z',
  transactionId: null,
};

describe('the remembered booking', () => {
  it('comes back as it was saved', () => {
    const storage = memoryStorage();
    rememberBooking(summary, () => storage);
    expect(rememberedBooking(() => storage)).toEqual(summary);
  });

  it('is null when nothing, or something unreadable, is stored', () => {
    const storage = memoryStorage();
    expect(rememberedBooking(() => storage)).toBeNull();
    storage.setItem('bahama-garden-villas:booking', '{"status":"paid"}');
    expect(rememberedBooking(() => storage)).toBeNull();
    storage.setItem('bahama-garden-villas:booking', 'not json');
    expect(rememberedBooking(() => storage)).toBeNull();
  });

  it('is forgotten quietly when the browser refuses storage', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberBooking(summary, () => refusing)).not.toThrow();
    expect(rememberedBooking(() => refusing)).toBeNull();
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(() => rememberBooking(summary, blocked)).not.toThrow();
    expect(rememberedBooking(blocked)).toBeNull();
  });
});

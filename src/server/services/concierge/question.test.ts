import { describe, expect, it } from 'vitest';
import { correctTypos, mentionedVillas, readPartySize, readStay } from './question';

const today = '2026-12-01';

describe('readStay', () => {
  it.each([
    ['March 3-10', { startDate: '2027-03-03', endDate: '2027-03-10', nights: 7 }],
    ['from Dec 20 to Jan 2', { startDate: '2026-12-20', endDate: '2027-01-02', nights: 13 }],
    ['arriving 3/3 leaving 3/10', { startDate: '2027-03-03', endDate: '2027-03-10', nights: 7 }],
    ['next Friday for 5 nights', { startDate: '2026-12-11', endDate: '2026-12-16', nights: 5 }],
    ['2027-04-01 to 2027-04-05', { startDate: '2027-04-01', endDate: '2027-04-05', nights: 4 }],
    [
      'over New Years Eve for a week',
      { startDate: '2026-12-31', endDate: '2027-01-07', nights: 7 },
    ],
  ])('reads "%s"', (text, expected) => {
    expect(readStay(text, today, 3)).toEqual({ kind: 'dates', endGiven: true, ...expected });
  });

  it('ignores dates no stay can have, such as 9999-12-31, rather than failing on them', () => {
    expect(readStay('Is 9999-12-31 free?', today, 3)).toBeUndefined();
    expect(readStay('price from 0001-01-01 to 9999-12-31', today, 3)).toBeUndefined();
  });

  it('takes a lone check-in date for the minimum stay, marked as assumed', () => {
    expect(readStay('Is it free on March 15?', today, 3)).toEqual({
      kind: 'dates',
      startDate: '2027-03-15',
      endDate: '2027-03-18',
      nights: 3,
      endGiven: false,
    });
  });

  it.each([
    ['5 nights', 5],
    ['a week', 7],
    ['two weeks', 14],
    ['a fortnight', 14],
    ['a month', 30],
    ['10 nites', 10],
  ])('reads the length "%s" as %i nights', (text, nights) => {
    expect(readStay(`Agave for ${text}`, today, 3)).toEqual({ kind: 'nights', nights });
  });

  it('ignores times and months without a day', () => {
    expect(readStay('check-in at 4pm', today, 3)).toBeUndefined();
    expect(readStay('sometime in June', today, 3)).toBeUndefined();
  });
});

describe('readPartySize', () => {
  it.each([
    ['We are 6 people', 6],
    ['2 adults and 3 kids', 5],
    ['a family of five', 5],
    ["we're a group of 12", 12],
    ['my wife and I', 2],
    ['we are 3 couples', 6],
    ['travelling solo', 1],
    ['Agave for 5 nights', undefined],
  ])('"%s" is %s guests', (text, size) => {
    expect(readPartySize(text)).toBe(size);
  });
});

describe('mentionedVillas', () => {
  it('finds villas with or without accents and with one slip in a long name', () => {
    expect(mentionedVillas('Pina, cocnut and AGAVE').map((villa) => villa.slug)).toEqual([
      'agave',
      'coconut',
      'pina',
    ]);
    expect(mentionedVillas('Piña and Lime').map((villa) => villa.slug)).toEqual(['lime', 'pina']);
  });

  it('does not take everyday words for Lime', () => {
    expect(mentionedVillas('What time is it? I like the line of palms')).toEqual([]);
  });
});

describe('correctTypos', () => {
  it('corrects the words the concierge acts on and leaves real words alone', () => {
    expect(correctTypos('is agave availble, whats the prise, how far is the airprt')).toBe(
      'is agave available, whats the price, how far is the airport',
    );
    expect(correctTypos('How do I reach you? A prime spot')).toBe(
      'How do I reach you? A prime spot',
    );
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/app';
import { authorizedBooking, testClock } from '../../../../tests/helpers/bookings';
import { chatCategories } from '../../../shared/content/chat-faq';
import { property } from '../../../shared/content/property';
import { villas } from '../../../shared/content/villas';
import { quoteStay } from '../../../shared/domain/pricing';
import { answerQuestion, splitQuestions, unknownAnswer } from './concierge';
import { formatAmount } from './intents';

let app: FastifyInstance;

// Tuesday 1 December 2026, 10:00 in Nassau.
beforeAll(async () => {
  app = await buildTestApp({ now: testClock().now, sweepHolds: false });
});

afterAll(() => app.close());

const ask = (message: string) => answerQuestion(message, { db: app.db, now: app.now() });

/** The dollar totals an answer states ("$1,273 in total"). */
function totalsIn(text: string): number[] {
  return [...text.matchAll(/\$([\d,]+(?:\.\d\d)?) in total/g)].map((match) =>
    Number(match[1]?.replaceAll(',', '')),
  );
}

describe('price quotes', () => {
  it.each(
    villas.flatMap((villa) =>
      [3, 4, 7, 8, 14, 15, 30, 31].map((nights) => ({ name: villa.name, id: villa.id, nights })),
    ),
  )('$name for $nights nights is the total of quoteStay', async ({ name, id, nights }) => {
    const answer = await ask(`How much is ${name} for ${nights} nights?`);
    expect(answer.category).toBe('pricing');
    expect(totalsIn(answer.response)).toEqual([
      quoteStay({ stay: { nights }, villaIds: [id] }).total,
    ]);
  });

  it.each([3, 5, 7, 10, 21, 45])(
    'the entire complex for %i nights is the total of quoteStay',
    async (nights) => {
      const answer = await ask(`price of the entire complex for ${nights} nights`);
      expect(totalsIn(answer.response)).toEqual([
        quoteStay({ stay: { nights }, isEntireComplex: true }).total,
      ]);
    },
  );

  it('prices several villas for dates together, with every figure from quoteStay', async () => {
    const answer = await ask('What would Agave and Lime cost from March 3 to March 10?');
    const quote = quoteStay({
      stay: { startDate: '2027-03-03', endDate: '2027-03-10' },
      villaIds: [1, 3],
    });
    expect(answer.response).toContain('For 7 nights (Wed, Mar 3, 2027 to Wed, Mar 10, 2027)');
    for (const amount of [
      quote.nightlyRate,
      quote.discountedNightly,
      quote.subtotal,
      quote.cleaningFee,
      quote.total,
    ]) {
      expect(answer.response).toContain(formatAmount(amount));
    }
    expect(answer.response).toContain(`${quote.discountRate * 100}% long-stay discount`);
  });

  it('reads "next Friday for 5 nights" from the app clock', async () => {
    const answer = await ask('how much is coconut next friday for 5 nights');
    expect(answer.response).toContain('Fri, Dec 11, 2026 to Wed, Dec 16, 2026');
    expect(totalsIn(answer.response)).toEqual([
      quoteStay({ stay: { nights: 5 }, villaIds: [2] }).total,
    ]);
  });

  it('prices the minimum stay when asked for less, and says so', async () => {
    const answer = await ask('Coconut for 2 nights, how much?');
    expect(answer.response).toContain(`Our minimum stay is ${property.pricing.minimumStay} nights`);
    expect(totalsIn(answer.response)).toEqual([
      quoteStay({ stay: { nights: property.pricing.minimumStay }, villaIds: [2] }).total,
    ]);
  });

  it('prices the cheapest villas that sleep the party, and the entire complex', async () => {
    const answer = await ask('How much for 6 people for a week?');
    expect(totalsIn(answer.response)).toEqual([
      quoteStay({ stay: { nights: 7 }, villaIds: [2, 4] }).total,
      quoteStay({ stay: { nights: 7 }, isEntireComplex: true }).total,
    ]);
  });
});

describe('availability', () => {
  it('reflects a booked villa and offers the free ones', async () => {
    const before = await ask('Is Lime available April 5-12?');
    expect(before.response).toContain('Lime is available for 7 nights');

    await authorizedBooking(app, { villaIds: [3], startDate: '2027-04-06', endDate: '2027-04-09' });

    const after = await ask('Is Lime available April 5-12?');
    expect(after.category).toBe('booking');
    expect(after.response).toContain('Lime is already booked');
    expect(after.response).toContain('Agave, Coconut and Piña are free then');
    expect(after.response).not.toContain('Lime is available');

    const complex = await ask('Can we have the whole complex April 1-7?');
    expect(complex.response).toContain('The entire complex is not available');

    const afterwards = await ask('Is Lime available April 9-12?');
    expect(afterwards.response).toContain('Lime is available');
  });

  it('asks for dates when none are given', async () => {
    const answer = await ask('Is Agave available?');
    expect(answer.response).toContain('Which dates do you have in mind?');
  });

  it('does not check dates beyond the booking horizon', async () => {
    const answer = await ask('Is Agave available March 3-10, 2029?');
    expect(answer.response).toContain('We take bookings up to 18 months ahead');
  });
});

describe('answers', () => {
  it('answers every part of a multi-part question', async () => {
    const answer = await ask(
      'Is there wifi, how far is the airport and what is the cancellation policy?',
    );
    expect(answer.response).toContain('WiFi');
    expect(answer.response).toContain(`${property.distances.airport.minutes} minutes`);
    expect(answer.response).toContain(property.policies.cancellation[0]);
  });

  it('says it does not know and points to the contact form and phone', async () => {
    const answer = await ask('Do you have a helipad for my helicopter?');
    expect(answer).toEqual({ response: unknownAnswer, category: 'general' });
    expect(unknownAnswer).toContain('contact form');
    expect(unknownAnswer).toContain(property.contact.phone);
  });

  it('finds answers through synonyms and typos', async () => {
    expect((await ask('Is there internet?')).response).toContain('WiFi');
    expect((await ask('can we swim?')).response).toContain('pool');
    expect((await ask('cancelation polcy')).response).toContain('full refund');
  });

  it('always gives one of the chat categories', async () => {
    for (const message of ['hello', 'how far is the beach', 'price for agave', 'pool?', 'gym?']) {
      expect(chatCategories).toContain((await ask(message)).category);
    }
  });
});

describe('splitQuestions', () => {
  it('splits at sentence ends and where a new question starts', () => {
    expect(
      splitQuestions('Is there wifi, and how far is the beach? Are pets allowed. Thanks'),
    ).toEqual(['Is there wifi', 'how far is the beach', 'Are pets allowed', 'Thanks']);
  });

  it('keeps a list of villas together', () => {
    expect(splitQuestions('How much are Agave and Lime for March 3-10?')).toEqual([
      'How much are Agave and Lime for March 3-10',
    ]);
  });
});

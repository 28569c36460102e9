import { format, parseISO } from 'date-fns';
import { localAttractions, type LocalAttraction } from '../../../shared/content/attractions';
import type { ChatCategory } from '../../../shared/content/chat-faq';
import { arrival, property } from '../../../shared/content/property';
import { villas, type Villa } from '../../../shared/content/villas';
import {
  bookingHorizonMonths,
  cancellationRefundTier,
  lastBookableDate,
} from '../../../shared/domain/booking-rules';
import type { IsoDate } from '../../../shared/domain/dates';
import { quoteStay, type StayQuote } from '../../../shared/domain/pricing';
import type { Database } from '../../db/client';
import { villaAvailability } from '../bookings/availability';
import type { AskedStay, GuestQuestion } from './question';

/** One part of an answer, with the topic it belongs to. */
export interface AnswerPart {
  text: string;
  category: ChatCategory;
  /** The part leads to a booking: the answer ends by pointing to the booking page. */
  leadsToBooking?: boolean;
}

const { pricing, capacity, distances, policies, houseRules } = property;

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** Dollars as quoteStay gives them: whole where whole, with cents where a discount leaves some. */
export function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : dollarsAndCents.format(amount);
}

function formatDate(date: IsoDate): string {
  return format(parseISO(date), 'EEE, MMM d, yyyy');
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const nightsText = (nights: number) => plural(nights, 'night');

function listOf(words: readonly string[], conjunction = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}

const villaNames = (selection: readonly Villa[], conjunction = 'and') =>
  listOf(
    selection.map((villa) => villa.name),
    conjunction,
  );

const isOrAre = (selection: readonly unknown[]) => (selection.length === 1 ? 'is' : 'are');

const sleepsOf = (selection: readonly Villa[]) =>
  selection.reduce((sum, villa) => sum + villa.capacity, 0);

/** "7 nights, Wed, Mar 3, 2027 to Wed, Mar 10, 2027" or "7 nights". */
function stayText(stay: AskedStay): string {
  if (stay.kind === 'nights') return nightsText(stay.nights);
  return `${nightsText(stay.nights)}, ${formatDate(stay.startDate)} to ${formatDate(stay.endDate)}`;
}

/** The selections a quote or an availability answer is about. */
interface Selection {
  label: string;
  villaIds: number[];
  isEntireComplex: boolean;
  sleeps: number;
}

const entireComplex: Selection = {
  label: 'The entire complex',
  villaIds: villas.map((villa) => villa.id),
  isEntireComplex: true,
  sleeps: capacity.guests,
};

function selectionOf(chosen: readonly Villa[]): Selection {
  return {
    label: villaNames(chosen),
    villaIds: chosen.map((villa) => villa.id),
    isEntireComplex: false,
    sleeps: sleepsOf(chosen),
  };
}

const nightlyOf = (combination: readonly Villa[]) =>
  combination.reduce((sum, villa) => sum + villa.nightlyRate, 0);

/**
 * The cheapest villas from `candidates` that sleep `guests` together; at the same price, the
 * fewest villas, then the fewest empty beds.
 */
export function cheapestFit(
  guests: number,
  candidates: readonly Villa[] = villas,
): Villa[] | undefined {
  const combinations: Villa[][] = [];
  for (let mask = 1; mask < 1 << candidates.length; mask++) {
    const combination = candidates.filter((_, index) => mask & (1 << index));
    if (sleepsOf(combination) >= guests) combinations.push(combination);
  }
  combinations.sort(
    (a, b) => nightlyOf(a) - nightlyOf(b) || a.length - b.length || sleepsOf(a) - sleepsOf(b),
  );
  return combinations[0];
}

/** What the guest wants priced or checked: named villas, the complex, or a fit for the party. */
function askedSelections(question: GuestQuestion): Selection[] {
  if (question.entireComplex) return [entireComplex];
  if (question.villas.length > 0) return [selectionOf(question.villas)];
  if (question.partySize !== undefined && question.partySize <= capacity.guests) {
    const fit = cheapestFit(question.partySize);
    // The complex has its own rate: when it costs less than the villas that fit, it is the offer.
    if (!fit || nightlyOf(fit) >= pricing.entireComplex) return [entireComplex];
    return [selectionOf(fit), entireComplex];
  }
  return [];
}

/** The sentence that prices one selection, every figure straight from `quoteStay`. */
function quoteSentence(label: string, quote: StayQuote): string {
  const nightly = formatAmount(quote.nightlyRate);
  const cleaning = `plus the ${formatAmount(quote.cleaningFee)} cleaning fee`;
  const total = `${formatAmount(quote.total)} in total`;
  if (quote.discountRate === 0) {
    return `${label}: ${nightly} per night × ${nightsText(quote.nights)} = ${formatAmount(quote.subtotal)}, ${cleaning}: ${total}.`;
  }
  const percent = Math.round(quote.discountRate * 100);
  return `${label}: ${nightly} per night less the ${percent}% long-stay discount is ${formatAmount(quote.discountedNightly)} per night, ${formatAmount(quote.subtotal)} for ${nightsText(quote.nights)}, ${cleaning}: ${total}.`;
}

function nightlyRatesAnswer(selections: readonly Selection[]): AnswerPart {
  const rates =
    selections.length > 0
      ? selections.map((selection) =>
          selection.isEntireComplex
            ? `the entire complex is ${formatAmount(pricing.entireComplex)} per night for up to ${capacity.guests} guests`
            : `${selection.label} ${selection.villaIds.length > 1 ? 'come to' : 'is'} ${formatAmount(quoteStay({ stay: { nights: 1 }, villaIds: selection.villaIds }).nightlyRate)} per night`,
        )
      : [
          ...[...villas]
            .sort((a, b) => a.nightlyRate - b.nightlyRate)
            .map((villa) => `${villa.name} ${formatAmount(villa.nightlyRate)}`),
          `the entire complex ${formatAmount(pricing.entireComplex)} per night`,
        ];
  return {
    category: 'pricing',
    text: `Nightly rates: ${listOf(rates)}. A one-time cleaning fee of ${formatAmount(pricing.cleaningFee)} applies per stay, taxes and VAT are included, and stays of more than ${nightsText(pricing.minimumStay)} earn a long-stay discount. Tell me your dates or number of nights and I'll work out the total.`,
  };
}

/** A price quote for the villas and stay the guest names, or their nightly rates without a stay. */
export function quoteIntent(question: GuestQuestion): AnswerPart {
  const { stay } = question;
  const selections = askedSelections(question);
  if (!stay) return nightlyRatesAnswer(selections);
  if (stay.nights > pricing.maximumStay) {
    return {
      category: 'pricing',
      text: `Our maximum stay is ${nightsText(pricing.maximumStay)}, so I can't price ${nightsText(stay.nights)}. Please contact us about longer stays.`,
    };
  }

  const nights = Math.max(stay.nights, pricing.minimumStay);
  const notes: string[] = [];
  if (stay.nights < pricing.minimumStay) {
    notes.push(
      `Our minimum stay is ${nightsText(pricing.minimumStay)}, so here is the price for ${nightsText(nights)}.`,
    );
  } else if (stay.kind === 'dates' && !stay.endGiven) {
    notes.push(
      `You didn't say how long, so I've used our minimum stay of ${nightsText(pricing.minimumStay)}.`,
    );
  }
  const dates =
    stay.kind === 'dates' && nights === stay.nights
      ? ` (${formatDate(stay.startDate)} to ${formatDate(stay.endDate)})`
      : '';

  const priced =
    selections.length > 0
      ? selections
      : [...villas.map((villa) => selectionOf([villa])), entireComplex];
  const quotes = priced.map((selection) => ({
    selection,
    quote: quoteStay({
      stay: { nights },
      villaIds: selection.villaIds,
      isEntireComplex: selection.isEntireComplex,
    }),
  }));
  const lines =
    quotes.length <= 2
      ? quotes.map(({ selection, quote }) => quoteSentence(selection.label, quote))
      : [
          `${listOf(quotes.map(({ selection, quote }, index) => `${index === 0 ? selection.label : selection.label.replace(/^The /, 'the ')} ${formatAmount(quote.total)}`))}.`,
          `Each total includes the long-stay discount where one applies and the ${formatAmount(pricing.cleaningFee)} cleaning fee.`,
        ];
  const warning = partyWarning(question.partySize, priced);
  return {
    category: 'pricing',
    leadsToBooking: true,
    text: [
      ...notes,
      `For ${nightsText(nights)}${dates}, taxes and VAT included:`,
      ...lines,
      ...(warning ? [warning] : []),
    ].join(' '),
  };
}

function partyWarning(guests: number | undefined, selections: readonly Selection[]) {
  if (guests === undefined) return undefined;
  const tooSmall = selections.find((selection) => selection.sleeps < guests);
  if (!tooSmall) return undefined;
  return `Note that ${tooSmall.label} ${tooSmall.villaIds.length === 1 ? 'sleeps' : 'sleep'} only ${tooSmall.sleeps}, so for ${guests} guests you would need more room.`;
}

/** Which villas are free for the guest's dates, from the booking engine's live availability. */
export async function availabilityIntent(
  question: GuestQuestion,
  context: { db: Database; today: IsoDate; now: Date },
): Promise<AnswerPart> {
  const { stay } = question;
  if (stay?.kind !== 'dates') {
    return {
      category: 'booking',
      text: 'Which dates do you have in mind? Tell me your check-in and check-out dates (for example "March 3-10") and I\'ll check which villas are free. You can also see free dates in the calendar on our booking page.',
    };
  }
  if (stay.startDate < context.today) {
    return {
      category: 'booking',
      text: `${formatDate(stay.startDate)} has already passed. Which dates would you like instead?`,
    };
  }
  if (stay.startDate > lastBookableDate(context.today)) {
    return {
      category: 'booking',
      text: `We take bookings up to ${bookingHorizonMonths} months ahead, so ${formatDate(stay.startDate)} is not open yet. Please ask again closer to the date, or contact us.`,
    };
  }

  const availability = await villaAvailability(
    context.db,
    { start: stay.startDate, end: stay.endDate },
    context.now,
  );
  const freeIds = new Set(availability.filter((villa) => villa.available).map((villa) => villa.id));
  const free = villas.filter((villa) => freeIds.has(villa.id));
  const taken = villas.filter((villa) => !freeIds.has(villa.id));
  const assumed = stay.endGiven
    ? ''
    : ` (I've assumed our minimum stay of ${nightsText(pricing.minimumStay)})`;
  const when = `for ${stayText(stay)}${assumed}`;

  const sentences: string[] = [];
  if (question.entireComplex) {
    if (taken.length === 0) sentences.push(`Good news: the entire complex is available ${when}.`);
    else {
      sentences.push(
        `The entire complex is not available ${when}: ${villaNames(taken)} ${isOrAre(taken)} already booked.`,
      );
      if (free.length > 0) sentences.push(`${villaNames(free)} ${isOrAre(free)} still free.`);
    }
  } else if (question.villas.length > 0) {
    const askedFree = question.villas.filter((villa) => freeIds.has(villa.id));
    const askedTaken = question.villas.filter((villa) => !freeIds.has(villa.id));
    if (askedFree.length > 0) {
      sentences.push(`${villaNames(askedFree)} ${isOrAre(askedFree)} available ${when}.`);
    }
    if (askedTaken.length > 0) {
      sentences.push(`${villaNames(askedTaken)} ${isOrAre(askedTaken)} already booked ${when}.`);
      const others = free.filter((villa) => !question.villas.includes(villa));
      if (others.length > 0) sentences.push(`${villaNames(others)} ${isOrAre(others)} free then.`);
    }
  } else if (free.length === 0) {
    sentences.push(`I'm sorry, every villa is booked ${when}. Would other dates work?`);
  } else if (taken.length === 0) {
    sentences.push(`Good news: all four villas, and so the entire complex, are available ${when}.`);
  } else {
    sentences.push(
      `${villaNames(free)} ${isOrAre(free)} available ${when}; ${villaNames(taken)} ${isOrAre(taken)} already booked.`,
    );
  }

  const guests = question.partySize;
  if (guests !== undefined && !question.entireComplex && question.villas.length === 0) {
    const fit = cheapestFit(guests, free);
    sentences.push(
      fit
        ? `For ${plural(guests, 'guest')}, ${villaNames(fit)} would sleep ${sleepsOf(fit)}.`
        : `The free villas don't sleep ${guests} guests together, I'm afraid.`,
    );
  }
  return { category: 'booking', leadsToBooking: free.length > 0, text: sentences.join(' ') };
}

/**
 * Whether a party of N fits: in the villas the guest names, or else which single villas fit,
 * or the cheapest combination.
 */
export function partyFitIntent(guests: number, named: readonly Villa[] = []): AnswerPart {
  const sleepsEach = (selection: readonly Villa[]) =>
    listOf(selection.map((villa) => `${villa.name} sleeps ${villa.capacity}`));
  const singles = villas.filter((villa) => villa.capacity >= guests);
  const fit = cheapestFit(guests);
  const bestFit =
    singles.length > 0
      ? `${villaNames(singles, 'or')} ${singles.length === 1 ? 'fits' : 'would each fit'} ${plural(guests, 'guest')}`
      : fit && fit.length < villas.length
        ? `the best-priced fit is ${villaNames(fit)}, sleeping ${sleepsOf(fit)} for ${formatAmount(nightlyOf(fit))} per night (the villas connect through Lime)`
        : undefined;
  const complex = `the entire complex sleeps up to ${capacity.guests} at ${formatAmount(pricing.entireComplex)} per night`;

  if (guests > capacity.guests) {
    return {
      category: 'general',
      text: `The complex sleeps at most ${capacity.guests} guests overnight, so a group of ${guests} is too large to stay, I'm afraid. ${houseRules.visitors}`,
    };
  }
  if (named.length > 0) {
    if (sleepsOf(named) >= guests) {
      return {
        category: 'general',
        text: `Yes: ${sleepsEach(named)}, so ${plural(guests, 'guest')} fit comfortably.`,
      };
    }
    return {
      category: 'general',
      text: `${sleepsEach(named)}, so ${guests} guests won't fit there, I'm afraid. ${bestFit ? `Instead, ${bestFit}; or ${complex}.` : `For ${guests} guests, ${complex}.`}`,
    };
  }
  if (!bestFit) {
    return {
      category: 'general',
      text: `For ${guests} guests you would need the entire complex: all four villas together sleep ${capacity.guests}, at ${formatAmount(pricing.entireComplex)} per night.`,
    };
  }
  const sizes = `(${sleepsEach(villas)})`;
  const forTwo =
    guests <= 2
      ? ' Piña, with its baby grand piano beneath a cathedral ceiling, is our retreat for two.'
      : '';
  return {
    category: 'general',
    text:
      singles.length > 0
        ? `${bestFit} ${sizes}.${forTwo} For a bigger group, ${complex}.`
        : `No single villa sleeps ${guests} ${sizes}, but ${bestFit}; or ${complex}.`,
  };
}

/** Places a guest may ask the way to, with the words that name them. */
interface Place {
  pattern: RegExp;
  answer: () => string;
}

const attractionsOf = (kind: LocalAttraction['kind']) =>
  localAttractions.filter((attraction) => attraction.kind === kind);

const attractionLine = (attraction: LocalAttraction) =>
  `${attraction.name} (${attraction.distance})`;

const fromAirport = arrival.directions.find((direction) => direction.id === 'from-airport');

const places: readonly Place[] = [
  {
    pattern: /\b(beach|beaches|beech|sea|ocean|sand)\b/i,
    answer: () =>
      `The beach is ${distances.beach.meters} m away, about a quarter mile or a ${distances.beach.minutes}-minute walk.`,
  },
  {
    pattern: /\b(airport|flights?|fly|plane|land(?:ing)?)\b/i,
    answer: () =>
      fromAirport
        ? `${fromAirport.title}: ${fromAirport.text}`
        : `${distances.airport.name} is about ${distances.airport.minutes} minutes by car (${distances.airport.km} km).`,
  },
  {
    pattern:
      /\b(town|downtown|cent(?:re|er)|city|shops?|shopping|market(?:place)?|supermarkets?|grocer(?:y|ies)|stores?)\b/i,
    answer: () =>
      `The town centre, with its shops and marketplace, is ${distances.townCentre.meters} m away, about ${distances.townCentre.minutes} minutes on foot.`,
  },
  {
    pattern: /\b(restaurants?|eat|dining|dinner|lunch|food|seafood)\b/i,
    answer: () =>
      `Two restaurants are a short walk away: ${listOf(attractionsOf('restaurant').map(attractionLine))}.`,
  },
  {
    pattern: /\b(bars?|drinks?|cocktails?|nightlife|pubs?)\b/i,
    answer: () =>
      `Two bars are within walking distance: ${listOf(attractionsOf('bar').map(attractionLine))}.`,
  },
  {
    pattern: /\b(hospital|doctor|medical|emergenc\w*|clinic)\b/i,
    answer: () =>
      attractionsOf('hospital')
        .map((place) => `${attractionLine(place)}: ${place.description}`)
        .join(' '),
  },
  {
    pattern: /\b(atm|cash|bank|money)\b/i,
    answer: () =>
      attractionsOf('atm')
        .map((place) => `${attractionLine(place)}: ${place.description}`)
        .join(' '),
  },
];

/** Distances and directions to the places the guest names; undefined when none is named. */
export function distanceIntent(text: string): AnswerPart | undefined {
  const named = places.filter((place) => place.pattern.test(text));
  if (named.length === 0) return undefined;
  return { category: 'location', text: named.map((place) => place.answer()).join(' ') };
}

/**
 * The cancellation rule that applies when the guest says how long before check-in they would
 * cancel (`when` is their words, e.g. "3 days"); the whole policy otherwise.
 */
export function cancellationIntent(notice: { days: number; when: string } | undefined): AnswerPart {
  const terms = policies.cancellationTerms;
  if (!notice) {
    return {
      category: 'booking',
      text: `Our cancellation policy: ${policies.cancellation.join(' ')}`,
    };
  }
  const ifYouCancel = `If you cancel ${notice.when} before check-in`;
  let rule: string;
  const tier = cancellationRefundTier(notice.days);
  if (tier === 'full') {
    rule = `${ifYouCancel}, you get a full refund: cancellations at least ${terms.fullRefundDaysBefore} days before check-in are refunded in full.`;
  } else if (tier === 'partial') {
    rule = `${ifYouCancel}, the first night is non-refundable and ${terms.partialRefundPercent}% of the remaining nights is refunded (our rule for cancellations ${terms.partialRefundDaysBefore} to ${terms.fullRefundDaysBefore - 1} days before check-in).`;
  } else {
    rule = `${ifYouCancel}, I'm afraid the stay is not refundable: cancellations within ${terms.partialRefundDaysBefore * 24} hours of check-in are not refundable.`;
  }
  return { category: 'booking', text: rule };
}

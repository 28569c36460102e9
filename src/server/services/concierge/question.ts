import * as chrono from 'chrono-node';
import { villas, type Villa } from '../../../shared/content/villas';
import { addDaysIso, nightsBetween, type IsoDate } from '../../../shared/domain/dates';
import { normalizeWord, tokenize } from './knowledge-base';

/** The stay a guest asks about: dates, or only a number of nights. */
export type AskedStay =
  | { kind: 'dates'; startDate: IsoDate; endDate: IsoDate; nights: number; endGiven: boolean }
  | { kind: 'nights'; nights: number };

/** What a guest's message names: villas, a stay and how many they are. */
export interface GuestQuestion {
  villas: Villa[];
  entireComplex: boolean;
  stay: AskedStay | undefined;
  partySize: number | undefined;
}

const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
};
/** A count in digits or words, as a regular expression source with one group. */
export const numberPattern = `(\\d{1,3}|${Object.keys(numberWords).join('|')})`;

export function readNumber(text: string): number {
  return numberWords[text.toLowerCase()] ?? Number(text);
}

const nightsPerUnit: Record<string, number> = {
  night: 1,
  day: 1,
  week: 7,
  fortnight: 14,
  month: 30,
};

/** "5 nights", "a week", "for two weeks"; "in 2 weeks" is a date, not a length. */
const stayLengthPattern = new RegExp(
  `(?<!\\b(?:in|within)\\s)\\b${numberPattern}\\s+(nights?|nites?|days?|weeks?|wks?|months?)\\b|\\ba\\s+(fortnight)\\b`,
  'gi',
);

function readStayLength(text: string): { nights: number | undefined; rest: string } {
  let nights: number | undefined;
  const rest = text.replace(stayLengthPattern, (_match, count, unit, fortnight) => {
    const unitName = (fortnight ?? unit).toLowerCase().replace(/s$/, '');
    nights ??= (fortnight ? 1 : readNumber(count)) * (nightsPerUnit[unitName] ?? 1);
    return ' ';
  });
  return { nights, rest };
}

/** Holidays guests name as dates, in words chrono reads. */
const holidays: readonly [RegExp, string][] = [
  [/\bnew\s+year'?s\s+eve\b/gi, 'December 31'],
  [/\bnew\s+year'?s(?:\s+day)?\b/gi, 'January 1'],
  [/\bchristmas\s+eve\b/gi, 'December 24'],
  [/\b(?:christmas|xmas)(?:\s+day)?\b/gi, 'December 25'],
  [/\bboxing\s+day\b/gi, 'December 26'],
];

function namingHolidays(text: string): string {
  return holidays.reduce((result, [pattern, date]) => result.replace(pattern, date), text);
}

function isoOf(components: chrono.ParsedComponents): IsoDate {
  const pad = (value: number | null) => String(value ?? 0).padStart(2, '0');
  return `${components.get('year')}-${pad(components.get('month'))}-${pad(components.get('day'))}`;
}

/** A calendar day was named ("March 3", "next Friday", "tomorrow"), not only a month or a time. */
function namesADay(components: chrono.ParsedComponents): boolean {
  return components.isCertain('day') || components.isCertain('weekday');
}

/**
 * A year a stay can be in: dates like 0001-01-01 or 9999-12-31 are typing games, and a stay
 * running into year 10000 has no ISO date to carry it.
 */
function isPlausibleYear(components: chrono.ParsedComponents, todayYear: number): boolean {
  const year = components.get('year') ?? todayYear;
  return Math.abs(year - todayYear) <= 100;
}

/**
 * The stay in `text`: a date range ("March 3-10", "Dec 20 to Jan 2"), a start and a length
 * ("next Friday for 5 nights"), two dates, or a length alone. A lone start date is taken for the
 * minimum stay, and the answer says so.
 */
export function readStay(
  text: string,
  today: IsoDate,
  minimumNights: number,
): AskedStay | undefined {
  const { nights, rest } = readStayLength(namingHolidays(text));
  const [year, month, day] = today.split('-').map(Number);
  // Noon on "today" in the property's time zone: chrono then reads "next Friday" from that day.
  const reference = new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12);
  const dates = chrono
    .parse(rest, reference, { forwardDate: true })
    .filter((result) => namesADay(result.start) && isPlausibleYear(result.start, year ?? 1970));
  const [first, second] = dates;
  if (!first) return nights ? { kind: 'nights', nights } : undefined;

  const startDate = isoOf(first.start);
  let endDate: IsoDate | undefined;
  if (first.end && namesADay(first.end)) endDate = isoOf(first.end);
  else if (second) endDate = isoOf(second.start);
  if (endDate && nightsBetween(startDate, endDate) > 0) {
    return {
      kind: 'dates',
      startDate,
      endDate,
      nights: nightsBetween(startDate, endDate),
      endGiven: true,
    };
  }
  const length = nights ?? minimumNights;
  return {
    kind: 'dates',
    startDate,
    endDate: addDaysIso(startDate, length),
    nights: length,
    endGiven: nights !== undefined,
  };
}

/** Words the concierge acts on, whose typos are worth correcting ("availble", "airprt"). */
const keyWords = [
  'price',
  'prices',
  'available',
  'availability',
  'cancel',
  'cancellation',
  'complex',
  'entire',
  'beach',
  'airport',
  'distance',
  'hospital',
  'restaurant',
  'restaurants',
  'discount',
  'refund',
  'january',
  'february',
  'march',
  'april',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** Real words one letter away from a key word, left as they are. */
const notTypos = new Set([
  'reach',
  'teach',
  'bench',
  'prime',
  'pride',
  'prize',
  'marsh',
  'match',
  'peach',
]);

/** Corrects one-letter slips (two in long words) in the words the concierge acts on. */
export function correctTypos(text: string): string {
  return text.replace(/\p{L}{5,}/gu, (word) => {
    const lower = word.toLowerCase();
    if (notTypos.has(lower) || keyWords.includes(lower)) return word;
    const allowed = lower.length >= 8 ? 2 : 1;
    return keyWords.find((key) => editDistance(lower, key) <= allowed) ?? word;
  });
}

/** Villa names as guests type them: accents optional, one slip allowed in the longer names. */
function villaNamed(word: string): Villa | undefined {
  const plain = normalizeWord(word);
  return villas.find((villa) => {
    if (plain === villa.slug || plain === `${villa.slug}s`) return true;
    if (villa.slug === 'pina') return plain === 'pinya';
    return villa.slug.length >= 5 && editDistance(plain, villa.slug) <= 1;
  });
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(
        above + 1,
        (row[j - 1] ?? 0) + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

export function mentionedVillas(text: string): Villa[] {
  const named = new Set(tokenize(text).flatMap((word) => villaNamed(word) ?? []));
  return villas.filter((villa) => named.has(villa));
}

const entireComplexPattern =
  /\b(entire|whole|all|full)\s+(?:of\s+)?(?:the\s+)?(?:4\s+|four\s+)?(complex|property|place|villas|resort|compound)\b|\ball\s+(?:4|four)\b|\bbuy(?:ing)?\s+out\b|\bthe\s+complex\b/i;

const peopleWords =
  '(?:people|persons|guests|pax|travell?ers|adults?|kids?|children|child|teens?|teenagers?|babies|baby|infants?|toddlers?|friends|of us)';
const countedPeoplePattern = new RegExp(
  `\\b${numberPattern}\\s+(?:more\\s+)?${peopleWords}\\b`,
  'gi',
);
const countedCouplesPattern = new RegExp(`\\b${numberPattern}\\s+couples\\b`, 'i');
const groupPattern = new RegExp(
  `\\b(?:family|group|party|team)\\s+of\\s+${numberPattern}\\b|\\bwe(?:\\s+are|'re|\\s+re)\\s+(?:a\\s+)?(?:group\\s+of\\s+|family\\s+of\\s+|party\\s+of\\s+)?${numberPattern}\\b(?!\\s*(?:nights?|days?|weeks?))`,
  'i',
);
const couplePattern =
  /\b(?:a couple|my (?:wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?) and (?:i|me)|honeymoon|(?:two|2) of us|just the two)\b/i;
const solePattern = /\b(?:just me|only me|by myself|travell?ing alone|solo)\b/i;

/** How many guests the message counts: "6 people", "2 adults and 3 kids", "a family of 5". */
export function readPartySize(text: string): number | undefined {
  const couples = text.match(countedCouplesPattern);
  if (couples?.[1]) return readNumber(couples[1]) * 2;
  const counted = [...text.matchAll(countedPeoplePattern)];
  if (counted.length > 0) {
    return counted.reduce((sum, match) => sum + readNumber(match[1] ?? '0'), 0);
  }
  const group = text.match(groupPattern);
  if (group) return readNumber(group[1] ?? group[2] ?? '0');
  if (couplePattern.test(text)) return 2;
  if (solePattern.test(text)) return 1;
  return undefined;
}

export function readQuestion(text: string, today: IsoDate, minimumNights: number): GuestQuestion {
  return {
    villas: mentionedVillas(text),
    entireComplex: entireComplexPattern.test(text),
    stay: readStay(text, today, minimumNights),
    partySize: readPartySize(text),
  };
}

import type { ChatCategory } from '../../../shared/content/chat-faq';
import { property } from '../../../shared/content/property';
import { todayIso } from '../../../shared/domain/dates';
import type { Database } from '../../db/client';
import {
  availabilityIntent,
  cancellationIntent,
  distanceIntent,
  partyFitIntent,
  quoteIntent,
  type AnswerPart,
} from './intents';
import { searchKnowledge, topicTerms, type SearchHit } from './knowledge-base';
import {
  correctTypos,
  mentionedVillas,
  numberPattern,
  readNumber,
  readPartySize,
  readQuestion,
  type GuestQuestion,
} from './question';

export interface ConciergeAnswer {
  response: string;
  category: ChatCategory;
}

export interface ConciergeContext {
  db: Database;
  /** The app's clock: "next Friday" and availability depend on it. */
  now: Date;
}

const contactHint = `please send us a message through the contact form on our Contact page, or call us on ${property.contact.phone}`;

/** Said when the concierge has no grounded answer: it never guesses. */
export const unknownAnswer = `I'm sorry, I don't know the answer to that, and I'd rather not guess. For this one, ${contactHint}, and our team will help you.`;

const partlyUnknown = `I couldn't find an answer to part of your question; for that part, ${contactHint}.`;

const bookingNudge = 'When you are ready, you can send your request on our booking page.';

const greeting = `Hello, and welcome to ${property.name}! I can tell you about our four villas, prices for your dates, availability, the beach and what's nearby. What would you like to know?`;
const thanks = "You're very welcome! Is there anything else I can help you with?";

const greetingPattern =
  /^\s*(hi|hello|hey|hiya|hola|good (morning|afternoon|evening))\b[\s!.,]*(there)?[\s!.]*$/i;
/** A short "thank you" with no question in it. */
function isThanks(message: string): boolean {
  return (
    /\b(thanks?|thx|cheers)\b/i.test(message) &&
    !message.includes('?') &&
    message.trim().split(/\s+/).length <= 5
  );
}

/** What a part of a question asks for, recognised by the words it uses. */
const cues = {
  price:
    /\b(prices?|pricing|priced|costs?|costing|how much|quotes?|totals?|rates?|expensive|cheap\w*|charges?|budget|afford\w*|per night|discounts?)\b|\$/i,
  availability: /\b(availab\w*|vacanc\w*|booked|taken|occupied|reserved)\b/i,
  /** Weak cues: they mean availability only when the guest gave dates ("free on March 3"). */
  availabilityWithDates: /\b(free|open|book|reserve|stay|come|arriv\w*|anything)\b/i,
  partyFit: /\b(sleeps?|fit|accommodate|capacity|room for|enough (?:room|space|beds))\b/i,
  distance:
    /\b(how far|far|distance|how long|walk\w*|drive|driving|minutes|km|miles?|get (?:to|there|from|here)|directions?|close|near\w*|way to)\b/i,
  cancellation: /\b(cancel\w*|refund\w*)\b/i,
  recommendation: /\b(recommend\w*|suggest\w*|which villa|what villa|best villa|best for)\b/i,
  /** Words that make a price question about the stay rather than about an extra. */
  stay: /\b(villas?|complex|stay|nights?|weeks?|days?|people|guests|us|it|that|total)\b/i,
};

const noticePattern = new RegExp(
  `\\b${numberPattern}\\s+(hours?|days?|weeks?)\\s+(?:before|prior|ahead|in advance)\\b`,
  'i',
);

/** "3 days before check-in": the notice a cancellation gives, in whole days. */
function readNotice(text: string): { days: number; when: string } | undefined {
  const match = text.match(noticePattern);
  if (!match?.[1] || !match[2]) return undefined;
  const count = readNumber(match[1]);
  const unit = match[2].toLowerCase();
  const days = unit.startsWith('hour')
    ? Math.floor(count / 24)
    : unit.startsWith('week')
      ? count * 7
      : count;
  return { days, when: `${match[1]} ${unit}` };
}

const questionStart =
  "(?:also\\s+)?(?:what|whats|what's|how|is|are|do|does|can|could|where|when|which|will|would|should|any|tell|i'd|id)\\b";
const questionJoint = new RegExp(
  `,\\s*(?:and\\s+|also\\s+)?(?=${questionStart})|\\s+(?:and|also|plus|&)\\s+(?=${questionStart})`,
  'i',
);

/**
 * Splits a message into its questions: at sentence ends, and at a comma or "and" where a new
 * question starts ("is there wifi, and how far is the beach").
 */
export function splitQuestions(message: string): string[] {
  return message
    .split(/[?!;\n]+|\.(?=\s|$)/)
    .flatMap((sentence) => sentence.split(questionJoint))
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part) && !greetingPattern.test(part));
}

/** Words of this site's every question: alone they name no topic. */
const genericTerms = new Set([
  'villa',
  'property',
  'place',
  'stay',
  'complex',
  'room',
  'night',
  'week',
  'day',
]);

type IntentName = 'quote' | 'availability' | 'partyFit' | 'distance' | 'cancellation';

/** The intents one part of the message asks for. */
function intentsOf(part: string, message: string, question: GuestQuestion): IntentName[] {
  const found: IntentName[] = [];
  const namesAStay =
    question.villas.length > 0 ||
    question.entireComplex ||
    question.stay !== undefined ||
    question.partySize !== undefined;
  if (cues.cancellation.test(part)) found.push('cancellation');
  if (cues.price.test(part)) {
    // "How much is laundry?" is a question for the knowledge base, not about the villas' prices.
    const otherTopics = topicTerms(part.replace(cues.price, ' '));
    const onlyTheStay = otherTopics.every((term) => genericTerms.has(term));
    const aboutTheStay =
      onlyTheStay || (namesAStay && (mentionedVillas(part).length > 0 || cues.stay.test(part)));
    if (aboutTheStay) found.push('quote');
  }
  const hasDates = question.stay?.kind === 'dates';
  if (cues.availability.test(part) || (hasDates && cues.availabilityWithDates.test(part))) {
    found.push('availability');
  }
  if (
    readPartySize(part) !== undefined ||
    (question.partySize !== undefined && cues.partyFit.test(part))
  ) {
    found.push('partyFit');
  }
  // "How long does it take to walk?" after "Is the beach near?" asks about the same place.
  if (cues.distance.test(part) && (distanceIntent(part) ?? distanceIntent(message))) {
    found.push('distance');
  }
  return found;
}

/**
 * Below this BM25 score a passage shares only a passing word with the question ("we have a
 * small one"); measured on the evaluation set, where real answers score 10 and more.
 */
const minimumScore = 4.5;

/**
 * The passages that answer one part: the best hit, then hits that cover topic words the ones
 * before missed ("wifi and a pool"), each strong enough on its own.
 */
function retrieve(part: string, used: ReadonlySet<string>): SearchHit[] {
  const hits = searchKnowledge(part, 8).filter((hit) => !used.has(hit.passage.id));
  const [top] = hits;
  if (!top || top.coverage < 0.5 || top.score < minimumScore) return [];
  const chosen = [top];
  const covered = new Set(top.matched);
  for (const hit of hits.slice(1)) {
    if (chosen.length >= 3) break;
    const addsTopic = hit.matched.some((term) => !covered.has(term));
    if (addsTopic && hit.score >= Math.max(minimumScore, top.score * 0.3)) {
      chosen.push(hit);
      hit.matched.forEach((term) => covered.add(term));
    }
  }
  return chosen;
}

/** One planned piece of the answer, in the order of the guest's questions. */
type Step = { intent: IntentName; part: string } | { retrieve: string };

function isOnlyGeneric(step: Step): boolean {
  return 'retrieve' in step && topicTerms(step.retrieve).every((term) => genericTerms.has(term));
}

/** Answers a guest's question from the site's own knowledge and live prices and availability. */
export async function answerQuestion(
  message: string,
  context: ConciergeContext,
): Promise<ConciergeAnswer> {
  if (greetingPattern.test(message)) return { response: greeting, category: 'general' };
  if (isThanks(message)) return { response: thanks, category: 'general' };

  const text = correctTypos(message);
  const today = todayIso(context.now);
  const notice = readNotice(text);
  // "3 days before check-in" is a cancellation notice, not a 3-night stay.
  const question = readQuestion(
    text.replace(noticePattern, ' '),
    today,
    property.pricing.minimumStay,
  );

  const steps: Step[] = [];
  const planned = new Set<IntentName>();
  for (const part of splitQuestions(text)) {
    const intents = intentsOf(part, text, question);
    if (intents.length === 0) steps.push({ retrieve: part });
    for (const intent of intents.filter((candidate) => !planned.has(candidate))) {
      planned.add(intent);
      steps.push({ intent, part });
    }
  }
  // A stay and nothing else asked ("Agave, March 3-10?", "we'd like 10 nights"): whether it
  // is free, and what it costs.
  if (planned.size === 0 && question.stay) {
    const stayIntents: IntentName[] =
      question.stay.kind === 'dates' ? ['availability', 'quote'] : ['quote'];
    steps.splice(0, steps.length, ...stayIntents.map((intent) => ({ intent, part: text })));
    stayIntents.forEach((intent) => planned.add(intent));
  }
  // Once an intent has answered, a part that only says "villas" ("which villas would work")
  // belongs to that answer and needs no passage of its own.
  const answeredSteps = planned.size > 0 ? steps.filter((step) => !isOnlyGeneric(step)) : steps;
  // Prices and availability already size the party; a separate fit answer would repeat them,
  // unless the guest asks which villa to choose.
  const sizedElsewhere =
    (planned.has('quote') || planned.has('availability')) && !cues.recommendation.test(text);

  async function runIntent(intent: IntentName, part: string): Promise<AnswerPart | undefined> {
    switch (intent) {
      case 'quote':
        return quoteIntent(question);
      case 'availability':
        return availabilityIntent(question, { db: context.db, today, now: context.now });
      case 'partyFit':
        return question.partySize === undefined || sizedElsewhere
          ? undefined
          : partyFitIntent(question.partySize, question.villas);
      case 'distance':
        return distanceIntent(part) ?? distanceIntent(text);
      case 'cancellation':
        return cancellationIntent(notice);
    }
  }

  const parts: AnswerPart[] = [];
  const usedPassages = new Set<string>();
  let unanswered = 0;
  for (const step of answeredSteps) {
    if ('retrieve' in step) {
      const hits = retrieve(step.retrieve, usedPassages);
      for (const hit of hits) {
        usedPassages.add(hit.passage.id);
        parts.push({ text: hit.passage.text, category: hit.passage.category });
      }
      if (hits.length === 0 && topicTerms(step.retrieve).length > 0) unanswered++;
      continue;
    }
    const answer = await runIntent(step.intent, step.part);
    if (answer) parts.push(answer);
  }

  if (parts.length === 0) return { response: unknownAnswer, category: 'general' };
  const paragraphs = parts.map((part) => part.text);
  if (parts.some((part) => part.leadsToBooking)) paragraphs.push(bookingNudge);
  if (unanswered > 0) paragraphs.push(partlyUnknown);
  return { response: paragraphs.join('\n\n'), category: parts[0]?.category ?? 'general' };
}

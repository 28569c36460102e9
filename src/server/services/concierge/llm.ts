import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { property } from '../../../shared/content/property';
import { villaBySlug, villaSlugs } from '../../../shared/content/villas';
import { addDaysIso, isIsoDate, nightsBetween, todayIso } from '../../../shared/domain/dates';
import type { LlmConfig } from '../../config/env';
import { answerQuestion, type ConciergeAnswer, type ConciergeContext } from './concierge';
import {
  availabilityIntent,
  cancellationIntent,
  distanceIntent,
  partyFitIntent,
  quoteIntent,
} from './intents';
import { searchKnowledge } from './knowledge-base';
import type { AskedStay, GuestQuestion } from './question';

/** The concierge's tools, offered to the model in the OpenAI function-calling format. */
const villaList = { type: 'array', items: { type: 'string', enum: villaSlugs } };
const stayFields = {
  villas: { ...villaList, description: 'Villas asked about; leave out for all villas' },
  entire_complex: { type: 'boolean', description: 'The guest wants all four villas' },
  check_in: { type: 'string', description: 'YYYY-MM-DD' },
  check_out: { type: 'string', description: 'YYYY-MM-DD' },
  nights: { type: 'integer', description: 'Length of stay when no dates are given' },
  guests: { type: 'integer', description: 'Party size, adults and children' },
};

export const conciergeTools = [
  {
    type: 'function',
    function: {
      name: 'quote_stay',
      description:
        'The exact price of a stay (nightly rates, long-stay discount, cleaning fee, total). Always use it for any price of a stay.',
      parameters: { type: 'object', properties: stayFields },
    },
  },
  {
    type: 'function',
    function: {
      name: 'check_availability',
      description: 'Which villas are free for the given dates, from the live booking calendar.',
      parameters: { type: 'object', properties: stayFields, required: ['check_in'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'villas_for_party',
      description: 'Which villas, or combination of villas, sleep a party of this size.',
      parameters: {
        type: 'object',
        properties: { guests: stayFields.guests, villas: stayFields.villas },
        required: ['guests'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'distance_to',
      description:
        'Distance and directions from the villas to a place: beach, airport, town centre, restaurants, bars, hospital, ATM.',
      parameters: {
        type: 'object',
        properties: { place: { type: 'string' } },
        required: ['place'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'cancellation_rule',
      description: 'The refund that applies to a cancellation so many days before check-in.',
      parameters: {
        type: 'object',
        properties: { days_before_check_in: { type: 'integer' } },
      },
    },
  },
] as const;

const ToolArgumentsSchema = z.object({
  villas: z.array(z.string()).optional(),
  entire_complex: z.boolean().optional(),
  check_in: z.string().refine(isIsoDate).optional(),
  check_out: z.string().refine(isIsoDate).optional(),
  nights: z.number().int().min(1).max(1000).optional(),
  guests: z.number().int().min(1).max(1000).optional(),
  place: z.string().max(200).optional(),
  days_before_check_in: z.number().int().min(0).max(1000).optional(),
});
type ToolArguments = z.infer<typeof ToolArgumentsSchema>;

const ToolCallSchema = z.object({
  id: z.string(),
  type: z.literal('function'),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
type ToolCall = z.infer<typeof ToolCallSchema>;

const CompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(ToolCallSchema).nullish(),
        }),
      }),
    )
    .min(1),
});

type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** Why the LLM's answer was not used; logged without any of the guest's words. */
export class LlmUnusable extends Error {
  override name = 'LlmUnusable';
}

/** Tool calls the model may make for one question before the concierge answers on its own. */
const maxToolRounds = 3;

function stayOf(args: ToolArguments, minimumNights: number): AskedStay | undefined {
  if (!args.check_in) return args.nights ? { kind: 'nights', nights: args.nights } : undefined;
  const checkOut =
    args.check_out && nightsBetween(args.check_in, args.check_out) > 0 ? args.check_out : undefined;
  const nights = checkOut ? nightsBetween(args.check_in, checkOut) : (args.nights ?? minimumNights);
  return {
    kind: 'dates',
    startDate: args.check_in,
    endDate: checkOut ?? addDaysIso(args.check_in, nights),
    nights,
    endGiven: Boolean(checkOut ?? args.nights),
  };
}

function questionOf(args: ToolArguments): GuestQuestion {
  return {
    villas: (args.villas ?? []).flatMap((slug) => villaBySlug(slug) ?? []),
    entireComplex: args.entire_complex ?? false,
    stay: stayOf(args, property.pricing.minimumStay),
    partySize: args.guests,
  };
}

/** Runs one tool with the built-in intents: the model gets computed facts, never guesses. */
async function runTool(call: ToolCall, context: ConciergeContext): Promise<string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(call.function.arguments || '{}');
  } catch {
    return 'The arguments were not valid JSON.';
  }
  const args = ToolArgumentsSchema.safeParse(parsed);
  if (!args.success) return 'The arguments were not valid.';
  const question = questionOf(args.data);
  switch (call.function.name) {
    case 'quote_stay':
      return quoteIntent(question).text;
    case 'check_availability':
      return (
        await availabilityIntent(question, {
          db: context.db,
          today: todayIso(context.now),
          now: context.now,
        })
      ).text;
    case 'villas_for_party':
      return args.data.guests
        ? partyFitIntent(args.data.guests, question.villas).text
        : 'Tell me the number of guests.';
    case 'distance_to':
      return distanceIntent(args.data.place ?? '')?.text ?? 'I have no distance for that place.';
    case 'cancellation_rule': {
      const days = args.data.days_before_check_in;
      return cancellationIntent(
        days === undefined ? undefined : { days, when: `${days} ${days === 1 ? 'day' : 'days'}` },
      ).text;
    }
    default:
      return `There is no tool named ${call.function.name}.`;
  }
}

function systemPrompt(passages: readonly string[], builtIn: string, today: string): string {
  return [
    `You are the virtual concierge of ${property.name}, four villas in Freeport, Grand Bahama. Today is ${today}.`,
    'Answer the guest warmly and briefly, in plain text, answering every part of their message.',
    'Use only the facts below and the results of your tools. Every number you write (prices, dates, distances, times, counts) must come from them: call quote_stay for any price of a stay and check_availability for any question about free dates.',
    `If the facts do not answer a question, say you don't know and point the guest to the contact form on our Contact page or our phone, ${property.contact.phone}.`,
    'Facts:',
    ...passages.map((passage) => `- ${passage}`),
    `The built-in concierge's answer, correct but plain: ${builtIn}`,
  ].join('\n');
}

async function complete(
  llm: LlmConfig,
  messages: readonly ChatMessage[],
  signal: AbortSignal,
): Promise<z.infer<typeof CompletionSchema>['choices'][number]['message']> {
  const response = await fetch(`${llm.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${llm.apiKey}` },
    body: JSON.stringify({
      model: llm.model,
      messages,
      tools: conciergeTools,
      tool_choice: 'auto',
      temperature: 0,
    }),
    signal,
  });
  if (!response.ok) throw new LlmUnusable(`the LLM answered HTTP ${response.status}`);
  const parsed = CompletionSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new LlmUnusable('the LLM answer was not a chat completion');
  return parsed.data.choices[0]!.message;
}

const numberPattern = /\d[\d,]*(?:\.\d+)?/g;
const numbersIn = (text: string) =>
  new Set((text.match(numberPattern) ?? []).map((number) => number.replaceAll(',', '')));

/**
 * Refuses a reply carrying a number found in none of the grounding: the facts, the tool
 * results and the guest's own message. The concierge never invents a price.
 */
function checkNumbers(reply: string, grounding: readonly string[]): void {
  const known = numbersIn(grounding.join('\n'));
  const invented = [...numbersIn(reply)].filter((number) => !known.has(number));
  if (invented.length > 0) throw new LlmUnusable('the LLM answer had numbers not in its facts');
}

/** Asks the model, letting it call the concierge's tools; throws when its answer is unusable. */
async function askLlm(
  message: string,
  builtIn: ConciergeAnswer,
  context: ConciergeContext,
  llm: LlmConfig,
): Promise<string> {
  const passages = searchKnowledge(message, 5).map((hit) => hit.passage.text);
  const grounding = [...passages, builtIn.response, message];
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(passages, builtIn.response, todayIso(context.now)) },
    { role: 'user', content: message },
  ];
  const signal = AbortSignal.timeout(llm.timeoutMs);
  for (let round = 0; round <= maxToolRounds; round++) {
    const reply = await complete(llm, messages, signal);
    const calls = reply.tool_calls ?? [];
    if (calls.length === 0) {
      const text = reply.content?.trim();
      if (!text) throw new LlmUnusable('the LLM gave an empty answer');
      checkNumbers(text, grounding);
      return text;
    }
    messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: calls });
    for (const call of calls) {
      const result = await runTool(call, context);
      grounding.push(result);
      messages.push({ role: 'tool', tool_call_id: call.id, content: result });
    }
  }
  throw new LlmUnusable('the LLM kept calling tools');
}

function reasonOf(error: unknown): string {
  if (error instanceof LlmUnusable) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'the LLM did not answer in time';
  }
  return error instanceof Error ? `the LLM call failed (${error.name})` : 'the LLM call failed';
}

/**
 * The concierge's answer: the built-in one, or, in LLM mode, the model's answer grounded on the
 * same passages and tools. Any failure, timeout or unfounded number falls back to the built-in
 * answer. Logs carry no guest text.
 */
export async function answerGuest(
  message: string,
  context: ConciergeContext & { llm: LlmConfig | undefined; log: FastifyBaseLogger },
): Promise<ConciergeAnswer> {
  const builtIn = await answerQuestion(message, context);
  if (!context.llm) return builtIn;
  try {
    return {
      response: await askLlm(message, builtIn, context, context.llm),
      category: builtIn.category,
    };
  } catch (error) {
    context.log.warn({ reason: reasonOf(error) }, 'concierge answered without the LLM');
    return builtIn;
  }
}

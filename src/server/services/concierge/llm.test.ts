import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/app';
import { testClock } from '../../../../tests/helpers/bookings';
import {
  startLlmStandIn,
  textCompletion,
  toolCallCompletion,
  type LlmStandIn,
} from '../../../../tests/helpers/llm-stand-in';
import { loadConfig } from '../../config/env';
import { answerQuestion } from './concierge';

let standIn: LlmStandIn;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  standIn = await startLlmStandIn();
  app = await buildTestApp({
    config: loadConfig({
      NODE_ENV: 'test',
      RATE_LIMITS: 'off',
      LLM_BASE_URL: standIn.url,
      LLM_API_KEY: 'stand-in-key',
      LLM_MODEL: 'stand-in-model',
      LLM_TIMEOUT_MS: '1500',
    }),
    // Every log line is kept, so the test can prove no guest text reaches them.
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
    now: testClock().now,
    sweepHolds: false,
  });
});

afterAll(async () => {
  await app.close();
  await standIn.close();
});

beforeEach(() => {
  standIn.requests.length = 0;
  logLines.length = 0;
});

async function ask(message: string) {
  const response = await app.inject({ method: 'POST', url: '/api/chatbot', payload: { message } });
  expect(response.statusCode).toBe(200);
  return response.json() as { response: string; category: string };
}

const builtInAnswer = (message: string) => answerQuestion(message, { db: app.db, now: app.now() });

describe('the concierge in LLM mode', () => {
  it('lets the model call the quote tool and answers with its grounded reply', async () => {
    standIn.reply = (_request, index) =>
      index === 0
        ? { body: toolCallCompletion('quote_stay', { villas: ['agave'], nights: 5 }) }
        : {
            body: textCompletion(
              'Five nights in Agave come to $1,273 in total, with the $180 cleaning fee.',
            ),
          };

    const answer = await ask('How much is Agave for 5 nights?');

    expect(answer).toEqual({
      response: 'Five nights in Agave come to $1,273 in total, with the $180 cleaning fee.',
      category: 'pricing',
    });
    expect(standIn.requests).toHaveLength(2);
    const [first, second] = standIn.requests;
    expect(first?.path).toBe('/v1/chat/completions');
    expect(first?.authorization).toBe('Bearer stand-in-key');
    expect(first?.body.model).toBe('stand-in-model');
    expect(first?.body.tools.map((tool) => tool.function.name)).toEqual([
      'quote_stay',
      'check_availability',
      'villas_for_party',
      'distance_to',
      'cancellation_rule',
    ]);
    // The retrieved passages ground the model.
    expect(first?.body.messages[0]?.content).toContain('one-time cleaning fee of $180');
    const toolResult = second?.body.messages.find((message) => message.role === 'tool');
    expect(toolResult).toMatchObject({ tool_call_id: 'call_quote_stay' });
    expect(toolResult?.content).toContain('$1,273 in total');
    expect(logLines.join('')).not.toContain('concierge answered without the LLM');
  });

  it('answers availability through the booking engine when the model asks', async () => {
    standIn.reply = (request, index) =>
      index === 0
        ? {
            body: toolCallCompletion('check_availability', {
              villas: ['lime'],
              check_in: '2027-03-03',
              check_out: '2027-03-10',
            }),
          }
        : { body: textCompletion(String(request.body.messages.at(-1)?.content)) };

    const answer = await ask('Is Lime free March 3-10?');
    expect(answer.response).toContain('Lime is available for 7 nights');
    expect(standIn.requests).toHaveLength(2);
    expect(logLines.join('')).not.toContain('concierge answered without the LLM');
  });

  it.each([
    { case: 'a server error', reply: { status: 500, body: { error: 'down' } } },
    { case: 'a body that is not JSON', reply: { body: 'not json' } },
    { case: 'a body that is not a completion', reply: { body: { choices: [] } } },
    { case: 'an empty answer', reply: { body: textCompletion('   ') } },
    {
      case: 'a price it invented',
      reply: { body: textCompletion('Agave is only $199 a night this week!') },
    },
  ])('falls back to the built-in answer on $case', async ({ reply }) => {
    standIn.reply = () => reply;
    const message = 'How much is Agave for 5 nights?';
    const answer = await ask(message);
    expect(answer).toEqual(await builtInAnswer(message));
    expect(standIn.requests.length).toBeGreaterThan(0);
  });

  it('falls back when the model does not answer in time', async () => {
    standIn.reply = () => ({ body: textCompletion('Too late.'), delayMs: 5000 });
    const message = 'How far is the beach?';
    const started = Date.now();
    const answer = await ask(message);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(answer).toEqual(await builtInAnswer(message));
  });

  it('falls back when the model keeps calling tools', async () => {
    standIn.reply = () => ({ body: toolCallCompletion('distance_to', { place: 'beach' }) });
    const message = 'How far is the beach?';
    expect(await ask(message)).toEqual(await builtInAnswer(message));
    expect(standIn.requests).toHaveLength(4);
  });

  it('logs why it fell back, never what the guest wrote', async () => {
    standIn.reply = () => ({ status: 503, body: {} });
    await ask('Is the zebra-striped hammock still there? My phone is 555 0199');
    const logs = logLines.join('');
    expect(logs).toContain('concierge answered without the LLM');
    expect(logs).toContain('the LLM answered HTTP 503');
    expect(logs).not.toContain('zebra');
    expect(logs).not.toContain('0199');
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { property } from '../../shared/content/property';
import { buildTestApp, clientAddresses, postFrom } from '../../../tests/helpers/app';
import { testClock } from '../../../tests/helpers/bookings';
import { chatFeedback } from '../db/schema';
import { chatFeedbackRateLimit, chatRateLimit } from './chatbot';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: testClock().now, sweepHolds: false });
});

afterAll(() => app.close());

const newClientAddress = clientAddresses('10.0.1');

const ask = (payload: unknown, remoteAddress = newClientAddress()) =>
  postFrom(app, '/api/chatbot', payload, remoteAddress);

const sendFeedback = (payload: unknown, remoteAddress = newClientAddress()) =>
  postFrom(app, '/api/chatbot/feedback', payload, remoteAddress);

describe('POST /api/chatbot', () => {
  it('answers with a response and a category', async () => {
    const response = await ask({ message: 'How far is the beach?' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ response: expect.any(String), category: 'location' });
    expect(body.response).toContain(`${property.distances.beach.meters} m`);
  });

  it.each([
    { payload: { message: '' }, message: 'Please type a message' },
    { payload: { message: '   ' }, message: 'Please type a message' },
    { payload: {}, message: 'Please type a message' },
    { payload: { message: 'x'.repeat(1001) }, message: 'Messages can be at most 1000 characters' },
  ])('answers 400 to $payload.message?.length characters', async ({ payload, message }) => {
    const response = await ask(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { message } });
  });

  it('accepts a message of exactly 1000 characters', async () => {
    const response = await ask({ message: `Is there a pool? ${'x'.repeat(983)}` });
    expect(response.statusCode).toBe(200);
  });

  it('refuses unknown fields', async () => {
    const response = await ask({ message: 'Hello', history: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ history: 'This field is not allowed' });
  });

  it('answers 429 after the limit, for that address only', async () => {
    const address = newClientAddress();
    for (let sent = 0; sent < chatRateLimit.max; sent++) {
      expect((await ask({ message: 'Is there parking?' }, address)).statusCode).toBe(200);
    }
    const refused = await ask({ message: 'Is there parking?' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: "You're sending messages faster than I can answer. Please try again in 5 minutes.",
    });
    expect((await ask({ message: 'Is there parking?' })).statusCode).toBe(200);
  });
});

describe('POST /api/chatbot/feedback', () => {
  it('stores the rated answer, the question it answered and whether it helped', async () => {
    const response = await sendFeedback({
      messageText: '  The beach is 400 m away. ',
      helpful: false,
      question: 'How far is the beach?',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [stored] = await app.db.select().from(chatFeedback).where(eq(chatFeedback.id, id));
    expect(stored).toMatchObject({
      messageText: 'The beach is 400 m away.',
      question: 'How far is the beach?',
      helpful: false,
    });
  });

  it.each([
    { messageText: '', helpful: true },
    { messageText: 'An answer' },
    { messageText: 'An answer', helpful: 'yes' },
    { messageText: 'x'.repeat(5001), helpful: true },
  ])('answers 400 to an invalid mark', async (payload) => {
    const response = await sendFeedback(payload);
    expect(response.statusCode).toBe(400);
  });

  it('answers 429 after the limit', async () => {
    const address = newClientAddress();
    for (let sent = 0; sent < chatFeedbackRateLimit.max; sent++) {
      await sendFeedback({ messageText: 'An answer', helpful: true }, address);
    }
    const refused = await sendFeedback({ messageText: 'An answer', helpful: true }, address);
    expect(refused.statusCode).toBe(429);
  });
});

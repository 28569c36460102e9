import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChatFeedbackResponseSchema,
  ChatFeedbackSchema,
  ChatRequestSchema,
  ChatResponseSchema,
} from '../../shared/contract/chat';
import { chatFeedback } from '../db/schema';
import { answerGuest } from '../services/concierge/llm';

/** Questions one client address may ask per window: a long conversation, not a scraper. */
export const chatRateLimit = { max: 30, timeWindowMs: 5 * 60 * 1000 } as const;

/** Feedback marks one client address may leave per window. */
export const chatFeedbackRateLimit = { max: 30, timeWindowMs: 5 * 60 * 1000 } as const;

function tooManyQuestions(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `You're sending messages faster than I can answer. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

const rateLimit = (limit: { max: number; timeWindowMs: number }) => ({
  max: limit.max,
  timeWindow: limit.timeWindowMs,
  errorResponseBuilder: (_request: unknown, context: { statusCode: number; ttl: number }) => ({
    statusCode: context.statusCode,
    message: tooManyQuestions(context.ttl),
  }),
});

/**
 * The concierge (spec section 7): `POST /api/chatbot` answers a guest's question and
 * `POST /api/chatbot/feedback` records whether an answer helped. Guest text never reaches the logs.
 */
export const chatbotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/chatbot',
    {
      config: { rateLimit: rateLimit(chatRateLimit) },
      schema: { body: ChatRequestSchema, response: { 200: ChatResponseSchema } },
    },
    async (request) =>
      answerGuest(request.body.message, {
        db: app.db,
        now: app.now(),
        llm: app.config.llm,
        log: request.log,
      }),
  );

  app.post(
    '/chatbot/feedback',
    {
      config: { rateLimit: rateLimit(chatFeedbackRateLimit) },
      schema: { body: ChatFeedbackSchema, response: { 201: ChatFeedbackResponseSchema } },
    },
    async (request, reply) => {
      const [stored] = await app.db
        .insert(chatFeedback)
        .values({
          messageText: request.body.messageText,
          helpful: request.body.helpful,
          question: request.body.question,
        })
        .returning({ id: chatFeedback.id });
      if (!stored) throw new Error('The chat feedback was not stored');
      return reply.code(201).send({ id: stored.id });
    },
  );
};

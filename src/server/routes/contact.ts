import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactRequestSchema, ContactResponseSchema } from '../../shared/contract/contact';
import { recordContactMessage } from '../services/contact/record-contact-message';

/** Messages one client address may send per window: plenty for a guest, little for a spammer. */
export const contactRateLimit = { max: 5, timeWindowMs: 10 * 60 * 1000 } as const;

export const contactSuccessMessage = "Thank you for your message! We'll get back to you soon.";

function tooManyMessages(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many messages sent from this connection. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** `POST /api/contact`: stores a guest's message and their lead. Logs no personal data. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: {
        rateLimit: {
          max: contactRateLimit.max,
          timeWindow: contactRateLimit.timeWindowMs,
          errorResponseBuilder: (_request, context) => ({
            statusCode: context.statusCode,
            message: tooManyMessages(context.ttl),
          }),
        },
      },
      schema: {
        body: ContactRequestSchema,
        response: { 201: ContactResponseSchema },
      },
    },
    async (request, reply) => {
      const { messageId } = await recordContactMessage(app.db, request.body, app.outboxSettings);
      return reply.code(201).send({ id: messageId, message: contactSuccessMessage });
    },
  );
};

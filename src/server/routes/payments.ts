import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { CreatePaymentIntentSchema, TestCardConfirmSchema } from '../../shared/contract/payment';
import { bookings } from '../db/schema';
import { RequestError } from '../plugins/errors';
import {
  applyIntentUpdate,
  holdEndedMessage,
  paymentContextOf,
  preparePayment,
  type PaymentContext,
} from '../services/payments/payment-service';
import type { PaymentProvider } from '../services/payments/provider';
import { StripePaymentProvider } from '../services/payments/stripe-provider';
import { TestPaymentProvider } from '../services/payments/test-provider';
import { paymentWebhookEvents } from '../db/schema';

const cardFieldPaths = { number: 'card.number', expiry: 'card.expMonth', cvc: 'card.cvc' } as const;

/** Card authorization for a booking request (spec section 7, ARCHITECTURE section 5). */
export const paymentRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  const context: PaymentContext = { ...paymentContextOf(app), provider };

  app.get('/payments/config', async () => ({
    provider: provider.name,
    publishableKey: provider.publishableKey,
  }));

  app.post(
    '/create-payment-intent',
    {
      schema: { body: CreatePaymentIntentSchema },
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
    },
    async (request) =>
      preparePayment(context, request.body.bookingId, request.body.bookingReference),
  );

  if (provider instanceof TestPaymentProvider) {
    app.post(
      '/payments/test/confirm',
      {
        schema: { body: TestCardConfirmSchema },
        config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        const { paymentIntentId, card } = request.body;
        const [booking] = await app.db
          .select({
            status: bookings.status,
            holdExpiresAt: bookings.holdExpiresAt,
            paymentStatus: bookings.stripePaymentStatus,
          })
          .from(bookings)
          .where(eq(bookings.stripePaymentIntentId, paymentIntentId));
        if (!booking) throw new RequestError(404, 'No such payment intent.');
        const authorized = booking.paymentStatus === 'requires_capture';
        const holdEnded = !booking.holdExpiresAt || booking.holdExpiresAt <= app.now();
        if (booking.status !== 'pending' || (!authorized && holdEnded)) {
          throw new RequestError(409, holdEndedMessage);
        }

        const result = await provider.confirmWithCard(paymentIntentId, card);
        if (!result.ok) {
          if (result.declined) throw new RequestError(402, result.message);
          throw new RequestError(400, result.message, {
            [cardFieldPaths[result.field]]: result.message,
          });
        }
        const { released } = await applyIntentUpdate(context, result.intent);
        if (released) throw new RequestError(409, holdEndedMessage);
        return reply.send({ paymentIntentId: result.intent.id, status: result.intent.status });
      },
    );
  }

  if (provider instanceof StripePaymentProvider) {
    await app.register(async (webhook) => {
      // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
      webhook.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer' },
        (_request, body, done) => done(null, body),
      );
      webhook.post('/payments/webhook', async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new RequestError(400, 'Missing Stripe-Signature header or body.');
        }
        let event;
        try {
          event = provider.verifyWebhook(request.body, signature, app.now());
        } catch {
          throw new RequestError(400, 'The webhook signature is not valid.');
        }
        const paymentIntentId = paymentIntentOf(event);
        if (!paymentIntentId) return reply.send({ received: true, ignored: true });

        // Re-read the intent: events can arrive late, twice or out of order; its state cannot.
        const intent = await provider.retrieveIntent(paymentIntentId);
        const [fresh] = await app.db
          .insert(paymentWebhookEvents)
          .values({ eventId: event.id, type: event.type, paymentIntentId })
          .onConflictDoNothing()
          .returning({ eventId: paymentWebhookEvents.eventId });
        if (!fresh) return reply.send({ received: true, duplicate: true });
        try {
          await applyIntentUpdate(context, intent);
        } catch (error) {
          // Forget the event so Stripe's retry is applied.
          await app.db
            .delete(paymentWebhookEvents)
            .where(eq(paymentWebhookEvents.eventId, event.id));
          throw error;
        }
        return reply.send({ received: true });
      });
    });
  }
};

const handledEvents = new Set([
  'payment_intent.amount_capturable_updated',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.succeeded',
  'charge.expired',
]);

/** The payment intent a handled event is about. */
function paymentIntentOf(event: { type: string; data: { object: unknown } }): string | null {
  if (!handledEvents.has(event.type)) return null;
  const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  if (object.object === 'payment_intent') return object.id ?? null;
  const intent = object.payment_intent;
  if (typeof intent === 'string') return intent;
  if (intent && typeof intent === 'object' && 'id' in intent) return String(intent.id);
  return null;
}

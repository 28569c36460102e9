import Stripe from 'stripe';
import {
  PaymentError,
  providerUnavailableMessage,
  type CreateIntentInput,
  type PaymentIntentView,
  type PaymentProvider,
} from './provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API endpoint (a local stand-in in tests); Stripe's own by default. */
  apiUrl?: string;
  /** Retries of a failed call (Stripe's SDK retries safely with idempotency keys). */
  maxNetworkRetries?: number;
}

/** Seconds a webhook signature stays acceptable: Stripe's recommended tolerance. */
export const webhookToleranceSeconds = 300;

function endpointOptions(apiUrl: string | undefined): Partial<Stripe.StripeConfig> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function captureBefore(intent: Stripe.PaymentIntent): Date | null {
  const charge = intent.latest_charge;
  const seconds =
    charge && typeof charge === 'object'
      ? charge.payment_method_details?.card?.capture_before
      : undefined;
  return seconds ? new Date(seconds * 1000) : null;
}

function view(intent: Stripe.PaymentIntent): PaymentIntentView {
  const bookingId = Number(intent.metadata?.bookingId);
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    // A status added by a later API version is recorded as it is.
    status: intent.status as PaymentIntentView['status'],
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received,
    captureBefore: captureBefore(intent),
    bookingId: Number.isInteger(bookingId) && bookingId > 0 ? bookingId : null,
  };
}

/** Stripe's errors in the words the guest or staff member needs. */
function translate(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error.statusCode ?? 0) >= 500
    ) {
      throw new PaymentError(503, providerUnavailableMessage, true);
    }
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new PaymentError(402, error.message || 'Your card was declined.');
    }
    if (error.code === 'payment_intent_unexpected_state') {
      throw new PaymentError(
        409,
        error.message || 'This payment cannot be changed in its current state.',
      );
    }
    if (error.statusCode === 404) throw new PaymentError(404, 'No such payment intent.');
  }
  throw error;
}

/** Stripe with manual capture: the card is authorized now and charged on approval. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      timeout: 10_000,
      ...endpointOptions(settings.apiUrl),
    });
  }

  async createIntent(input: CreateIntentInput, idempotencyKey: string) {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          capture_method: 'manual',
          automatic_payment_methods: { enabled: true },
          description: input.description,
          metadata: {
            bookingId: String(input.bookingId),
            bookingReference: input.bookingReference,
          },
          expand: ['latest_charge'],
        },
        { idempotencyKey },
      );
      return view(intent);
    } catch (error) {
      return translate(error);
    }
  }

  async retrieveIntent(id: string) {
    try {
      return view(await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    } catch (error) {
      return translate(error);
    }
  }

  async captureIntent(id: string, idempotencyKey: string) {
    try {
      return view(
        await this.stripe.paymentIntents.capture(
          id,
          { expand: ['latest_charge'] },
          { idempotencyKey },
        ),
      );
    } catch (error) {
      return translate(error);
    }
  }

  async cancelIntent(id: string, idempotencyKey: string) {
    try {
      return view(
        await this.stripe.paymentIntents.cancel(
          id,
          { expand: ['latest_charge'] },
          { idempotencyKey },
        ),
      );
    } catch (error) {
      return translate(error);
    }
  }

  /** Checks a webhook's signature and age on its raw body; throws when either is wrong. */
  verifyWebhook(rawBody: Buffer, signature: string, now: Date): Stripe.Event {
    return this.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.webhookSecret,
      webhookToleranceSeconds,
      undefined,
      // Milliseconds, despite the name's neighbours being seconds.
      now.getTime(),
    );
  }
}

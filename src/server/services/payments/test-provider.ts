import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testPaymentIntents } from '../../db/schema';
import {
  PaymentError,
  type CreateIntentInput,
  type PaymentIntentStatus,
  type PaymentIntentView,
  type PaymentProvider,
} from './provider';
import { checkTestCard, type TestCard } from './test-cards';

/** Like Stripe's test mode: an uncaptured card authorization lapses after 7 days. */
export const testAuthorizationDays = 7;

type IntentRow = typeof testPaymentIntents.$inferSelect;

function view(row: IntentRow): PaymentIntentView {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as PaymentIntentStatus,
    amountCents: row.amountCents,
    amountReceivedCents: row.status === 'succeeded' ? row.amountCents : 0,
    captureBefore: row.captureBefore,
    bookingId: row.bookingId,
  };
}

export type TestConfirmResult =
  | { ok: true; intent: PaymentIntentView }
  | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string; declined: boolean };

/**
 * The built-in card processor for demos and tests: Stripe's PaymentIntent states and public
 * test card numbers, no network, nothing charged. Intents live in the database.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private async row(id: string): Promise<IntentRow> {
    const [row] = await this.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, id));
    if (!row) throw new PaymentError(404, 'No such payment intent.');
    return row;
  }

  private async setStatus(id: string, status: PaymentIntentStatus, extra: Partial<IntentRow> = {}) {
    const [row] = await this.db
      .update(testPaymentIntents)
      .set({ status, updatedAt: this.now(), ...extra })
      .where(eq(testPaymentIntents.id, id))
      .returning();
    if (!row) throw new PaymentError(404, 'No such payment intent.');
    return row;
  }

  async createIntent(input: CreateIntentInput, idempotencyKey: string) {
    // The id derives from the idempotency key, so a retried create finds the first intent.
    const id = `pi_test_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    await this.db
      .insert(testPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        bookingId: input.bookingId,
        amountCents: input.amountCents,
        status: 'requires_payment_method',
      })
      .onConflictDoNothing();
    return view(await this.row(id));
  }

  async retrieveIntent(id: string) {
    const row = await this.row(id);
    // An authorization not captured in time lapses, as at Stripe.
    if (row.status === 'requires_capture' && row.captureBefore && row.captureBefore <= this.now()) {
      return view(await this.setStatus(id, 'canceled', { lastError: 'Authorization expired.' }));
    }
    return view(row);
  }

  /** The card form's confirm: authorizes (`requires_capture`) or declines like Stripe's cards. */
  async confirmWithCard(id: string, card: TestCard): Promise<TestConfirmResult> {
    const row = await this.row(id);
    if (row.status === 'requires_capture' || row.status === 'succeeded') {
      return { ok: true, intent: view(row) };
    }
    if (row.status !== 'requires_payment_method') {
      throw new PaymentError(409, 'This payment can no longer be confirmed.');
    }
    const outcome = checkTestCard(card, this.now());
    if (!outcome.ok) {
      await this.setStatus(id, 'requires_payment_method', { lastError: outcome.message });
      return outcome;
    }
    const captureBefore = new Date(this.now().getTime() + testAuthorizationDays * 86_400_000);
    const authorized = await this.setStatus(id, 'requires_capture', {
      captureBefore,
      lastError: null,
    });
    return { ok: true, intent: view(authorized) };
  }

  async captureIntent(id: string) {
    const current = await this.retrieveIntent(id);
    if (current.status === 'succeeded') return current;
    if (current.status !== 'requires_capture') {
      throw new PaymentError(
        409,
        current.status === 'canceled'
          ? 'The card authorization has expired or was released; it can no longer be captured.'
          : 'This payment has not been authorized yet.',
      );
    }
    return view(await this.setStatus(id, 'succeeded'));
  }

  async cancelIntent(id: string) {
    const current = await this.retrieveIntent(id);
    if (current.status === 'canceled') return current;
    if (current.status === 'succeeded') {
      throw new PaymentError(409, 'This payment was already captured; refund it instead.');
    }
    return view(await this.setStatus(id, 'canceled'));
  }
}

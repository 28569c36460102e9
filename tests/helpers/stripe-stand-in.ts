import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's API the app uses (PaymentIntents with manual
 * capture), so the real `stripe` SDK can be tested offline. Tests drive the guest's side
 * (`authorize`) and faults (`down`) directly.
 */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
  latest_charge: null | {
    id: string;
    object: 'charge';
    payment_method_details: { card: { capture_before: number } };
  };
}

export interface StripeStandIn {
  url: string;
  intents: Map<string, StandInIntent>;
  /** Requests seen, as `METHOD /path`. */
  requests: string[];
  /** While true every call answers 500, as during a provider outage. */
  down: boolean;
  /** The guest confirms a card: the intent becomes `requires_capture`. */
  authorize(id: string, captureBefore: Date): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(new URLSearchParams(text)));
    request.on('error', reject);
  });
}

function stripeError(status: number, code: string, message: string) {
  return { status, body: { error: { type: 'invalid_request_error', code, message } } };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let sequence = 0;

  function expand(intent: StandInIntent, params: URLSearchParams) {
    const expanded = [...params.entries()].some(
      ([key, value]) => key.startsWith('expand') && value === 'latest_charge',
    );
    return expanded ? intent : { ...intent, latest_charge: intent.latest_charge?.id ?? null };
  }

  async function handle(method: string, path: string, params: URLSearchParams) {
    const match = path.match(/^\/v1\/payment_intents(?:\/(\w+))?(?:\/(capture|cancel))?$/);
    if (!match) return stripeError(404, 'resource_missing', `Unrecognized request URL (${path})`);
    const [, id, action] = match;

    if (method === 'POST' && !id) {
      const metadata: Record<string, string> = {};
      for (const [key, value] of params) {
        const field = key.match(/^metadata\[(\w+)\]$/);
        if (field?.[1]) metadata[field[1]] = value;
      }
      const intentId = `pi_standin_${++sequence}`;
      const intent: StandInIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(params.get('amount')),
        amount_received: 0,
        currency: params.get('currency') ?? 'usd',
        capture_method: params.get('capture_method') ?? 'automatic',
        client_secret: `${intentId}_secret_standin`,
        status: 'requires_payment_method',
        metadata,
        latest_charge: null,
      };
      intents.set(intentId, intent);
      return { status: 200, body: expand(intent, params) };
    }

    const intent = id ? intents.get(id) : undefined;
    if (!intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${id}'`);
    if (method === 'GET' && !action) return { status: 200, body: expand(intent, params) };
    if (method === 'POST' && action === 'capture') {
      if (intent.status !== 'requires_capture') {
        return stripeError(
          400,
          'payment_intent_unexpected_state',
          `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        );
      }
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return { status: 200, body: expand(intent, params) };
    }
    if (method === 'POST' && action === 'cancel') {
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return stripeError(
          400,
          'payment_intent_unexpected_state',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        );
      }
      intent.status = 'canceled';
      return { status: 200, body: expand(intent, params) };
    }
    return stripeError(404, 'resource_missing', `Unrecognized request URL (${method} ${path})`);
  }

  const standIn: StripeStandIn = {
    url: '',
    intents,
    requests: [],
    down: false,
    authorize(id, captureBefore) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'requires_capture';
      intent.latest_charge = {
        id: `ch_${id}`,
        object: 'charge',
        payment_method_details: {
          card: { capture_before: Math.floor(captureBefore.getTime() / 1000) },
        },
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const params = request.method === 'GET' ? url.searchParams : await readBody(request);
    standIn.requests.push(`${request.method} ${url.pathname}`);
    let result: { status: number; body: unknown };
    if (standIn.down) {
      result = { status: 500, body: { error: { type: 'api_error', message: 'Stand-in is down' } } };
    } else {
      const key = request.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' ? `${url.pathname} ${key}` : undefined;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      result = cached ?? (await handle(request.method ?? 'GET', url.pathname, params));
      if (cacheKey && !cached) idempotent.set(cacheKey, result);
    }
    response.writeHead(result.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

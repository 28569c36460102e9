import path from 'node:path';
import { z } from 'zod';
import { property } from '../../shared/content/property';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
      .optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(logLevels).optional(),
    SERVE_CLIENT: z.enum(['true', 'false']).default('true'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /** Minutes between two imports of each channel calendar (Airbnb, VRBO ... iCal feeds). */
    ICAL_IMPORT_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** How long one feed may take to answer in full. */
    ICAL_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** The largest feed accepted; a channel's calendar is a few kilobytes. */
    ICAL_IMPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(2 * 1024 * 1024),
    PAYMENT_PROVIDER: z.enum(['stripe', 'test']).optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_/, 'must be a Stripe publishable key (pk_...)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must be a webhook signing secret (whsec_...)')
      .optional(),
    /** Another Stripe API endpoint, e.g. a local stand-in; the SDK's default otherwise. */
    STRIPE_API_URL: z.url().optional(),
    /** An OpenAI-compatible API (e.g. https://api.openai.com/v1) for the concierge's LLM mode. */
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** How long the concierge waits for the LLM before it answers on its own. */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
    /** smtp://user:pass@host:587 or smtps://…:465; without it e-mails stay unsent in the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    /** Comma-separated staff addresses for new requests and messages; all active admins otherwise. */
    STAFF_NOTIFY_EMAILS: z
      .string()
      .refine(
        (value) => value.split(',').every((address) => z.email().safeParse(address.trim()).success),
        'must be a comma-separated list of e-mail addresses',
      )
      .optional(),
  })
  .superRefine((env, ctx) => {
    const provider = chosenPaymentProvider(env);
    if (provider === 'stripe') {
      for (const name of [
        'STRIPE_SECRET_KEY',
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_WEBHOOK_SECRET',
      ] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required for Stripe payments',
          });
      }
    }
    if (env.NODE_ENV === 'production' && !provider) {
      // Guests must never believe they paid when no real provider is behind the form.
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'is required in production (or set PAYMENT_PROVIDER=test to take test payments on purpose)',
      });
    }
    if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_API_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.LLM_BASE_URL ? 'LLM_API_KEY' : 'LLM_BASE_URL'],
        message:
          'is required for the concierge LLM mode (set LLM_BASE_URL and LLM_API_KEY together)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production (a random string of at least 32 characters)',
      });
    }
  });

type Env = z.infer<typeof EnvSchema>;

/** Stripe when asked for or when its key is set; otherwise none (test mode outside production). */
function chosenPaymentProvider(env: Pick<Env, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY'>) {
  return env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : undefined);
}

function paymentsConfig(env: Env): PaymentsConfig {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env;
  if (chosenPaymentProvider(env) !== 'stripe') return { provider: 'test' };
  // The schema has already required all three; this narrows their types.
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Stripe payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  return {
    provider: 'stripe',
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL,
  };
}

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  publicUrl: string;
  logLevel: (typeof logLevels)[number];
  /** Demo mode seeds a demo staff account; never on in production. */
  demoMode: boolean;
  /** Serve the built site; off in development, where Vite serves it. */
  serveClient: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits use it). */
  trustProxy: boolean;
  payments: PaymentsConfig;
  /** Per-client request limits on login, contact, chat and booking calls; off only for benchmarks. */
  rateLimits: boolean;
  /** The concierge's optional LLM mode; undefined runs the built-in concierge alone. */
  llm: LlmConfig | undefined;
  mail: MailConfig;
  calendarSync: CalendarSyncConfig;
}

export interface CalendarSyncConfig {
  importIntervalMinutes: number;
  fetchTimeoutMs: number;
  maxFeedBytes: number;
  /** Redirects followed per fetch: channels move feeds, but a loop must end. */
  maxRedirects: number;
}

export interface MailConfig {
  /** Undefined: messages are kept in the outbox, marked unsent, readable in the dashboard. */
  smtpUrl: string | undefined;
  from: string;
  /** Undefined: every active admin account's address. */
  staffRecipients: string[] | undefined;
}

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export type PaymentsConfig =
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      apiUrl: string | undefined;
    };

/** A development-only secret; production refuses to start without SESSION_SECRET. */
const developmentSessionSecret = 'development-only-session-secret-not-for-production';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once, naming every missing or bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    // `memory://` gives a throwaway in-memory database (used by the browser tests).
    dataDir: env.DATA_DIR.startsWith('memory://') ? env.DATA_DIR : path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET ?? developmentSessionSecret,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    demoMode: !isProduction,
    serveClient: env.SERVE_CLIENT === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    payments: paymentsConfig(env),
    rateLimits: env.RATE_LIMITS === 'on',
    llm:
      env.LLM_BASE_URL && env.LLM_API_KEY
        ? {
            baseUrl: env.LLM_BASE_URL.replace(/\/$/, ''),
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODEL,
            timeoutMs: env.LLM_TIMEOUT_MS,
          }
        : undefined,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `"${property.name}" <${property.contact.email}>`,
      staffRecipients: env.STAFF_NOTIFY_EMAILS?.split(',').map((address) => address.trim()),
    },
    calendarSync: {
      importIntervalMinutes: env.ICAL_IMPORT_INTERVAL_MINUTES,
      fetchTimeoutMs: env.ICAL_IMPORT_TIMEOUT_MS,
      maxFeedBytes: env.ICAL_IMPORT_MAX_BYTES,
      maxRedirects: 3,
    },
  };
}

import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config/env';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { seedDatabase, type SeedResult } from './db/seed';
import { errorHandling, sendApiNotFound } from './plugins/errors';
import { security } from './plugins/security';
import { webClient } from './plugins/web-client';
import { adminRoutes } from './routes/admin';
import { bookingRoutes } from './routes/bookings';
import { calendarRoutes } from './routes/calendar';
import { chatbotRoutes } from './routes/chatbot';
import { contactRoutes } from './routes/contact';
import { healthRoutes } from './routes/health';
import { paymentRoutes } from './routes/payments';
import { seoRoutes } from './routes/seo';
import { startHoldSweeper } from './services/bookings/holds';
import { smtpTransport, type MailTransport } from './services/mail/delivery';
import type { OutboxSettings } from './services/mail/outbox';
import { startOutboxWorker, type OutboxWorker } from './services/mail/worker';
import { startCalendarImports } from './services/calendar/import-feeds';
import { createPaymentProvider } from './services/payments/create-provider';
import { defaultPaymentTimeoutMs, withPaymentDeadline } from './services/payments/deadline';
import type { PaymentProvider } from './services/payments/provider';

/** The public body limit: every form the site sends fits easily. */
export const bodyLimit = 100 * 1024;

export interface BuildAppOptions {
  config?: Config;
  /** An open database; the app migrates and seeds it and closes it on `app.close()`. */
  database?: DatabaseHandle;
  /** Directory of the built site; leave undefined to serve the API only. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The clock, injectable so tests can move time (payment holds, sessions). */
  now?: () => Date;
  /** The card processor; by default the one the config chooses (Stripe or the test provider). */
  paymentProvider?: PaymentProvider;
  /** How long a call to the card processor may take before it is answered as retryable. */
  paymentTimeoutMs?: number;
  /** Sweep expired payment holds every minute (on by default; tests sweep by hand). */
  sweepHolds?: boolean;
  /**
   * What carries e-mail out; by default SMTP at `SMTP_URL`, or none (messages are kept unsent).
   * `null` forces none.
   */
  mailTransport?: MailTransport | null;
  /** Deliver the e-mail outbox every few seconds (on by default; tests deliver by hand). */
  deliverMail?: boolean;
  /** Import channel calendars when due, checked every minute (on by default; tests import by hand). */
  importCalendars?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    now: () => Date;
    seedResult: SeedResult;
    paymentProvider: PaymentProvider;
    outboxSettings: OutboxSettings;
    mailTransport: MailTransport | undefined;
    /** The running e-mail worker; undefined when delivery is off. */
    outboxWorker: OutboxWorker | undefined;
  }
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Cookies and credentials never reach the logs.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(process.stdout.isTTY && !config.isProduction
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
      (error) => app.log.error({ err: error }, 'database pool error'),
    ));
  app.addHook('onClose', () => database.close());
  await database.migrate();
  const seedResult = await seedDatabase(database.db, { demoMode: config.demoMode });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('seedResult', seedResult);
  const paymentProvider = withPaymentDeadline(
    options.paymentProvider ?? createPaymentProvider(config.payments, database.db, app.now),
    options.paymentTimeoutMs ?? defaultPaymentTimeoutMs,
  );
  app.decorate('paymentProvider', paymentProvider);
  app.decorate('outboxSettings', {
    publicUrl: config.publicUrl,
    staffRecipients: config.mail.staffRecipients,
  } satisfies OutboxSettings);
  const mailTransport =
    options.mailTransport === undefined
      ? config.mail.smtpUrl
        ? smtpTransport(config.mail.smtpUrl)
        : undefined
      : (options.mailTransport ?? undefined);
  app.decorate('mailTransport', mailTransport);
  app.decorate(
    'outboxWorker',
    (options.deliverMail ?? true) ? startOutboxWorker(app, mailTransport) : undefined,
  );
  if (options.sweepHolds ?? true) startHoldSweeper(app);
  if (options.importCalendars ?? true) startCalendarImports(app);

  await app.register(errorHandling);
  await app.register(security, {
    isProduction: config.isProduction,
    cookieSecret: config.sessionSecret,
    allowStripe: config.payments.provider === 'stripe',
    rateLimits: config.rateLimits,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(bookingRoutes);
      await api.register(calendarRoutes);
      await api.register(paymentRoutes, { provider: paymentProvider });
      await api.register(contactRoutes);
      await api.register(chatbotRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes);

  if (options.clientDir) {
    await app.register(webClient, {
      clientDir: options.clientDir,
      isProduction: config.isProduction,
      allowStripe: config.payments.provider === 'stripe',
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api') || !isPage || !app.sendNotFoundPage) {
      return sendApiNotFound(reply);
    }
    return app.sendNotFoundPage(request, reply);
  });

  return app;
}

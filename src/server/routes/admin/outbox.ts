import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxSummary, retryOutboxMessage } from '../../services/admin/outbox';
import { IdParamsSchema } from './params';

/** The e-mails the site sends: every staff member reads them; administrators retry them. */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const smtpConfigured = () => app.mailTransport !== undefined;

  app.get('/outbox', async () => outboxSummary(app.db, smtpConfigured()));

  app.post(
    '/outbox/:id/retry',
    { schema: { params: IdParamsSchema }, config: { adminOnly: 'retry e-mails' } },
    async (request) => {
      const message = await retryOutboxMessage(
        app.db,
        request.params.id,
        smtpConfigured(),
        app.now(),
      );
      app.outboxWorker?.wake();
      return message;
    },
  );
};

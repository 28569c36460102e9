import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessageUpdateSchema } from '../../../shared/contract/admin';
import { conciergeFeedback } from '../../services/admin/concierge-feedback';
import { listLeads, markLeadContacted, overview } from '../../services/admin/leads';
import { listContactMessages, markContactMessage } from '../../services/admin/messages';
import { IdParamsSchema } from './params';

/** Leads, guests' contact messages, the concierge's ratings and the dashboard overview. */
export const adminLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/leads', async () => listLeads(app.db));

  app.post('/leads/:id/contacted', { schema: { params: IdParamsSchema } }, async (request) =>
    markLeadContacted(app.db, request.params.id, app.now()),
  );

  app.get('/messages', async () => listContactMessages(app.db));

  app.patch(
    '/messages/:id',
    { schema: { params: IdParamsSchema, body: ContactMessageUpdateSchema } },
    async (request) => markContactMessage(app.db, request.params.id, request.body.read, app.now()),
  );

  app.get('/concierge-feedback', async () => conciergeFeedback(app.db));

  app.get('/overview', async () => overview(app.db, app.now()));
};

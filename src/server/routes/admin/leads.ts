import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listLeads, markLeadContacted, overview } from '../../services/admin/leads';
import { IdParamsSchema } from './params';

/** Leads and the dashboard overview. */
export const adminLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/leads', async () => listLeads(app.db));

  app.post('/leads/:id/contacted', { schema: { params: IdParamsSchema } }, async (request) =>
    markLeadContacted(app.db, request.params.id, app.now()),
  );

  app.get('/overview', async () => overview(app.db));
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalendarExportScopeParamsSchema,
  CalendarFeedCreateSchema,
  CalendarMonthQuerySchema,
  ManualBlockCreateSchema,
} from '../../../shared/contract/calendar';
import { signedInStaff } from '../../plugins/session';
import { addManualBlocks, calendarMonth, removeManualBlock } from '../../services/calendar/blocks';
import { exportLinks, regenerateExportToken } from '../../services/calendar/export-feeds';
import { addFeed, importFeed, listFeeds, removeFeed } from '../../services/calendar/import-feeds';
import { IdParamsSchema } from './params';

const adminOnly = 'manage calendar sync';

/**
 * The staff calendar (every staff member: view, add and remove manual blocks) and channel sync
 * (administrators: import feeds, export addresses and their tokens).
 */
export const adminCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const importOptions = { now: app.now, limits: app.config.calendarSync };

  app.get('/calendar', { schema: { querystring: CalendarMonthQuerySchema } }, async (request) =>
    calendarMonth(app.db, request.query.month, app.now()),
  );

  app.post(
    '/calendar/blocks',
    { schema: { body: ManualBlockCreateSchema } },
    async (request, reply) => {
      const blocks = await addManualBlocks(app.db, request.body, {
        staffId: signedInStaff(request).id,
        now: app.now(),
      });
      return reply.code(201).send(blocks);
    },
  );

  app.delete(
    '/calendar/blocks/:id',
    { schema: { params: IdParamsSchema } },
    async (request, reply) => {
      await removeManualBlock(app.db, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get('/calendar-feeds', { config: { adminOnly } }, async () => listFeeds(app.db));

  app.post(
    '/calendar-feeds',
    { schema: { body: CalendarFeedCreateSchema }, config: { adminOnly } },
    async (request, reply) => {
      const feed = await addFeed(app.db, request.body, {
        staffId: signedInStaff(request).id,
        now: app.now(),
      });
      // The first import runs at once, so staff see straight away whether the address works.
      return reply.code(201).send(await importFeed(app.db, feed.id, importOptions));
    },
  );

  app.delete(
    '/calendar-feeds/:id',
    { schema: { params: IdParamsSchema }, config: { adminOnly } },
    async (request, reply) => {
      await removeFeed(app.db, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/calendar-feeds/:id/import',
    { schema: { params: IdParamsSchema }, config: { adminOnly } },
    async (request) => importFeed(app.db, request.params.id, importOptions),
  );

  app.get('/calendar-export', { config: { adminOnly } }, async () =>
    exportLinks(app.db, app.config.publicUrl),
  );

  app.post(
    '/calendar-export/:scope/token',
    { schema: { params: CalendarExportScopeParamsSchema }, config: { adminOnly } },
    async (request) =>
      regenerateExportToken(app.db, request.params.scope, {
        publicUrl: app.config.publicUrl,
        now: app.now(),
      }),
  );
};

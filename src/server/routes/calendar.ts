import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarExportScopes } from '../../shared/contract/calendar';
import { sendApiNotFound } from '../plugins/errors';
import { etagOf, exportCalendar, isExportToken } from '../services/calendar/export-feeds';
import { requestWithoutQuery } from './log-serializers';

/** Channels poll often; five minutes of caching keeps that cheap, the ETag keeps it exact. */
const exportCacheControl = 'private, max-age=300';

/**
 * `GET /api/calendar/{villa-slug | complex}.ics?token=...`: the export feeds channels import.
 * An unknown feed or a wrong token answers 404, so a guessed address reveals nothing.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar/:file',
    {
      schema: {
        params: z.object({ file: z.string().max(40) }),
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
      logSerializers: { req: requestWithoutQuery },
    },
    async (request, reply) => {
      const { file } = request.params;
      const { token } = request.query;
      const scope = calendarExportScopes.find((candidate) => file === `${candidate}.ics`);
      if (!scope || !token || !(await isExportToken(app.db, scope, token))) {
        return sendApiNotFound(reply);
      }
      const text = await exportCalendar(app.db, scope, {
        now: app.now(),
        publicUrl: app.config.publicUrl,
      });
      const etag = etagOf(text);
      reply.header('cache-control', exportCacheControl).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="${scope}.ics"`)
        .send(text);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoteUpdateSchema } from '../../../shared/contract/admin';
import { signedInStaff } from '../../plugins/session';
import { resolveNote } from '../../services/admin/notes';
import { IdParamsSchema } from './params';

/** Resolving booking notes (their list and creation sit with the bookings). */
export const adminNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/notes/:id',
    { schema: { params: IdParamsSchema, body: NoteUpdateSchema } },
    async (request) =>
      resolveNote(app.db, request.params.id, request.body.resolved, {
        adminId: signedInStaff(request).id,
        now: app.now(),
      }),
  );
};

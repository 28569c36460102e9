import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffUserUpdateSchema } from '../../../shared/contract/admin';
import { signedInStaff } from '../../plugins/session';
import { listStaffUsers, updateStaffUser } from '../../services/admin/staff-users';
import { IdParamsSchema } from './params';

const adminOnly = 'manage staff accounts';

/** Staff accounts: administrators only. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users', { config: { adminOnly } }, async () => listStaffUsers(app.db));

  app.patch(
    '/users/:id',
    { schema: { params: IdParamsSchema, body: StaffUserUpdateSchema }, config: { adminOnly } },
    async (request) =>
      updateStaffUser(app.db, request.params.id, request.body, signedInStaff(request).id),
  );
};

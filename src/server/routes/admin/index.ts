import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { staffSession } from '../../plugins/session';
import { adminAuthRoutes } from './auth';
import { adminBookingRoutes } from './bookings';
import { adminLeadRoutes } from './leads';
import { adminNoteRoutes } from './notes';
import { adminOutboxRoutes } from './outbox';
import { adminUserRoutes } from './users';

/** Request log lines without the query string: a booking search carries guests' names. */
function requestWithoutQuery(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The staff API under `/api/admin`: every route behind the staff session hook. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(staffSession, {
    publicUrl: app.config.publicUrl,
    isProduction: app.config.isProduction,
  });
  app.addHook('onRoute', (route) => {
    route.logSerializers = { ...route.logSerializers, req: requestWithoutQuery };
  });
  await app.register(adminAuthRoutes);
  await app.register(adminBookingRoutes);
  await app.register(adminNoteRoutes);
  await app.register(adminLeadRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminOutboxRoutes);
};

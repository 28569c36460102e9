import type { FastifyPluginAsync } from 'fastify';
import { staffSession } from '../../plugins/session';
import { requestWithoutQuery } from '../log-serializers';
import { adminAuthRoutes } from './auth';
import { adminBookingRoutes } from './bookings';
import { adminCalendarRoutes } from './calendar';
import { adminLeadRoutes } from './leads';
import { adminNoteRoutes } from './notes';
import { adminOutboxRoutes } from './outbox';
import { adminUserRoutes } from './users';

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
  await app.register(adminCalendarRoutes);
};

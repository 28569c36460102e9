import type { FastifyPluginAsync } from 'fastify';
import { staffSession } from '../../plugins/session';
import { adminAuthRoutes } from './auth';

/** The staff API under `/api/admin`: every route behind the staff session hook. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(staffSession, {
    publicUrl: app.config.publicUrl,
    isProduction: app.config.isProduction,
  });
  await app.register(adminAuthRoutes);
};

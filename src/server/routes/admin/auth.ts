import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginSchema, RegisterSchema } from '../../../shared/contract/admin';
import { demoAdmin } from '../../db/seed';
import { adminUsers } from '../../db/schema';
import { RequestError } from '../../plugins/errors';
import { signedInStaff } from '../../plugins/session';
import { FailedLogins } from '../../services/auth/login-attempts';
import type { StaffMember } from '../../services/auth/sessions';
import {
  checkCredentials,
  pendingApprovalMessage,
  registerStaff,
  staffAccountView,
} from '../../services/auth/staff-accounts';

/** The admin object of spec section 3: who is signed in. */
function profile(member: StaffMember) {
  return {
    id: member.id,
    username: member.username,
    email: member.email,
    role: member.role,
    firstName: member.firstName,
    lastName: member.lastName,
    lastLogin: member.lastLogin,
  };
}

/** Staff registration, sign-in, sign-out and profile (spec sections 5, 7 and 8). */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const failedLogins = new FailedLogins(app.now);

  app.post(
    '/register',
    {
      schema: { body: RegisterSchema },
      config: { signedOut: true, rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const account = await registerStaff(app.db, request.body, {
        registeredBy: request.staff,
        now: app.now(),
      });
      const message = account.active
        ? 'Registration successful. You can now sign in.'
        : `Registration received. ${pendingApprovalMessage}`;
      return reply.code(201).send({ message, user: staffAccountView(account) });
    },
  );

  app.post(
    '/login',
    {
      schema: { body: LoginSchema },
      config: { signedOut: true, rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { username } = request.body;
      const wait = app.config.rateLimits ? failedLogins.waitFor(username) : 0;
      if (wait > 0) {
        throw new RequestError(
          429,
          `Too many failed sign-in attempts for this account. Please wait ${Math.ceil(wait / 60_000)} minutes and try again.`,
        );
      }
      let user;
      try {
        user = await checkCredentials(app.db, request.body);
      } catch (error) {
        if (error instanceof RequestError && error.statusCode === 401) {
          failedLogins.recordFailure(username);
        }
        throw error;
      }
      failedLogins.clear(username);

      const now = app.now();
      await app.db.update(adminUsers).set({ lastLogin: now }).where(eq(adminUsers.id, user.id));
      await reply.startStaffSession(user.id);
      return profile({ ...user, lastLogin: now });
    },
  );

  app.post('/logout', { config: { signedOut: true } }, async (_request, reply) => {
    await reply.endStaffSession();
    return { message: 'Signed out.' };
  });

  // The staff test page pre-fills its sign-in form with the demo account, in demo mode only.
  app.get('/demo-account', { config: { signedOut: true } }, async () => {
    if (!app.config.demoMode) throw new RequestError(404, 'There is no demo account here.');
    return { username: demoAdmin.username, password: demoAdmin.password };
  });

  app.get('/profile', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return profile(signedInStaff(request));
  });
};

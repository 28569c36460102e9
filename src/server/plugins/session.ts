import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createSession,
  deleteEndedSessions,
  deleteSession,
  findSessionMember,
  type StaffMember,
} from '../services/auth/sessions';
import { RequestError } from './errors';

export const sessionCookieName = 'staff_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, loaded by the session plugin; null when signed out. */
    staff: StaffMember | null;
  }
  interface FastifyContextConfig {
    /** Open to visitors who are not signed in (register, login, logout). */
    signedOut?: boolean;
    /** Administrators only; completes "Only administrators can ...". */
    adminOnly?: string;
  }
  interface FastifyReply {
    startStaffSession(userId: number): Promise<void>;
    endStaffSession(): Promise<void>;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from our own pages: its `Origin` (or, without one, its
 * `Referer`) must be the configured public address or the address the request was sent to.
 * SameSite=Lax already keeps the cookie off most cross-site requests; this closes the rest.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const header = request.headers.origin ?? request.headers.referer;
  const origin = originOf(header);
  if (!origin) return false;
  const allowed = [
    originOf(publicUrl),
    originOf(`http://${request.host}`),
    originOf(`https://${request.host}`),
  ];
  return allowed.includes(origin);
}

function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * Staff access for the `/api/admin` subtree it is registered in: one hook refuses cross-site
 * writes and non-JSON bodies, loads the session from its cookie and requires a signed-in staff
 * member (and an administrator where a route says so).
 */
export const staffSession = fp<{ publicUrl: string; isProduction: boolean }>(
  async (app, options) => {
    app.decorateRequest('staff', null);

    app.addHook('onRequest', async (request) => {
      if (unsafeMethods.has(request.method) && !isSameOrigin(request, options.publicUrl)) {
        throw new RequestError(403, 'Cross-site request refused');
      }
      if (hasBody(request) && !isJson(request)) {
        throw new RequestError(
          415,
          'Send the request body as JSON (Content-Type: application/json).',
        );
      }

      const token = request.cookies[sessionCookieName];
      if (token) request.staff = await findSessionMember(app.db, token, app.now());

      const { signedOut, adminOnly } = request.routeOptions.config;
      if (signedOut) return;
      if (!request.staff) throw new RequestError(401, 'Please sign in.');
      if (adminOnly && request.staff.role !== 'admin') {
        throw new RequestError(403, `Only administrators can ${adminOnly}.`);
      }
    });

    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: options.isProduction,
    } as const;

    /** Signs a staff member in with a new session; the one the request came with ends. */
    app.decorateReply('startStaffSession', async function (this: FastifyReply, userId: number) {
      const request = this.request;
      const previous = request.cookies[sessionCookieName];
      if (previous) await deleteSession(app.db, previous);
      await deleteEndedSessions(app.db, userId, app.now());
      const { token, maxAgeSeconds } = await createSession(app.db, userId, app.now());
      this.setCookie(sessionCookieName, token, { ...cookieOptions, maxAge: maxAgeSeconds });
    });

    /** Ends the request's session on the server and clears its cookie. */
    app.decorateReply('endStaffSession', async function (this: FastifyReply) {
      const token = this.request.cookies[sessionCookieName];
      if (token) await deleteSession(app.db, token);
      this.clearCookie(sessionCookieName, cookieOptions);
    });
  },
  { name: 'staff-session', dependencies: ['security'] },
);

/** The signed-in staff member of a guarded route (the hook has already refused everyone else). */
export function signedInStaff(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new RequestError(401, 'Please sign in.');
  return request.staff;
}

import type { FastifyInstance, InjectOptions } from 'fastify';
import { adminUsers } from '../../src/server/db/schema';
import { sessionCookieName } from '../../src/server/plugins/session';
import { hashPassword } from '../../src/server/services/auth/password';

/** The password of every account `createStaff` makes. */
export const staffPassword = 'correct-horse-battery';

// Real hashes are deliberately slow; these accounts get a cheap one, hashed once.
let passwordHash: Promise<string> | undefined;
const cheapCost = { N: 2 ** 10, r: 8, p: 1 };

/** Inserts a staff account directly (no registration rules); answers its row. */
export async function createStaff(
  app: FastifyInstance,
  account: { username: string; role?: 'admin' | 'manager' | 'staff'; active?: boolean },
) {
  passwordHash ??= hashPassword(staffPassword, cheapCost);
  const [row] = await app.db
    .insert(adminUsers)
    .values({
      username: account.username,
      email: `${account.username}@example.com`,
      passwordHash: await passwordHash,
      role: account.role ?? 'admin',
      active: account.active ?? true,
    })
    .returning();
  if (!row) throw new Error('staff insert returned no row');
  return row;
}

/** Headers of a request sent by the site's own pages. */
export function sameOrigin(app: FastifyInstance) {
  return { origin: app.config.publicUrl };
}

/** The session cookie an answer sets, as a `cookie` request header value. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((candidate) => candidate.name === sessionCookieName);
  if (!cookie) throw new Error('the answer set no session cookie');
  return `${sessionCookieName}=${cookie.value}`;
}

export function login(app: FastifyInstance, username: string, password = staffPassword) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: sameOrigin(app),
    payload: { username, password },
  });
}

/** Signs in; answers the cookie header for later requests. */
export async function signIn(app: FastifyInstance, username: string, password = staffPassword) {
  const response = await login(app, username, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return sessionCookie(response);
}

/** A same-origin `/api/admin` call, signed in with `cookie` when given. */
export function adminCall(
  app: FastifyInstance,
  cookie: string | undefined,
  method: InjectOptions['method'],
  path: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({
    method,
    url: `/api/admin${path}`,
    headers: { ...sameOrigin(app), ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

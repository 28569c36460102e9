import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../../db/seed';
import { adminUsers } from '../../db/schema';
import { buildTestApp } from '../../../../tests/helpers/app';
import { testClock } from '../../../../tests/helpers/bookings';
import {
  adminCall,
  createStaff,
  login,
  sameOrigin,
  sessionCookie,
  signIn,
  staffPassword,
} from '../../../../tests/helpers/staff';

const productionEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-test-session-secret-of-at-least-32-chars',
  PAYMENT_PROVIDER: 'test',
};

function register(app: FastifyInstance, body: Record<string, unknown>, cookie?: string) {
  return adminCall(app, cookie, 'POST', '/register', {
    password: staffPassword,
    email: `${String(body.username)}@example.com`,
    role: 'manager',
    ...body,
  });
}

describe('registration guard on an empty database (production, nothing seeded)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: productionEnv, sweepHolds: false });
  });
  afterAll(() => app.close());

  // Two registrations racing on the empty table: exactly one becomes the first admin.
  let firstAdmin: string;

  it('makes the very first account an active admin, whatever role it asked for', async () => {
    expect(app.seedResult.demoAdminCreated).toBe(false);
    const answers = await Promise.all([
      register(app, { username: 'owner', role: 'manager' }),
      register(app, { username: 'rival', role: 'manager' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const users = answers.map((answer) => answer.json().user);
    const admins = users.filter((user) => user.active);
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ role: 'admin', active: true });
    expect(users.find((user) => !user.active)).toMatchObject({ role: 'manager' });
    expect(users[0]).not.toHaveProperty('passwordHash');
    firstAdmin = admins[0].username;

    const signedIn = await login(app, firstAdmin);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: firstAdmin, role: 'admin' });
  });

  it('has no demo account to tell in production', async () => {
    const response = await adminCall(app, undefined, 'GET', '/demo-account');
    expect(response.statusCode).toBe(404);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ and Secure in production', async () => {
    const response = await login(app, firstAdmin);
    const cookie = response.cookies.find((candidate) => candidate.name === 'staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  });

  it('creates later anonymous registrations inactive, ignoring the fields a client may not set', async () => {
    const response = await register(app, {
      username: 'hopeful',
      role: 'admin',
      active: true,
      id: 999,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toContain('pending approval');
    expect(response.json().user).toMatchObject({
      username: 'hopeful',
      role: 'admin',
      active: false,
    });
    expect(response.json().user.id).not.toBe(999);

    const signedIn = await login(app, 'hopeful');
    expect(signedIn.statusCode).toBe(403);
    expect(signedIn.json()).toEqual({
      message: 'Your account is pending approval by an administrator.',
    });
    expect(signedIn.cookies).toHaveLength(0);
  });

  it('creates accounts registered by a signed-in admin active at once', async () => {
    const cookie = await signIn(app, firstAdmin);
    const response = await register(app, { username: 'colleague', role: 'manager' }, cookie);
    expect(response.json().user).toMatchObject({ role: 'manager', active: true });
    expect((await login(app, 'colleague')).statusCode).toBe(200);
  });

  it('refuses a role other than admin or manager', async () => {
    const response = await register(app, { username: 'someone', role: 'staff' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ role: 'Please select a role' });
  });

  it('answers 400 with the spec’s messages for a short username, short password or bad email', async () => {
    const response = await register(app, { username: 'ab', password: '123', email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
      email: 'Please enter a valid email',
    });
  });

  it('answers 409 for a username or email already registered, in any letter case', async () => {
    const sameName = await register(app, {
      username: firstAdmin.toUpperCase(),
      email: 'other@example.com',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('This username is already taken.');
    const sameEmail = await register(app, {
      username: 'another',
      email: `${firstAdmin.toUpperCase()}@Example.com`,
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('An account with this email already exists.');
  });
});

describe('sign-in and sessions', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false, env: { RATE_LIMITS: 'off' } });
    await createStaff(app, { username: 'maria', role: 'manager' });
  });
  afterAll(() => app.close());

  const profile = (cookie?: string) => adminCall(app, cookie, 'GET', '/profile');

  it('tells the staff test page the demo account, in demo mode', async () => {
    const response = await adminCall(app, undefined, 'GET', '/demo-account');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: demoAdmin.username, password: demoAdmin.password });
  });

  it('signs the demo admin in (demo mode) and answers the admin object', async () => {
    const response = await login(app, demoAdmin.username, demoAdmin.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      username: 'admin',
      email: 'admin@example.com',
      role: 'admin',
      firstName: 'Demo',
      lastName: 'Admin',
      lastLogin: clock.now().toISOString(),
    });
    const cookie = response.cookies.find((candidate) => candidate.name === 'staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
  });

  it('answers an unknown user and a wrong password with the same 401', async () => {
    const unknown = await login(app, 'nobody-here', 'whatever-password');
    const wrong = await login(app, 'maria', 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid username or password.' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('signs in whatever the letter case of the username and records the last login', async () => {
    const response = await login(app, 'MARIA');
    expect(response.statusCode).toBe(200);
    const [row] = await app.db.select().from(adminUsers).where(eq(adminUsers.username, 'maria'));
    expect(row?.lastLogin).toEqual(clock.now());
  });

  it('answers the profile only while signed in', async () => {
    const signedOut = await profile();
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Please sign in.' });
    expect((await profile('staff_session=made-up-token')).statusCode).toBe(401);

    const cookie = await signIn(app, 'maria');
    const signedIn = await profile(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: 'maria', role: 'manager' });
  });

  it('opens a new session at every sign-in and ends the one the browser came with', async () => {
    const first = await signIn(app, 'maria');
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { ...sameOrigin(app), cookie: first },
      payload: { username: 'maria', password: staffPassword },
    });
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(200);
  });

  it('signs out: the session ends on the server and the cookie is cleared', async () => {
    const cookie = await signIn(app, 'maria');
    const response = await adminCall(app, cookie, 'POST', '/logout');
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((candidate) => candidate.name === 'staff_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('ends a session after 8 idle hours, and keeps an active one going', async () => {
    const idle = await signIn(app, 'maria');
    const active = await signIn(app, 'maria');
    clock.advanceMinutes(7 * 60);
    expect((await profile(active)).statusCode).toBe(200);
    clock.advanceMinutes(60);
    expect((await profile(idle)).statusCode).toBe(401);
    expect((await profile(active)).statusCode).toBe(200);
  });

  it('ends every session 7 days after sign-in, however active', async () => {
    const cookie = await signIn(app, 'maria');
    for (let hour = 0; hour < 7 * 24 - 6; hour += 6) {
      clock.advanceMinutes(6 * 60);
      expect((await profile(cookie)).statusCode).toBe(200);
    }
    clock.advanceMinutes(6 * 60);
    expect((await profile(cookie)).statusCode).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false });
    await createStaff(app, { username: 'target' });
  });
  afterAll(() => app.close());

  const attempt = (username: string, password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: sameOrigin(app),
      remoteAddress,
      payload: { username, password },
    });

  it('holds a username back for 15 minutes after 5 failed attempts, from any address', async () => {
    for (let failure = 1; failure <= 5; failure++) {
      const response = await attempt('target', 'wrong-password', `10.0.1.${failure}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attempt('Target', staffPassword, '10.0.1.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
    );

    clock.advanceMinutes(15);
    expect((await attempt('target', staffPassword, '10.0.1.98')).statusCode).toBe(200);
  });

  it('allows 10 sign-in calls per 15 minutes from one address', async () => {
    for (let call = 1; call <= 10; call++) {
      expect((await attempt('target', staffPassword, '10.0.2.1')).statusCode).toBe(200);
    }
    const blocked = await attempt('target', staffPassword, '10.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    expect((await attempt('target', staffPassword, '10.0.2.2')).statusCode).toBe(200);
  });
});

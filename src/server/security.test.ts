import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../tests/helpers/app';
import { bookingBody, postBooking, testClock } from '../../tests/helpers/bookings';
import {
  databaseFingerprint,
  isStateChanging,
  routeTable,
  type RouteEntry,
} from '../../tests/helpers/routes';
import { createStaff, sameOrigin, signIn, staffPassword } from '../../tests/helpers/staff';
import { sessionCookieName } from './plugins/session';

const productionEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
  PAYMENT_PROVIDER: 'test',
  PUBLIC_URL: 'https://villas.example',
};

/** A body each state-changing route could take, as a cross-site form would try to send it. */
function formBody(route: RouteEntry): string {
  if (route.url === '/api/bookings') return new URLSearchParams(bookingBody() as never).toString();
  return 'approved=true&status=confirmed&role=admin&active=true&note=pwned';
}

/*
 * Two apps serving a small stand-in for the built site: `app` in production mode with rate limits
 * off (most checks), and `development` as on a laptop, rate limits on (brute force, and the
 * headers and cookie flags that differ outside production).
 */
const clock = testClock();
const developmentClock = testClock();
let app: FastifyInstance;
let development: FastifyInstance;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'villas-security-'));
  const page = '<!DOCTYPE html><html><head><title>Villas</title></head><body></body></html>';
  await writeFile(path.join(clientDir, 'index.html'), page);
  await writeFile(path.join(clientDir, '__spa-fallback.html'), page);
  [app, development] = await Promise.all([
    buildTestApp({
      clientDir,
      now: clock.now,
      sweepHolds: false,
      env: { ...productionEnv, RATE_LIMITS: 'off' },
    }),
    buildTestApp({ clientDir, now: developmentClock.now, sweepHolds: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([app.close(), development.close()]);
  await rm(clientDir, { recursive: true, force: true });
});

describe('cross-site request forgery', () => {
  let cookie: string;
  let writes: RouteEntry[];

  beforeAll(async () => {
    await createStaff(app, { username: 'victim', role: 'admin' });
    cookie = await signIn(app, 'victim');
    // Something for the id routes to act on.
    expect((await postBooking(app)).statusCode).toBe(201);
    await app.ready();
    writes = routeTable(app).filter((route) => isStateChanging(route.method));
  });

  const withId = (route: RouteEntry) => route.url.replace(':id', '1');

  it('refuses every staff write from another origin or without one, cookie or not, changing nothing', async () => {
    const staffWrites = writes.filter((route) => route.url.startsWith('/api/admin'));
    expect(staffWrites.length).toBeGreaterThan(8);
    const before = await databaseFingerprint(app);
    for (const route of staffWrites) {
      const attempts: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { referer: 'https://evil.example/villas' },
        { origin: 'https://villas.example.evil.example' },
        {},
      ];
      for (const headers of attempts) {
        const response = await app.inject({
          method: route.method as InjectOptions['method'],
          url: withId(route),
          headers: { ...headers, cookie, 'content-type': 'application/json' },
          payload: JSON.stringify({ approved: true, status: 'confirmed', role: 'admin' }),
        });
        expect({ route: route.url, headers, status: response.statusCode }).toEqual({
          route: route.url,
          headers,
          status: 403,
        });
      }
    }
    expect(await databaseFingerprint(app)).toEqual(before);
  });

  it('refuses text/plain and form-encoded bodies on every write, public or staff', async () => {
    const before = await databaseFingerprint(app);
    for (const route of writes) {
      for (const contentType of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        // What a cross-site <form> or a no-preflight fetch can send, here with a same-origin header
        // and the session cookie, so only the body's type stands in the way.
        const payload =
          contentType === 'text/plain' ? JSON.stringify(bookingBody()) : formBody(route);
        const response = await app.inject({
          method: route.method as InjectOptions['method'],
          url: withId(route),
          headers: { ...sameOrigin(app), cookie, 'content-type': contentType },
          payload,
        });
        expect(
          response.statusCode,
          `${route.method} ${route.url} ${contentType}`,
        ).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
    expect(await databaseFingerprint(app)).toEqual(before);
  });

  it('lets no other origin read or write through CORS', async () => {
    for (const route of writes) {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: withId(route),
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': route.method,
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers['access-control-allow-origin'], route.url).toBeUndefined();
    }
    const read = await app.inject({
      url: '/api/admin/profile',
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('sign-in brute force', () => {
  beforeAll(async () => {
    await createStaff(development, { username: 'owner' });
  });

  const attempt = (password: string, remoteAddress: string) =>
    development.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: sameOrigin(development),
      remoteAddress,
      payload: { username: 'owner', password },
    });

  it('answers guessing with 429, and the real user signs in again once the window has passed', async () => {
    const attacker = '203.0.113.7';
    const statuses: number[] = [];
    for (let guess = 0; guess < 25; guess++) {
      statuses.push((await attempt(`guess-${guess}`, attacker)).statusCode);
    }
    // Five wrong passwords, then the account is held back, then the address is cut off too.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    // Meanwhile the owner, from home, is told to wait, and for how long: no more than 15 minutes.
    const home = '198.51.100.20';
    const held = await attempt(staffPassword, home);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/Please wait (1[0-5]|[1-9]) minutes/);

    // 15 minutes later both limits have let go (the address limiter keeps its own clock).
    developmentClock.advanceMinutes(15);
    const later = Date.now() + 15 * 60_000 + 1_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect((await attempt(staffPassword, home)).statusCode).toBe(200);
    expect((await attempt(staffPassword, attacker)).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  const answers = (server: FastifyInstance) =>
    Promise.all(
      ['/', '/admin/login', '/api/health', '/api/nope', '/robots.txt'].map(
        async (url) => [url, await server.inject(url)] as const,
      ),
    );

  function directives(policy: string) {
    return new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(' ');
        return [name, values.join(' ')];
      }),
    );
  }

  it('sends a strict CSP, nosniff and framing protection on pages, the API and errors', async () => {
    for (const server of [development, app]) {
      for (const [url, response] of await answers(server)) {
        const policy = directives(String(response.headers['content-security-policy']));
        expect(policy.get('object-src'), url).toBe("'none'");
        expect(policy.get('base-uri'), url).toBe("'self'");
        expect(policy.get('frame-ancestors'), url).toBe("'none'");
        expect(policy.get('default-src'), url).toBe("'self'");
        expect(policy.get('script-src'), url).not.toContain('unsafe');
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
        expect(response.headers['x-powered-by'], url).toBeUndefined();
      }
    }
  });

  it('sends HSTS in production only', async () => {
    for (const [url, response] of await answers(app)) {
      expect(response.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    for (const [url, response] of await answers(development)) {
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, Secure only in production', async () => {
    for (const [server, secure] of [
      [development, undefined],
      [app, true],
    ] as const) {
      await createStaff(server, { username: 'cookie-check' });
      const response = await server.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: server.config.publicUrl },
        payload: { username: 'cookie-check', password: staffPassword },
      });
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(new RegExp(`^${sessionCookieName}=`));
      const cookie = response.cookies.find((candidate) => candidate.name === sessionCookieName);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBe(secure);
      expect(cookie?.domain).toBeUndefined();
    }
  });
});

describe('absurd dates and counts', () => {
  // "Today" is 2026-12-01 on the test clock.
  const ranges: [string, string, string, string, RegExp][] = [
    ['a past check-in', '2026-11-20', '2026-11-25', 'start', /cannot be in the past/],
    ['an impossible date', '2027-02-30', '2027-03-05', 'start', /real date/],
    ['an impossible check-out', '2027-02-20', '2027-02-30', 'end', /real date/],
    ['10,000 nights', '2027-01-10', '2054-05-28', 'end', /Maximum stay is 180 nights/],
    ['a reversed range', '2027-03-10', '2027-03-03', 'end', /after check-in/],
    ['an empty range', '2027-03-10', '2027-03-10', 'end', /after check-in/],
    ['year 9999', '9999-12-01', '9999-12-05', 'start', /months ahead/],
  ];

  it.each(ranges)(
    'quote and availability refuse %s, naming the field',
    async (_case, start, end, field, message) => {
      for (const path of ['/api/quote', '/api/availability']) {
        const response = await app.inject(
          `${path}?start=${start}&end=${end}&villaIds=1`.replace(
            path === '/api/availability' ? '&villaIds=1' : '',
            '',
          ),
        );
        expect(response.statusCode, path).toBe(400);
        expect(response.json().errors[field], path).toMatch(message);
      }
    },
  );

  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['a past check-in', { startDate: '2026-11-20', endDate: '2026-11-25' }, 'startDate', /past/],
    ['an impossible date', { startDate: '2027-02-30' }, 'startDate', /real date/],
    ['10,000 nights', { startDate: '2027-01-10', endDate: '2054-05-28' }, 'endDate', /180 nights/],
    ['a reversed range', { startDate: '2027-03-10', endDate: '2027-03-03' }, 'endDate', /after/],
    ['0 guests', { guests: 0 }, 'guests', /at least 1 guest/],
    ['1,000 guests', { guests: 1000 }, 'guests', /Maximum of 14 guests/],
    ['-3 guests', { guests: -3 }, 'guests', /at least 1 guest/],
    ['2.5 guests', { guests: 2.5 }, 'guests', /whole number/],
    ['guests as text', { guests: 'two' }, 'guests', /.+/],
    ['a villa that does not exist', { villaIds: [5] }, 'villaIds.0', /Unknown villa/],
    ['the same villa 1,000 times', { villaIds: Array(1000).fill(1) }, 'villaIds', /.+/],
  ])(
    'a booking request refuses %s, naming the field, and stores nothing',
    async (_case, overrides, field, message) => {
      const before = await databaseFingerprint(app);
      const response = await postBooking(app, overrides);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toMatch(message);
      expect(await databaseFingerprint(app)).toEqual(before);
    },
  );
});

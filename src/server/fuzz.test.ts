import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../tests/helpers/app';
import { authorizedBooking, bookingBody, testClock } from '../../tests/helpers/bookings';
import {
  databaseFingerprint,
  isStateChanging,
  routeTable,
  type RouteEntry,
} from '../../tests/helpers/routes';
import { createStaff, sameOrigin, signIn } from '../../tests/helpers/staff';
import { bodyLimit } from './app';

/*
 * Property-based abuse of every route the app serves, found in its route table: hostile path
 * ids, query strings, bodies and content types. Whatever arrives, the answer is never a 5xx, and
 * a refused request (or any read) leaves every table exactly as it was.
 */

const seed = 20_261_201;
const runsPerRoute = 16;
/** Thousands of requests per test: a busy 2-core machine needs well over the default 30 s. */
const fuzzTimeoutMs = 180_000;

/** A valid body for each route that takes one: mutating one field of it probes the schema. */
const validBodies: Record<string, Record<string, unknown>> = {
  'POST /api/bookings': bookingBody(),
  'POST /api/contact': {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    message: 'Is the pool heated in winter?',
  },
  'POST /api/chatbot': { message: 'How far is the beach?' },
  'POST /api/chatbot/feedback': { messageText: 'The beach is 400 m away.', helpful: true },
  'POST /api/create-payment-intent': { bookingId: 1, bookingReference: 'BGV-AAAAAA' },
  'POST /api/payments/test/confirm': {
    paymentIntentId: 'pi_test_unknown',
    card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
  },
  'POST /api/admin/login': { username: 'fuzzer', password: 'not-the-password' },
  'POST /api/admin/register': {
    username: 'newcomer',
    password: 'long-enough',
    email: 'newcomer@example.com',
    role: 'manager',
  },
  'POST /api/admin/bookings/:id/notes': { note: 'Late arrival', priority: 'high' },
  'PATCH /api/admin/bookings/:id/status': { status: 'cancelled' },
  'PATCH /api/admin/bookings/:id/approval': { approved: false },
  'PATCH /api/admin/notes/:id': { resolved: true },
  'PATCH /api/admin/messages/:id': { read: true },
  'PATCH /api/admin/users/:id': { role: 'manager' },
  'POST /api/admin/calendar/blocks': {
    villaIds: [4],
    startDate: '2027-09-06',
    endDate: '2027-09-09',
    reason: 'maintenance',
    note: 'Pool pump',
  },
  // A closed local port: the first import fails at once, as an unreachable channel would.
  'POST /api/admin/calendar-feeds': {
    villaId: 1,
    name: 'Airbnb',
    url: 'http://127.0.0.1:9/calendar.ics',
  },
  // Take no body: whatever is sent is ignored.
  'POST /api/admin/leads/:id/contacted': {},
  'POST /api/admin/logout': {},
  'DELETE /api/admin/calendar/blocks/:id': {},
  'DELETE /api/admin/calendar-feeds/:id': {},
  'POST /api/admin/calendar-feeds/:id/import': {},
  'POST /api/admin/calendar-export/:scope/token': {},
  'POST /api/admin/outbox/:id/retry': {},
};

const hugeString = 'x'.repeat(20_000);
const deepArray = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const deepObject = `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`;

/** JSON values that hardly any field of ours accepts as they are. */
const hostileConstants: unknown[] = [
  null,
  -1,
  0,
  1e308,
  -0.5,
  2 ** 53,
  // Past PostgreSQL's integer: a safe JavaScript integer that no id column can hold.
  2_147_483_648,
  99_999_999_999,
  '',
  ' ',
  hugeString,
  '\u0000',
  '<script>alert(1)</script>',
  "'; DROP TABLE bookings; --",
  '2027-02-30',
  '9999-12-31',
  [],
  [null],
  {},
  { constructor: { prototype: { isAdmin: true } } },
  JSON.parse('{"__proto__":{"isAdmin":true}}'),
];

const hostileValue = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileConstants), weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Raw bodies: broken JSON, prototype poisoning, deep nesting, over the size limit. */
const hostileRawBody = fc.constantFrom(
  '{"a":',
  'null',
  '"just a string"',
  '[1,2,3]',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  deepArray,
  deepObject,
  JSON.stringify({ padding: 'x'.repeat(bodyLimit + 1) }),
  '\u0000\u0001\u0002',
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  undefined,
);

const hostileId = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '2147483648',
    '99999999999999999999',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
    '1 OR 1=1',
    '../../etc/passwd',
  ),
  fc.string({ maxLength: 30 }),
);

const hostileQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom('start', 'end', 'villaIds', 'entireComplex', 'status', 'q', '__proto__'),
    fc.string({ minLength: 1, maxLength: 10 }),
  ),
  fc.oneof(
    fc.constantFrom('2027-02-30', '2027-03-03', '0000-00-00', '1,2,999', 'true', hugeString),
    fc.string({ maxLength: 50 }),
    fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
  ),
  { maxKeys: 4 },
);

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

function bodyFor(route: RouteEntry) {
  const valid = validBodies[`${route.method} ${route.url}`];
  const arbitraries: fc.WeightedArbitrary<Body>[] = [
    { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
    { arbitrary: hostileValue.map<Body>((value) => ({ kind: 'json', value })), weight: 1 },
    { arbitrary: hostileRawBody.map<Body>((text) => ({ kind: 'raw', text })), weight: 1 },
  ];
  if (valid && Object.keys(valid).length > 0) {
    // A valid body with one field replaced by a hostile value, or a hostile key added: the
    // likeliest way past the first check, so it is drawn most often.
    const mutated = fc
      .tuple(fc.constantFrom(...Object.keys(valid), '__proto__', 'constructor'), hostileValue)
      // A computed key makes `__proto__` an own field, sent as JSON like any other.
      .map<Body>(([key, value]) => ({ kind: 'json', value: { ...valid, [key]: value } }));
    arbitraries.push({ arbitrary: mutated, weight: 3 });
  }
  return fc.oneof(...arbitraries);
}

function queryString(query: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

describe('every route, fed hostile input', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let cookie: string;
  let routes: RouteEntry[];

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false, env: { RATE_LIMITS: 'off' } });
    await createStaff(app, { username: 'fuzz-admin', role: 'admin' });
    cookie = await signIn(app, 'fuzz-admin');
    // A real booking with a payment, so id 1 exists wherever an id is taken.
    await authorizedBooking(app);
    await app.ready();
    routes = routeTable(app);
  });
  afterAll(() => app.close());

  it('finds the public and staff routes in the route table', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/quote',
        'POST /api/bookings',
        'POST /api/admin/bookings/:id/notes',
        'PATCH /api/admin/users/:id',
      ]),
    );
  });

  it('gives every route that takes a body a valid example to mutate', () => {
    const missing = routes
      .filter((route) => isStateChanging(route.method))
      .map((route) => `${route.method} ${route.url}`)
      .filter((name) => !(name in validBodies));
    expect(missing).toEqual([]);
  });

  /** What one hostile request may vary: the path id, the query, the body and its type. */
  interface HostileRequest {
    id: string;
    query: Record<string, string | string[]>;
    body: Body;
    contentType: string | undefined;
  }

  let fingerprint: Record<string, string>;

  /**
   * Sends the request to the route and checks the answer: below 500, JSON on the API, and, when
   * refused or a read, no table touched.
   */
  async function sendHostile(route: RouteEntry, input: HostileRequest) {
    const isAdmin = route.url.startsWith('/api/admin');
    // Signing out is allowed with any body; it must not end the session the other calls use.
    const signedIn = isAdmin && route.url !== '/api/admin/logout';
    const url = route.url.replace(':id', encodeURIComponent(input.id)) + queryString(input.query);
    const { body } = input;
    const payload =
      body.kind === 'json'
        ? JSON.stringify(body.value)
        : body.kind === 'raw'
          ? body.text
          : undefined;
    const response = await app.inject({
      method: route.method as InjectOptions['method'],
      url,
      headers: {
        ...sameOrigin(app),
        ...(signedIn ? { cookie } : {}),
        ...(payload !== undefined && input.contentType
          ? { 'content-type': input.contentType }
          : {}),
      },
      ...(payload !== undefined && route.method !== 'GET' ? { payload } : {}),
    });
    const label = `${route.method} ${url} ${payload?.slice(0, 200) ?? ''}`;
    expect(response.statusCode, label).toBeLessThan(500);
    if (route.url.startsWith('/api')) {
      expect(response.headers['content-type'], label).toMatch(/^application\/json/);
    }
    const after = await databaseFingerprint(app);
    if (response.statusCode >= 400 || !isStateChanging(route.method)) {
      expect(after, label).toEqual(fingerprint);
    }
    fingerprint = after;
  }

  it(
    'never answers 5xx to random hostile requests, and changes nothing when it refuses or only reads',
    async () => {
      fingerprint = await databaseFingerprint(app);
      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(
            fc.record({
              id: hostileId,
              query: hostileQuery,
              body: bodyFor(route),
              contentType: contentTypes,
            }),
            (input) => sendHostile(route, input),
          ),
          { seed, numRuns: runsPerRoute, endOnFailure: true },
        );
      }
    },
    fuzzTimeoutMs,
  );

  it(
    'never answers 5xx when any one field of a valid body holds any hostile value',
    async () => {
      fingerprint = await databaseFingerprint(app);
      for (const route of routes) {
        const valid = validBodies[`${route.method} ${route.url}`];
        if (!valid) continue;
        for (const key of Object.keys(valid)) {
          for (const value of hostileConstants) {
            await sendHostile(route, {
              id: '1',
              query: {},
              body: { kind: 'json', value: { ...valid, [key]: value } },
              contentType: 'application/json',
            });
          }
        }
      }
    },
    fuzzTimeoutMs,
  );
});

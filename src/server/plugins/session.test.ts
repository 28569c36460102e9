import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/app';
import { createStaff, sameOrigin, signIn, staffPassword } from '../../../tests/helpers/staff';

describe('cross-site and non-JSON requests', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ sweepHolds: false, env: { RATE_LIMITS: 'off' } });
    await createStaff(app, { username: 'carla' });
  });
  afterAll(() => app.close());

  const loginWith = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers,
      payload: { username: 'carla', password: staffPassword },
    });

  it('refuses a state-changing call from another origin, or with no origin at all', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/admin/login' },
      { origin: 'null' },
      {},
    ];
    for (const headers of crossSite) {
      const response = await loginWith(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Cross-site request refused' });
    }
  });

  it('accepts the public address, the address the request was sent to, or a same-origin Referer', async () => {
    expect((await loginWith({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect(
      (await loginWith({ host: 'villas.example', origin: 'https://villas.example' })).statusCode,
    ).toBe(200);
    expect((await loginWith({ referer: 'http://localhost:3000/admin/login' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { ...sameOrigin(app), 'content-type': 'text/plain' },
      payload: `username=carla&password=${staffPassword}`,
    });
    expect(response.statusCode).toBe(415);
  });

  it('lets reads through without an Origin: they change nothing', async () => {
    const cookie = await signIn(app, 'carla');
    const response = await app.inject({ url: '/api/admin/profile', headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });
});

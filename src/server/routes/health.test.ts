import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/app';

describe('GET /api/health', () => {
  it('answers ok after a database round trip, and 503 when the database is gone', async () => {
    const app = await buildTestApp();
    try {
      const healthy = await app.inject('/api/health');
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toEqual({ status: 'ok' });

      await app.database.close();
      const unhealthy = await app.inject('/api/health');
      expect(unhealthy.statusCode).toBe(503);
      expect(unhealthy.json()).toEqual({
        status: 'unavailable',
        message: 'The database is not reachable.',
      });
    } finally {
      // The database is already closed; closing the app must still succeed.
      await app.close().catch(() => {});
    }
  });

  it('sends security headers', async () => {
    const app = await buildTestApp();
    try {
      const response = await app.inject('/api/health');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

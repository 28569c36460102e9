import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../../tests/helpers/app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  // Routes that exist only to exercise the error handler.
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.strictObject({
          name: z.string().min(2, 'Name must be at least 2 characters'),
          stay: z.strictObject({ nights: z.number().int().min(1, 'At least one night') }),
        }),
      },
    },
    async (request) => request.body,
  );
  app.get('/api/test/crash', async () => {
    throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
  });
  app.get('/api/test/connection-lost', async () => {
    // Drizzle wraps the driver's error; node-postgres reports a dropped socket without a SQLSTATE.
    throw new Error('Failed query: select 1', {
      cause: new Error('Connection terminated unexpectedly'),
    });
  });
  app.get('/api/test/server-restarting', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
  });
  app.get('/api/test/constraint', async () => {
    throw Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
  });
  app.get('/api/test/conflict', async () => {
    throw Object.assign(new Error('The selected dates are no longer available'), {
      statusCode: 409,
    });
  });
});

afterAll(() => app.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/test/echo',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('the error handler', () => {
  it('passes a valid body through', async () => {
    const response = await post(JSON.stringify({ name: 'Ana', stay: { nights: 3 } }));
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 with a message for every invalid field', async () => {
    const response = await post(JSON.stringify({ name: 'A', stay: { nights: 0 } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name must be at least 2 characters',
      errors: {
        name: 'Name must be at least 2 characters',
        'stay.nights': 'At least one night',
      },
    });
  });

  it('refuses wrong types and unknown fields, naming them', async () => {
    const response = await post(JSON.stringify({ name: 42, stay: { nights: 3 }, isAdmin: true }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['name', 'isAdmin']));
    expect(body.errors.isAdmin).toBe('This field is not allowed');
  });

  it('answers 400 on malformed JSON and on an empty JSON body', async () => {
    const malformed = await post('{"name": "Ana",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });

    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/empty/);
  });

  it('refuses prototype-poisoning keys', async () => {
    const response = await post('{"name":"Ana","stay":{"nights":3},"__proto__":{"isAdmin":true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 413 for a body over the public limit', async () => {
    const response = await post(
      JSON.stringify({ name: 'x'.repeat(150 * 1024), stay: { nights: 1 } }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await post('name=Ana', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/JSON/);
  });

  it('hides the details of a server error', async () => {
    const response = await app.inject('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(response.body).not.toMatch(/secret_table|SELECT|at /);
  });

  it('answers 503 with Retry-After when the database cannot be reached, without detail', async () => {
    for (const url of ['/api/test/connection-lost', '/api/test/server-restarting']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
    }
    // A query that fails for its own reasons is still a 500.
    expect((await app.inject('/api/test/constraint')).statusCode).toBe(500);
  });

  it('keeps the message of a deliberate client error', async () => {
    const response = await app.inject('/api/test/conflict');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'The selected dates are no longer available' });
  });

  it('answers unknown API paths with JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });
});

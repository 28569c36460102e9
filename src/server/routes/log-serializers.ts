import type { FastifyRequest } from 'fastify';

/**
 * Request log lines without the query string: a booking search carries guests' names and a
 * calendar export address carries its secret token.
 */
export function requestWithoutQuery(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

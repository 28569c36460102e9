import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';

export interface ErrorBody {
  message: string;
  /** Field path (dot separated) to the message for that field. */
  errors?: Record<string, string>;
}

/** A refusal a handler raises on purpose: its status, a clear message and field messages. */
export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

const serverErrorMessage = 'Something went wrong on our side. Please try again in a moment.';
export const databaseUnavailableMessage =
  'The service is briefly unavailable. Please try again in a moment.';

/** Clear words for the errors Fastify raises before a handler runs. */
const requestErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

type ValidationIssue = {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
};

/** Turns schema issues into `{ field: message }`, first message per field. */
export function fieldErrors(issues: readonly ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const unknownKeys = issue.params?.keys;
    const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (Array.isArray(unknownKeys) && unknownKeys.length > 0) {
      for (const key of unknownKeys) {
        errors[base ? `${base}.${String(key)}` : String(key)] ??= 'This field is not allowed';
      }
      continue;
    }
    errors[base || 'body'] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

/**
 * The one error handler: `{ message, errors? }` for every failure; 4xx carry a clear message,
 * 5xx are logged with the request's context and answered without detail.
 */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | RequestError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation);
        const message = Object.values(errors)[0] ?? 'The request is not valid.';
        return reply.code(400).send({ message, errors } satisfies ErrorBody);
      }

      if (error instanceof RequestError) {
        if (error.statusCode >= 500)
          request.log.warn({ err: error }, 'request could not be served');
        return reply.code(error.statusCode).send({
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        } satisfies ErrorBody);
      }

      if (isDatabaseUnavailable(error)) {
        // A dropped or refused connection: the pool reconnects by itself, so the client retries.
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ message: databaseUnavailableMessage } satisfies ErrorBody);
      }

      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 500 || isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(statusCode >= 500 ? statusCode : 500).send({
          message: serverErrorMessage,
        } satisfies ErrorBody);
      }

      request.log.info({ err: { code: error.code, message: error.message } }, 'request refused');
      const message =
        requestErrorMessages[error.code] ??
        (error.code?.startsWith('FST_') ? 'The request could not be processed.' : error.message);
      return reply.code(statusCode).send({ message } satisfies ErrorBody);
    });
  },
  { name: 'error-handling' },
);

/** JSON 404 for every unknown `/api` path. */
export function sendApiNotFound(reply: FastifyReply) {
  return reply.code(404).send({ message: 'Not found' } satisfies ErrorBody);
}

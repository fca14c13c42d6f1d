import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type AppError, isAppError, RateLimited } from '../errors.js';
import { isForeignKeyViolation, isUniqueViolation } from '../lib/unique-violation.js';

/**
 * The one place where failures become HTTP answers: { error, code, details? } and never a stack
 * trace or SQL (docs/rules.md, "API conventions").
 */
export const errorHandlerPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((issue) => ({
          field: fieldName(error.validationContext, issue.instancePath),
          message: issue.message ?? 'Invalid value',
        }));
        return reply.code(400).send({ error: summarise(details), code: 'VALIDATION_FAILED', details });
      }
      if (isAppError(error)) {
        if (error instanceof RateLimited)
          reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
        return reply.code(error.statusCode).send(bodyOf(error));
      }
      if (isUniqueViolation(error)) {
        return reply.code(409).send({ error: 'This would duplicate an existing record', code: 'CONFLICT' });
      }
      if (isForeignKeyViolation(error)) {
        return reply.code(409).send({ error: 'This record is still referenced by others', code: 'CONFLICT' });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, reqId: request.id }, 'response did not match its schema');
        return reply.code(500).send({ error: 'Something went wrong on our side', code: 'INTERNAL' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own refusals: malformed JSON, unsupported media type, body too large...
        const code = status === 429 ? 'RATE_LIMITED' : status === 400 ? 'VALIDATION_FAILED' : 'BAD_REQUEST';
        return reply.code(status).send({ error: error.message, code });
      }
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
      return reply
        .code(500)
        .send({ error: `Something went wrong on our side (request ${request.id})`, code: 'INTERNAL' });
    });
    done();
  },
  { name: 'bandeja-error-handler', fastify: '5.x' },
);

/** The 404 of an unknown path, in the same { error, code } shape as every other failure. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ error: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
}

function bodyOf(error: AppError) {
  return error.details === undefined
    ? { error: error.message, code: error.code }
    : { error: error.message, code: error.code, details: error.details };
}

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

function summarise(details: { field: string; message: string }[]): string {
  const first = details[0];
  if (!first) return 'Invalid request';
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
  return `${first.field}: ${first.message}${more}`;
}

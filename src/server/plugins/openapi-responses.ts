import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../shared/schemas/common.js';
import { routeAccess } from '../auth/route-access.js';
import { isAdminRoute } from './auth.js';
import { isPublicRead } from '../fast-paths/index.js';
import { IDEMPOTENCY_KEY_PATTERN, takesIdempotencyKey } from './idempotency.js';

/*
 * The OpenAPI document must list every status the server can answer, so a generated client is
 * never surprised. Routes declare what their own handlers answer; the answers that come from the
 * cross-cutting plugins (validation, the auth guard, idempotency, body parsing, ETags, rate limit,
 * the error handler) are added here, once, to every route they apply to.
 */

/** Methods Fastify parses a body for: it can be malformed (400), too large (413) or not JSON (415). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const failure = (description: string) => errorBody.describe(description);

/** One description per status, in the words of the error table (docs/rules.md, "API conventions"). */
const FAILURES = {
  400: failure('VALIDATION_FAILED: the path, query, headers or body are invalid; details name each field'),
  401: failure('UNAUTHENTICATED: no valid, unexpired bearer token (or, on login, wrong credentials)'),
  403: failure("FORBIDDEN: the signed-in account's role may not do this (an organiser on the administrator's routes)"),
  404: failure('NOT_FOUND: an id does not exist, or does not belong to the parent in the path'),
  409: failure(
    'CONFLICT: a duplicate, a rule of the round, recorded results in the way, or a request with this Idempotency-Key still being processed',
  ),
  413: failure('The body is larger than the server accepts (1 MiB)'),
  415: failure('The body is of a media type the server does not read (send application/json)'),
  422: failure('IDEMPOTENCY_MISMATCH: this Idempotency-Key was already used for a different request'),
  429: failure('RATE_LIMITED: too many attempts; wait a minute'),
  500: failure('INTERNAL: something went wrong on the server; logged with the request id'),
} as const;
type FailureStatus = keyof typeof FAILURES;

const NOT_MODIFIED = z.null().describe('Not modified: the ETag sent in If-None-Match still matches');

/** Answers that never carry a body, whatever schema a route gives them. */
const NO_CONTENT_STATUSES = ['204', '304'];

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** Whether the route answers with an ETag and so a 304 (etag.ts). */
const answersNotModified = (route: RouteOptions): boolean =>
  methodsOf(route).some((method) => isPublicRead(method, route.url, route.config));

/** Whether the idempotency plugin reads an Idempotency-Key on the route (idempotency.ts). */
const readsIdempotencyKey = (route: RouteOptions): boolean =>
  methodsOf(route).some((method) => takesIdempotencyKey(method, route.url, route.config));

/** The failures a route can answer besides its handler's own. */
function failuresOf(route: RouteOptions): FailureStatus[] {
  const schema = route.schema ?? {};
  const takesBody = methodsOf(route).some((method) => BODY_METHODS.has(method));
  const validates = Boolean(schema.params || schema.querystring || schema.body || schema.headers);
  const statuses: FailureStatus[] = [500];
  if (validates || takesBody) statuses.push(400);
  if (takesBody) statuses.push(413, 415);
  if (isAdminRoute(route.url, route.config)) statuses.push(401);
  if (
    isAdminRoute(route.url, route.config) &&
    routeAccess(route.url, route.config, isAdminRoute(route.url)) === 'adminOnly'
  )
    statuses.push(403);
  if (route.url.includes('/:')) statuses.push(404);
  if (readsIdempotencyKey(route)) statuses.push(409, 422);
  if (route.config?.rateLimit) statuses.push(429);
  return statuses;
}

/** Adds the plugins' answers to every API route registered after it; a route's own schema for a status wins. */
export const openApiResponsesPlugin = fp(
  (app, _options, done) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.schema?.hide) return;
      const response: Record<string, unknown> = { ...(route.schema?.response as Record<string, unknown> | undefined) };
      for (const [status, schema] of Object.entries(response)) {
        // The plain error body gains its status's description; a route's own richer schema stays.
        if (schema === errorBody && status in FAILURES) response[status] = FAILURES[Number(status) as FailureStatus];
      }
      for (const status of failuresOf(route)) response[status] ??= FAILURES[status];
      if (answersNotModified(route)) response[304] ??= NOT_MODIFIED;
      route.schema = { ...route.schema, response };
    });
    done();
  },
  // After the guard's onRoute hook, which adds the security requirement this one keeps.
  { name: 'bandeja-openapi-responses', dependencies: ['bandeja-auth'], fastify: '5.x' },
);

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
interface JsonObjectSchema {
  type?: string;
  properties?: Record<string, unknown>;
  [keyword: string]: unknown;
}

/**
 * The zod transform, then what only the document needs: answers without a body are documented
 * without content (not as a JSON null), and the headers the plugins read are listed.
 */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as {
    response?: Record<string, JsonObjectSchema>;
    headers?: JsonObjectSchema;
    hide?: boolean;
  };
  if (schema.hide) return result;
  const responses = schema.response ?? {};
  for (const status of NO_CONTENT_STATUSES) {
    const documented = responses[status];
    if (documented) responses[status] = { type: 'null', description: String(documented.description ?? 'No content') };
  }
  const { route } = input;
  if (readsIdempotencyKey(route)) {
    addHeader(schema, 'idempotency-key', {
      type: 'string',
      pattern: IDEMPOTENCY_KEY_PATTERN.source,
      description:
        'Makes the write safe to retry: the same key and request again answer the stored answer; another request → 422',
    });
  }
  if (answersNotModified(route)) {
    addHeader(schema, 'if-none-match', {
      type: 'string',
      description: 'The ETag of a copy held; answered 304 while it is current',
    });
  }
  return result;
}

function addHeader(schema: { headers?: JsonObjectSchema }, name: string, header: Record<string, unknown>): void {
  const headers = schema.headers ?? { type: 'object', properties: {} };
  headers.properties = { ...headers.properties, [name]: header };
  schema.headers = headers;
}

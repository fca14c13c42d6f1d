import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ajv, type ValidateFunction } from 'ajv';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './support/test-app.js';
import { adminSession } from './support/admin-session.js';
import { createPooledFixture } from './support/id-pool.js';
import { exampleOf, validOrInvalid, validValue, invalidValue, type IdPool } from './support/json-schema-arbitrary.js';
import { loadOpenApi, operationsOf, toJsonSchema, urlOf, type JsonSchema, type Operation } from './support/openapi.js';

/*
 * The OpenAPI document is the contract a generated client is built from. Every operation in it is
 * driven with requests generated from the document itself (valid-shaped and invalid, anonymous
 * and signed in, with ids that exist and ids that do not), and every answer must carry a status
 * the document lists for that operation and a body its schema for that status accepts. A 5xx is
 * never acceptable, documented or not.
 */

const RUNS_PER_OPERATION = 30;
/** About 1,800 requests: some 20 s on SQLite and 40 s on PostgreSQL on a busy two-core machine. */
const GENERATED_REQUESTS_TIMEOUT_MS = 180_000;

let t: TestApp;
let operations: Operation[];
let ids: IdPool;
let admin: ReturnType<typeof adminSession>;
/** One example request per operation and kind of problem, so a gap reads as one line, not thirty. */
const problems = new Map<string, string>();
/** Statuses seen per operation, to show the generated requests reach more than the validation. */
const seen = new Map<string, Set<number>>();

beforeAll(async () => {
  // Push on, so its key is a read like any other (docs/push.md).
  t = await createTestApp({ PUSH_SUBJECT: 'mailto:contract@bandeja.test' });
  admin = adminSession(t);
  operations = operationsOf(await loadOpenApi(t)).sort(byMethodThenDepth);
  ids = (await createPooledFixture(t)).ids;
});
afterAll(() => t.close());

/** Reads before writes and deletes last, deepest paths first, so deletes take away as little as possible. */
function byMethodThenDepth(a: Operation, b: Operation): number {
  const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  const byMethod = order.indexOf(a.method) - order.indexOf(b.method);
  return byMethod !== 0 ? byMethod : b.path.split('/').length - a.path.split('/').length;
}

const operationName = (operation: Operation) => `${operation.method} ${operation.path}`;

/**
 * Reads whose 2xx needs a secret no generated request can hold: an invitation's preview answers
 * 200 only to the token of a live link (tests/api/invitations.test.ts drives that one).
 */
const UNGUESSABLE_READS = new Set(['GET /api/v1/auth/join/{token}']);

interface GeneratedRequest {
  asAdmin: boolean;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: unknown;
}

/** Requests for one operation: each part valid-shaped most of the time, broken some of the time. */
function requestsFor(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  const parameters = (where: string) => operation.parameters.filter((parameter) => parameter.in === where);
  const pathValue = (name: string, schema: JsonSchema) =>
    fc.oneof(
      { arbitrary: validValue(schema, ids, name), weight: 4 },
      // An empty segment would be another route, not a bad id of this one.
      { arbitrary: invalidValue(schema, ids, name).filter((value) => String(value) !== ''), weight: 1 },
    );
  const optional = (required: boolean | undefined, value: fc.Arbitrary<unknown>) =>
    required ? value : fc.option(value, { nil: undefined });
  const record = (where: string, value: (name: string, schema: JsonSchema) => fc.Arbitrary<unknown>) =>
    fc.record(
      Object.fromEntries(
        parameters(where).map((p) => [p.name, optional(p.in === 'path' || p.required, value(p.name, p.schema))]),
      ),
    );
  // Printable ASCII only: an HTTP client refuses anything else in a header before the server sees it.
  const headerValue = (name: string, schema: JsonSchema) =>
    fc.oneof(
      schema.pattern === undefined ? fc.string({ maxLength: 20 }) : validValue(schema, ids, name),
      fc.string({ maxLength: 20 }),
      // Keys used more than once replay or collide (422); `*` matches any ETag (304).
      fc.constantFrom('contract-key-1', 'contract-key-2', '*'),
    );
  return fc.record({
    // Guarded operations mostly signed in, so requests get past the guard; anonymous ones must be 401s.
    asAdmin: operation.guarded ? fc.constantFrom(true, true, true, false) : fc.boolean(),
    path: record('path', pathValue),
    query: record('query', (name, schema) => validOrInvalid(schema, ids, name)),
    headers: record('header', headerValue).map((headers) =>
      Object.fromEntries(
        Object.entries(headers)
          .filter(([, value]) => value !== undefined)
          .map(([name, value]) => [name, String(value)]),
      ),
    ),
    body: operation.body ? validOrInvalid(operation.body, ids) : fc.constant(undefined),
  });
}

/** The first request of every operation: everything valid, existing ids, signed in. */
function exampleFor(operation: Operation): GeneratedRequest {
  const values = (where: string) =>
    Object.fromEntries(
      operation.parameters
        .filter((parameter) => parameter.in === where && (where === 'path' || parameter.required))
        .map((parameter) => [parameter.name, exampleOf(parameter.schema, ids, parameter.name)]),
    );
  return {
    asAdmin: true,
    path: values('path'),
    query: values('query'),
    headers: {},
    body: operation.body && exampleOf(operation.body, ids),
  };
}

function send(operation: Operation, request: GeneratedRequest, extra: Partial<InjectOptions> = {}) {
  const headers: Record<string, string> = {
    ...request.headers,
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const options: InjectOptions = {
    method: operation.method as 'GET',
    url: urlOf(operation, request.path, request.query),
    headers,
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
    ...extra,
  };
  // Login's own Authorization header (Basic) is part of the generated request, not a session.
  return request.asAdmin && headers.authorization === undefined ? admin(options) : t.app.inject(options);
}

const validators = new WeakMap<JsonSchema, ValidateFunction>();
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema));
    validators.set(schema, validate);
  }
  return validate;
}

/** What is wrong with an answer, measured against the document. */
function checkAnswer(operation: Operation, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  seen.set(operationName(operation), (seen.get(operationName(operation)) ?? new Set()).add(status));
  const documented = operation.responses[String(status)];
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 200)}`;
  if (!documented)
    return `answered ${status}, documented ${Object.keys(operation.responses).join(', ')}: ${response.body.slice(0, 200)}`;
  if (!documented.content)
    return response.body === '' ? undefined : `answered ${status} with a body, documented without one`;
  const mediaType = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (response.body === '')
    return `answered ${status} without a body, documented with one (${Object.keys(documented.content).join(', ')})`;
  const media = documented.content[mediaType];
  if (!media) return `answered ${status} as ${mediaType}, documented as ${Object.keys(documented.content).join(', ')}`;
  // Text answers (the iCalendar feeds) are documented by their media type alone.
  if (mediaType !== 'application/json') return undefined;
  const validate = validatorFor(media.schema);
  if (validate(response.json())) return undefined;
  return `answered ${status} with a body its schema refuses: ${ajv.errorsText(validate.errors)}: ${response.body.slice(0, 200)}`;
}

function record(operation: Operation, request: GeneratedRequest | string, response: LightMyRequestResponse): void {
  const problem = checkAnswer(operation, response);
  const key = `${operationName(operation)} ${response.statusCode}`;
  if (problem && !problems.has(key)) {
    problems.set(
      key,
      `${operationName(operation)} ${typeof request === 'string' ? request : JSON.stringify(request).slice(0, 300)} → ${problem}`,
    );
  }
}

describe('every operation answers as the OpenAPI document says', () => {
  it('documents every API route the server has', () => {
    const documented = new Set(
      operations.map((operation) => `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const registered = t.app.apiRoutes
      .filter((route) => route.url !== '/api/openapi.json')
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
    expect(operations.length).toBeGreaterThan(50);
  });

  it('answers the anonymous on every guarded operation, and a matching If-None-Match on every read, as documented', async () => {
    // Before the generated requests, whose deletes may take the fixture away.
    problems.clear();
    for (const operation of operations) {
      const example = exampleFor(operation);
      if (operation.guarded) record(operation, 'anonymous', await send(operation, { ...example, asAdmin: false }));
      if (operation.method === 'GET' && operation.parameters.some((parameter) => parameter.name === 'if-none-match')) {
        const response = await send(operation, { ...example, headers: { 'if-none-match': '*' } });
        record(operation, 'If-None-Match: *', response);
        expect.soft(response.statusCode, operationName(operation)).toBe(304);
      }
    }
    expect([...problems.values()]).toEqual([]);
  });

  it(
    'answers generated requests, valid and invalid, anonymous and signed in, only as documented',
    async () => {
      problems.clear();
      for (const operation of operations) {
        const example = exampleFor(operation);
        await fc.assert(
          fc.asyncProperty(requestsFor(operation), async (request) => {
            record(operation, request, await send(operation, request));
          }),
          { numRuns: RUNS_PER_OPERATION, examples: [[example]] },
        );
      }
      expect([...problems.values()]).toEqual([]);
    },
    GENERATED_REQUESTS_TIMEOUT_MS,
  );

  it('reaches past validation: every read answers 2xx to its all-valid example', () => {
    // The example request runs first, before any generated delete, with ids of the fixture.
    const reads = operations.filter((operation) => operation.method === 'GET' && !UNGUESSABLE_READS.has(operationName(operation)));
    const neverSucceeded = reads.filter(
      (operation) => ![...(seen.get(operationName(operation)) ?? [])].some((status) => status < 300),
    );
    expect(neverSucceeded.map(operationName)).toEqual([]);
  });

  it('answers bodies that are malformed, of another media type or too large only as documented', async () => {
    problems.clear();
    for (const operation of operations.filter((candidate) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(candidate.method),
    )) {
      const base = exampleFor(operation);
      const malformed = { payload: '{"name":', headers: { 'content-type': 'application/json' } };
      const otherType = { payload: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
      const tooLarge = {
        payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) }),
        headers: { 'content-type': 'application/json' },
      };
      for (const [label, extra] of Object.entries({ malformed, otherType, tooLarge })) {
        const response = await send(
          operation,
          { ...base, body: undefined },
          { payload: extra.payload, headers: extra.headers },
        );
        record(operation, label, response);
        expect.soft(response.statusCode, `${operationName(operation)} ${label}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect([...problems.values()]).toEqual([]);
  });
});

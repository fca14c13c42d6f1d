import type { TestApp } from './test-app.js';

/**
 * The server's OpenAPI document as tests read it: every operation with its parameters, body and
 * documented answers, so a test can drive the API from the document alone, as a generated client
 * would.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
  [keyword: string]: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface DocumentedResponse {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface Operation {
  method: string;
  /** The templated path, e.g. /api/v1/clubs/{clubId}. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema when the operation takes one. */
  body?: JsonSchema;
  responses: Record<string, DocumentedResponse>;
  /** The operation asks for a bearer token. */
  guarded: boolean;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, DocumentedResponse>;
  security?: unknown[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export async function loadOpenApi(t: TestApp): Promise<OpenApiDocument> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`no OpenAPI document: ${response.statusCode}`);
  return response.json<OpenApiDocument>();
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      responses: operation.responses ?? {},
      guarded: (operation.security ?? []).length > 0,
    })),
  );
}

/** The URL of an operation with its path parameters filled in (encoded) and a query string. */
export function urlOf(
  operation: Operation,
  pathValues: Record<string, unknown>,
  query: Record<string, unknown> = {},
): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(String(pathValues[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.append(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * OpenAPI 3.0 schema keywords in their JSON Schema form, so a standard validator reads them:
 * `nullable: true` becomes a null alternative, boolean exclusive bounds become numeric ones.
 */
export function toJsonSchema(schema: JsonSchema): JsonSchema {
  const { nullable, exclusiveMinimum, exclusiveMaximum, minimum, maximum, ...rest } = schema;
  const converted: JsonSchema = { ...rest };
  for (const key of ['items', 'not', 'additionalProperties'] as const) {
    const child = rest[key];
    if (child && typeof child === 'object') converted[key] = toJsonSchema(child as JsonSchema);
  }
  if (rest.properties) {
    converted.properties = Object.fromEntries(
      Object.entries(rest.properties).map(([name, child]) => [name, toJsonSchema(child)]),
    );
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (rest[key]) converted[key] = rest[key].map(toJsonSchema);
  }
  if (exclusiveMinimum === true) converted.exclusiveMinimum = minimum;
  else if (minimum !== undefined) converted.minimum = minimum;
  if (typeof exclusiveMinimum === 'number') converted.exclusiveMinimum = exclusiveMinimum;
  if (exclusiveMaximum === true) converted.exclusiveMaximum = maximum;
  else if (maximum !== undefined) converted.maximum = maximum;
  if (typeof exclusiveMaximum === 'number') converted.exclusiveMaximum = exclusiveMaximum;
  if (nullable !== true) return converted;
  if (converted.enum) converted.enum = converted.enum.includes(null) ? converted.enum : [...converted.enum, null];
  if (typeof converted.type === 'string') converted.type = [converted.type, 'null'];
  if (converted.type === undefined) return { anyOf: [converted, { type: 'null' }] };
  return converted;
}

/** A field of a request body: where it is (array items at index 0) and its schema. */
export interface Field {
  path: (string | number)[];
  schema: JsonSchema;
}

/** Every leaf field of a body schema, required or not, through objects and array items. */
export function fieldsOf(schema: JsonSchema, path: (string | number)[] = []): Field[] {
  const alternative = schema.anyOf?.find((candidate) => candidate.type !== 'null') ?? schema.oneOf?.[0];
  if (alternative) return fieldsOf(alternative, path);
  if (schema.properties)
    return Object.entries(schema.properties).flatMap(([name, child]) => fieldsOf(child, [...path, name]));
  if (schema.items) return fieldsOf(schema.items, [...path, 0]);
  return [{ path, schema }];
}

/** The name the API's 400 details give a field: its path joined by dots ("matches.0.team1Id"). */
export const fieldName = (path: (string | number)[]): string => path.join('.');

/** A copy of `base` with `value` put at `path`, creating the objects and arrays on the way. */
export function withValueAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(base)
    ? [...base]
    : typeof base === 'object' && base !== null
      ? { ...base }
      : typeof head === 'number'
        ? []
        : {};
  (container as Record<string | number, unknown>)[head] = withValueAt(
    (container as Record<string | number, unknown>)[head],
    rest,
    value,
  );
  return container;
}

import fc from 'fast-check';
import type { JsonSchema } from './openapi.js';

/*
 * Request values generated from the OpenAPI document's schemas: valid-shaped ones (what the
 * schema allows, with ids often taken from existing records so requests get past the 404s) and
 * invalid ones (each breaking the schema in one place: wrong type, out of range, control
 * characters, too long, missing a required field).
 */

/** Existing ids to use for a field or parameter, by its name ("team1Id", "roundId"...). */
export type IdPool = (name: string) => number[];

/** Ids beyond the integer columns, control characters and NUL: what once became a 500. */
export const HOSTILE_INTEGERS = [0, -1, 1.5, 2_147_483_648, 3_000_000_000, 4_294_967_296, 2 ** 53 + 2, 1e300];
export const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f'];

const isIdName = (name: string): boolean => /(^id|Id|_id)$/.test(name);
const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? -1_000_000;
  let max = schema.maximum ?? 1_000_000;
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return { min, max };
}

/** Short strings keep requests small; the length limits themselves are probed by invalid values. */
const lengthBounds = (schema: JsonSchema) => {
  const minLength = schema.minLength ?? 0;
  return { minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) };
};

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength, maxLength } = lengthBounds(schema);
  if (schema.pattern === undefined) return fc.string({ minLength, maxLength, unit: 'grapheme' });
  return fc
    .stringMatching(new RegExp(schema.pattern), { maxLength })
    .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
}

/** A value the schema accepts (and, for ids, often one that exists). */
export function validValue(schema: JsonSchema, ids: IdPool, name = ''): fc.Arbitrary<unknown> {
  if (schema.nullable)
    return fc.oneof({ arbitrary: validValue({ ...schema, nullable: false }, ids, name), weight: 4 }, fc.constant(null));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => validValue(alternative, ids, name)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], ids, name);
  switch (typeOf(schema)) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [key, validValue(child, ids, key)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(validValue(schema.items ?? {}, ids, name), { minLength, maxLength });
    }
    case 'string':
      return validString(schema);
    case 'integer': {
      const inRange = fc.integer(integerBounds(schema));
      const existing = isIdName(name) ? ids(name) : [];
      return existing.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...existing), weight: 3 }, inRange) : inRange;
    }
    case 'number':
      return fc.double({ ...integerBounds(schema), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A valid-shaped string with control characters (NUL among them) put in. */
export const withControlCharacter = (text: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(text, fc.constantFrom(...CONTROL_CHARACTERS), fc.nat())
    .map(
      ([base, control, at]) =>
        `${base.slice(0, at % (base.length + 1))}${control}${base.slice(at % (base.length + 1))}`,
    );

/** A value that breaks the schema in one place (or, for a few generic values, may happen to fit it). */
export function invalidValue(schema: JsonSchema, ids: IdPool, name = ''): fc.Arbitrary<unknown> {
  const wrongType = fc.constantFrom<unknown>(null, true, 'text', 12, 1.5, {}, []);
  if (schema.enum)
    return fc.oneof(
      fc.constant('not-one-of-them'),
      withControlCharacter(fc.constantFrom(...schema.enum.map(String))),
      wrongType,
    );
  switch (typeOf(schema)) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const valid = validValue({ ...schema, nullable: false }, ids, name) as fc.Arbitrary<Record<string, unknown>>;
      const broken = properties.map(([key, child]) =>
        fc.tuple(valid, invalidValue(child, ids, key)).map(([object, value]) => ({ ...object, [key]: value })),
      );
      const missing = (schema.required ?? []).map((key) => valid.map(({ [key]: _dropped, ...rest }) => rest));
      return fc.oneof(wrongType, ...broken, ...missing);
    }
    case 'array': {
      const items = schema.items ?? {};
      const tooMany =
        schema.maxItems === undefined
          ? []
          : [
              fc.array(validValue(items, ids, name), {
                minLength: schema.maxItems + 1,
                maxLength: schema.maxItems + 1,
              }),
            ];
      return fc.oneof(wrongType, fc.array(invalidValue(items, ids, name), { minLength: 1, maxLength: 2 }), ...tooMany);
    }
    case 'string': {
      const tooLong = schema.maxLength === undefined ? [] : [fc.constant('x'.repeat(schema.maxLength + 1))];
      return fc.oneof(
        withControlCharacter(validString(schema)),
        fc.string({ unit: 'binary', maxLength: 20 }),
        wrongType,
        ...tooLong,
      );
    }
    case 'integer': {
      const { min, max } = integerBounds(schema);
      return fc.oneof(fc.constantFrom(...HOSTILE_INTEGERS, min - 1, max + 1, `${min}x`), wrongType);
    }
    default:
      return wrongType;
  }
}

/** Mostly valid, sometimes broken in one place: what a test drives an operation with. */
export const validOrInvalid = (schema: JsonSchema, ids: IdPool, name = ''): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: validValue(schema, ids, name), weight: 3 },
    { arbitrary: invalidValue(schema, ids, name), weight: 1 },
  );

/**
 * One plain value the schema accepts, the same every time: enum's first, the default, an existing
 * id, the minimum, a date for dates. A base for tests that then break one field of it.
 */
export function exampleOf(schema: JsonSchema, ids: IdPool, name = ''): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternative) return exampleOf(alternative, ids, name);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, child]) => [key, exampleOf(child, ids, key)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}, ids, name));
    case 'string':
      return exampleString(schema);
    case 'integer': {
      // team1Id and team2Id name two different teams.
      const existing = isIdName(name) ? ids(name) : [];
      const nth = /2/.test(name) ? 1 : 0;
      return existing[nth] ?? existing[0] ?? integerBounds(schema).min;
    }
    case 'number':
      return integerBounds(schema).min;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

function exampleString(schema: JsonSchema): string {
  const candidates = ['Example', '2026-03-02', 'example-key-0001'];
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern);
  const fits = (text: string) =>
    (pattern?.test(text) ?? true) &&
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity);
  return candidates.find(fits) ?? fc.sample(validString(schema), { seed: 1, numRuns: 1 })[0]!;
}

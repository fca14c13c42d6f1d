import { z } from 'zod';
import { COURT_NUMBERS, START_HOURS } from '../domain/match-rules.js';

/**
 * Ids are 1..2147483647, the range of PostgreSQL's `integer` columns (SQLite's are wider). An id
 * beyond it cannot exist, so paths, queries and bodies refuse it with a 400 on both databases
 * instead of letting PostgreSQL fail on it with a 500.
 */
export const MAX_ID = 2_147_483_647;
export const id = z.coerce.number().int().min(1).max(MAX_ID);

export const hour = z.number().int().min(START_HOURS.min).max(START_HOURS.max);
/** Minutes after midnight a match starts (1170 = 19:30), within START_HOURS. */
export const startMinutes = z
  .number()
  .int()
  .min(START_HOURS.min * 60)
  .max(START_HOURS.max * 60 + 59);
export const courtNumber = z.number().int().min(COURT_NUMBERS.min).max(COURT_NUMBERS.max);

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * page is 1-based; a pageSize over 100 is clamped rather than refused (docs/rules.md, "API conventions"). No list holds more
 * rows than there are ids, so a page past MAX_ID is refused, which keeps the OFFSET in range.
 */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ID).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageMeta = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date yyyy-mm-dd that exists (2025-02-30 is refused). Each failed check stops the
 * rest (abort), so "30.01.1995" gets one message, not also "not a valid date" or "in the future".
 */
export const isoDate = z
  .string()
  .regex(isoDatePattern, { message: 'Use the format yyyy-mm-dd', abort: true })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { message: 'Not a valid date', abort: true },
  );

/*
 * Control characters (C0, DEL and C1, NUL among them) belong in no name, text or search, and
 * PostgreSQL refuses NUL in text outright: refused here, they are the same 400 on both databases.
 * As patterns rather than refinements, the rule also shows in the OpenAPI document.
 */
// eslint-disable-next-line no-control-regex -- naming control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** Descriptions and rules are typed in a textarea: line breaks (\n, \r\n) and tabs are text there. */
// eslint-disable-next-line no-control-regex -- naming control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
const NO_CONTROL_CHARACTERS = 'Must not contain control characters';

/** True when text holds a character no one-line text field accepts (for text that arrives outside a schema). */
export const hasControlCharacter = (text: string): boolean => !SINGLE_LINE.test(text);

interface TextOptions {
  /** Keep line breaks and tabs (descriptions, rules); one-line fields refuse them. */
  multiline?: boolean;
}
const withoutControlCharacters = (text: z.ZodString, { multiline = false }: TextOptions) =>
  text.regex(multiline ? MULTI_LINE : SINGLE_LINE, NO_CONTROL_CHARACTERS);

/** A trimmed one-line text that may be empty (a guest's surname: schemas/player.ts). */
export const plainText = (max: number) => withoutControlCharacters(z.string().trim().max(max), {});

/** A required, trimmed text field: '   ' counts as missing. */
export const requiredText = (max: number, options: TextOptions = {}) =>
  withoutControlCharacters(z.string().trim().min(1, 'Required').max(max), options);

/** Optional free text: empty or blank is stored as null. */
export const optionalText = (max: number, options: TextOptions = {}) =>
  withoutControlCharacters(z.string().max(max), options)
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? null : value));

export const errorBody = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() }).passthrough()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const searchText = withoutControlCharacters(z.string().trim().max(100), {}).optional();

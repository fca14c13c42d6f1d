import { z } from 'zod';

/** Paths carry positive integer ids; anything else is a 400, never a 500. */
export const id = z.coerce.number().int().positive();

export const hour = z.number().int().min(0).max(23);
export const courtNumber = z.number().int().min(1).max(10);

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** page is 1-based; a pageSize over 100 is clamped rather than refused (API.md). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
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

/** A required, trimmed text field: '   ' counts as missing. */
export const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max);

/** Optional free text: empty or blank is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? null : value));

export const errorBody = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() }).passthrough()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const searchText = z.string().trim().max(100).optional();

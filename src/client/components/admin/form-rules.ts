import { z } from 'zod';

/**
 * Form schemas are the shared zod rules with the admin's own words for an empty field: these
 * helpers put that message in front of the shared rule, which still checks everything else
 * (length, control characters, ranges) with the same messages the server answers. Messages are
 * functions, read when a form validates, so they come in the language active at that moment.
 */
export type LazyMessage = () => string;

/** Text that must not be blank, then the shared rule of that field. */
export const filledText = <Rule extends z.ZodType<unknown, string>>(message: LazyMessage, rule: Rule) =>
  z.string().trim().min(1, { error: message }).pipe(rule);

/** A choice (select) that must be made; the shared schema the form pipes into checks its value. */
export const chosen = <Value>(message: LazyMessage) =>
  z.custom<Value | null>((value) => value !== null && value !== undefined && value !== '', { error: message }).transform((value) => value as Value);

/** A picker's choice: its option must be there (the label is only for the screen). */
export const pickedOption = (message: LazyMessage) =>
  z.custom<{ id: number; label: string } | null>((value) => value !== null && value !== undefined, { error: message }).transform((option) => option!);

/**
 * A whole number typed into a text input: digits only and accepted by the shared rule (its range),
 * with one message for any breach, as the form shows one line under the field.
 */
export const wholeNumberText = (message: LazyMessage, rule: z.ZodType) =>
  z
    .string()
    .trim()
    .refine((text) => /^\d+$/.test(text) && rule.safeParse(Number(text)).success, { error: message })
    .transform(Number);

/**
 * A shared input schema as the end of a form's pipe. zod wants the piped schema's input to be the
 * form's output exactly; the shared one accepts more (ids it coerces, optional fields), so this
 * only widens the type.
 */
export const sharedInput = <FormOutput, Shared extends z.ZodType>(schema: Shared) =>
  schema as unknown as z.ZodType<z.output<Shared>, FormOutput>;

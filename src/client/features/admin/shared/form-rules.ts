import { z } from 'zod';

/**
 * Form schemas are the shared zod rules with the admin's own words for an empty field: these
 * helpers put that message in front of the shared rule, which still checks everything else
 * (length, control characters, ranges) with the same messages the server answers.
 */

/** Text that must not be blank, then the shared rule of that field. */
export const filledText = <Rule extends z.ZodType<unknown, string>>(message: string, rule: Rule) =>
  z.string().trim().min(1, message).pipe(rule);

/** A choice (select) that must be made; the shared schema the form pipes into checks its value. */
export const chosen = <Value>(message: string) =>
  z.custom<Value | null>((value) => value !== null && value !== undefined && value !== '', message).transform((value) => value as Value);

/** A picker's choice: its option must be there (the label is only for the screen). */
export const pickedOption = (message: string) =>
  z.custom<{ id: number; label: string } | null>((value) => value !== null && value !== undefined, message).transform((option) => option!);

/**
 * A whole number typed into a text input: digits only and accepted by the shared rule (its range),
 * with one message for any breach, as the form shows one line under the field.
 */
export const wholeNumberText = (message: string, rule: z.ZodType) =>
  z
    .string()
    .trim()
    .refine((text) => /^\d+$/.test(text) && rule.safeParse(Number(text)).success, message)
    .transform(Number);

/**
 * A shared input schema as the end of a form's pipe. zod wants the piped schema's input to be the
 * form's output exactly; the shared one accepts more (ids it coerces, optional fields), so this
 * only widens the type.
 */
export const sharedInput = <FormOutput, Shared extends z.ZodType>(schema: Shared) =>
  schema as unknown as z.ZodType<z.output<Shared>, FormOutput>;

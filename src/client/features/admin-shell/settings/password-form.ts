import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, passwordChangeInput } from '@/shared/schemas/auth';
import { t } from '@/client/i18n/i18n';

/** The form shows one message, in a box above the fields, so every rule reports on this path. */
export const PASSWORD_FORM_PROBLEM = 'form';
const inTheBox = { path: [PASSWORD_FORM_PROBLEM] };

/**
 * The shared password change input plus the confirmation, with the rules checked in the order of
 * docs/rules.md ("Accounts and sessions"): the first one broken is the one shown.
 */
export const passwordFormSchema = passwordChangeInput
  // An empty current password is the box's "All fields are required", not a line under the field.
  .extend({ currentPassword: z.string(), confirmPassword: z.string() })
  .refine((values) => Boolean(values.currentPassword && values.newPassword && values.confirmPassword), { error: () => t('admin.settings.allRequired'), ...inTheBox })
  .refine((values) => values.newPassword.length >= MIN_PASSWORD_LENGTH, { error: () => t('admin.settings.tooShort'), ...inTheBox })
  .refine((values) => values.newPassword === values.confirmPassword, { error: () => t('admin.settings.mismatch'), ...inTheBox })
  .refine((values) => values.newPassword !== values.currentPassword, { error: () => t('admin.settings.sameAsCurrent'), ...inTheBox })
  // The API takes the two passwords; the confirmation stays on the form.
  .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword }));
export type PasswordFormValues = z.input<typeof passwordFormSchema>;

export const emptyPasswordForm = (): PasswordFormValues => ({ currentPassword: '', newPassword: '', confirmPassword: '' });

/** The message the box shows for these values, or null when the form may be sent. */
export function passwordProblem(values: PasswordFormValues): string | null {
  const result = passwordFormSchema.safeParse(values);
  return result.success ? null : (result.error.issues.find((issue) => issue.path[0] === PASSWORD_FORM_PROBLEM)?.message ?? null);
}

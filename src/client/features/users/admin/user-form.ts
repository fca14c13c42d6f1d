import { z } from 'zod';
import { newPassword, username, type User, type UserInput, type UserUpdate } from '@/shared/schemas/users';
import { filledText } from '@/client/components/admin/form-rules';
import { t } from '@/client/i18n/i18n';

/**
 * One form for creating and editing an organiser: `isNew` (set by the form's starting values)
 * makes the password required on creation; when editing, an empty password keeps the current one.
 * The rules are the shared ones the server checks (username, password length).
 */
export const userFormSchema = z
  .object({
    isNew: z.boolean(),
    username: filledText(() => t('admin.users.usernameRequired'), username),
    password: z.string(),
    clubIds: z.array(z.number()).min(1, { error: () => t('admin.users.clubsRequired') }),
  })
  .superRefine((values, context) => {
    if (values.isNew && values.password === '') {
      context.addIssue({ code: 'custom', path: ['password'], message: t('admin.users.passwordRequired') });
      return;
    }
    if (values.password === '') return;
    const rule = newPassword.safeParse(values.password);
    if (!rule.success) context.addIssue({ code: 'custom', path: ['password'], message: rule.error.issues[0]?.message ?? t('admin.users.passwordRequired') });
  });
export type UserFormValues = z.input<typeof userFormSchema>;

export const emptyUser = (): UserFormValues => ({ isNew: true, username: '', password: '', clubIds: [] });
export const userToForm = (user: User): UserFormValues => ({ isNew: false, username: user.username, password: '', clubIds: user.clubIds });

export const toUserInput = ({ username, password, clubIds }: z.output<typeof userFormSchema>): UserInput => ({
  username,
  password,
  role: 'organiser',
  clubIds,
});

export const toUserUpdate = ({ username, password, clubIds }: z.output<typeof userFormSchema>): UserUpdate => ({
  username,
  role: 'organiser',
  clubIds,
  ...(password ? { password } : {}),
});

import { z } from 'zod';
import { t } from '@/client/i18n/i18n';

/** Both fields must be filled before asking the server; the username is sent trimmed. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, { error: () => t('admin.login.usernameRequired') }),
  password: z.string().min(1, { error: () => t('admin.login.passwordRequired') }),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

import { z } from 'zod';
import { loginMessages } from './messages';

/** Both fields must be filled before asking the server; the username is sent trimmed. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, { error: () => loginMessages.usernameRequired }),
  password: z.string().min(1, { error: () => loginMessages.passwordRequired }),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

import { MIN_PASSWORD_LENGTH } from '../../../../shared/domain/constants';
import { settingsMessages } from './messages';

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyPasswordForm = (): PasswordFormValues => ({ currentPassword: '', newPassword: '', confirmPassword: '' });

/** SPEC.md §5, checked in this order; the first rule broken is the one shown. */
export function passwordProblem(values: PasswordFormValues): string | null {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword) return settingsMessages.allRequired;
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) return settingsMessages.tooShort;
  if (values.newPassword !== values.confirmPassword) return settingsMessages.mismatch;
  if (values.newPassword === values.currentPassword) return settingsMessages.sameAsCurrent;
  return null;
}

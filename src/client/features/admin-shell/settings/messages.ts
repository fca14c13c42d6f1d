import { texts } from '@/client/i18n/texts';

export const settingsMessages = texts({
  title: 'admin.settings.title',
  formTitle: 'admin.settings.formTitle',
  currentPassword: 'admin.settings.currentPassword',
  newPassword: 'admin.settings.newPassword',
  confirmPassword: 'admin.settings.confirmPassword',
  submit: 'admin.settings.submit',
  allRequired: 'admin.settings.allRequired',
  tooShort: 'admin.settings.tooShort',
  mismatch: 'admin.settings.mismatch',
  sameAsCurrent: 'admin.settings.sameAsCurrent',
  failed: 'admin.settings.failed',
  changed: 'admin.settings.changed',
});

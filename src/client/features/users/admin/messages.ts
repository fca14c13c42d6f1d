import { texts } from '@/client/i18n/texts';

/** The Users section's texts, from the catalogues (docs/i18n.md). */
export const userMessages = texts({
  title: 'admin.users.title',
  create: 'admin.users.create',
  createTitle: 'admin.users.createTitle',
  editTitle: 'admin.users.editTitle',
  empty: 'admin.users.empty',
  loadFailed: 'admin.users.loadFailed',
  usernameRequired: 'admin.users.usernameRequired',
  passwordRequired: 'admin.users.passwordRequired',
  passwordHint: 'admin.users.passwordHint',
  clubsRequired: 'admin.users.clubsRequired',
  confirmDelete: 'admin.users.confirmDelete',
  saveFailed: 'admin.users.saveFailed',
  deleteFailed: 'admin.users.deleteFailed',
  noun: 'admin.users.noun',
  username: 'admin.users.username',
  password: 'admin.users.password',
  clubs: 'admin.users.clubs',
});

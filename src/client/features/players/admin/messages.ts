import { texts } from '@/client/i18n/texts';

/** The Players section's texts: docs/rules.md ("Players and teams") word for word, the rest in the same voice. */
export const playerMessages = texts({
  title: 'admin.players.title',
  create: 'admin.players.create',
  createTitle: 'admin.players.createTitle',
  editTitle: 'admin.players.editTitle',
  empty: 'admin.players.empty',
  firstNameRequired: 'admin.players.firstNameRequired',
  lastNameRequired: 'admin.players.lastNameRequired',
  dobRequired: 'admin.players.dobRequired',
  confirmDelete: 'admin.players.confirmDelete',
  saveFailed: 'admin.players.saveFailed',
  deleteFailed: 'admin.players.deleteFailed',
});

import { texts } from '@/client/i18n/texts';

export const teamMessages = texts({
  title: 'admin.teams.title',
  create: 'admin.teams.create',
  createTitle: 'admin.teams.createTitle',
  editTitle: 'admin.teams.editTitle',
  empty: 'admin.teams.empty',
  player1Required: 'admin.teams.player1Required',
  player2Required: 'admin.teams.player2Required',
  samePlayer: 'admin.teams.samePlayer',
  confirmDelete: 'admin.teams.confirmDelete',
  saveFailed: 'admin.teams.saveFailed',
  deleteFailed: 'admin.teams.deleteFailed',
});

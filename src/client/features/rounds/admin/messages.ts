import { texts } from '@/client/i18n/texts';

export const roundMessages = texts({
  title: 'admin.rounds.title',
  create: 'admin.rounds.create',
  createTitle: 'admin.rounds.createTitle',
  editTitle: 'admin.rounds.editTitle',
  empty: 'admin.rounds.empty',
  noLeague: 'admin.rounds.noLeague',
  nameRequired: 'admin.rounds.nameRequired',
  dateRequired: 'admin.rounds.dateRequired',
  startHourRequired: 'admin.rounds.startHourRequired',
  endHourRequired: 'admin.rounds.endHourRequired',
  courtNumberRequired: 'admin.rounds.courtNumberRequired',
  statusRequired: 'admin.rounds.statusRequired',
  confirmDelete: 'admin.rounds.confirmDelete',
  saveFailed: 'admin.rounds.saveFailed',
  deleteFailed: 'admin.rounds.deleteFailed',
});

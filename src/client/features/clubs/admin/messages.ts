import { texts } from '@/client/i18n/texts';

export const clubMessages = texts({
  title: 'admin.clubs.title',
  create: 'admin.clubs.create',
  createTitle: 'admin.clubs.createTitle',
  editTitle: 'admin.clubs.editTitle',
  empty: 'admin.clubs.empty',
  nameRequired: 'admin.clubs.nameRequired',
  confirmDelete: 'admin.clubs.confirmDelete',
  saveFailed: 'admin.clubs.saveFailed',
  deleteFailed: 'admin.clubs.deleteFailed',
});

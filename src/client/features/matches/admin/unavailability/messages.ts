import { texts } from '@/client/i18n/texts';

export const unavailabilityMessages = texts({
  title: 'admin.unavailability.title',
  create: 'admin.unavailability.create',
  createTitle: 'admin.unavailability.createTitle',
  editTitle: 'admin.unavailability.editTitle',
  empty: 'admin.unavailability.empty',
  selectScope: 'admin.unavailability.selectScope',
  teamRequired: 'admin.unavailability.teamRequired',
  hoursLabel: 'admin.unavailability.hoursLabel',
  hoursHint: 'admin.unavailability.hoursHint',
  noHours: 'admin.unavailability.noHours',
  confirmDelete: 'admin.unavailability.confirmDelete',
  saveFailed: 'admin.unavailability.saveFailed',
  deleteFailed: 'admin.unavailability.deleteFailed',
});

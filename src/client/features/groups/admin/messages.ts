import { t } from '@/client/i18n/i18n';
import { texts } from '@/client/i18n/texts';

export const groupMessages = texts({
  title: 'admin.groups.title',
  create: 'admin.groups.create',
  createTitle: 'admin.groups.createTitle',
  editTitle: 'admin.groups.editTitle',
  empty: 'admin.groups.empty',
  noLeague: 'admin.groups.noLeague',
  nameRequired: 'admin.groups.nameRequired',
  confirmDelete: 'admin.groups.confirmDelete',
  saveFailed: 'admin.groups.saveFailed',
  deleteFailed: 'admin.groups.deleteFailed',
  manageTeams: 'admin.groups.manageTeams',
  teamsTitle: (groupName: string) => t('admin.groups.teamsTitle', { group: groupName }),
  addTeam: 'admin.groups.addTeam',
  teamRequired: 'admin.groups.teamRequired',
  noTeams: 'admin.groups.noTeams',
  confirmRemoveTeam: 'admin.groups.confirmRemoveTeam',
  addTeamFailed: 'admin.groups.addTeamFailed',
  removeTeamFailed: 'admin.groups.removeTeamFailed',
});

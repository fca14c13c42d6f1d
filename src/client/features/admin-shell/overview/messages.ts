import { texts } from '@/client/i18n/texts';

export const overviewMessages = texts({
  title: 'admin.overview.title',
  totalClubs: 'admin.overview.totalClubs',
  totalPlayers: 'admin.overview.totalPlayers',
  totalTeams: 'admin.overview.totalTeams',
  /** One tap from the dashboard to the courtside screen. */
  tonight: 'admin.overview.tonight',
});

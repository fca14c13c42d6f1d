import type { Tiebreaker } from '@/shared/schemas/league';
import { texts } from '@/client/i18n/texts';

export const leagueMessages = texts({
  title: 'admin.leagues.title',
  create: 'admin.leagues.create',
  createTitle: 'admin.leagues.createTitle',
  editTitle: 'admin.leagues.editTitle',
  empty: 'admin.leagues.empty',
  noClub: 'admin.leagues.noClub',
  nameRequired: 'admin.leagues.nameRequired',
  statusRequired: 'admin.leagues.statusRequired',
  pointsRange: 'admin.leagues.pointsRange',
  confirmDelete: 'admin.leagues.confirmDelete',
  saveFailed: 'admin.leagues.saveFailed',
  deleteFailed: 'admin.leagues.deleteFailed',
});

export const tiebreakerLabels: Record<Tiebreaker, string> = texts({
  headToHead: 'admin.leagues.tiebreakerLabels.headToHead',
  setsDiff: 'admin.leagues.tiebreakerLabels.setsDiff',
  gamesDiff: 'admin.leagues.tiebreakerLabels.gamesDiff',
  gamesWon: 'admin.leagues.tiebreakerLabels.gamesWon',
});

import type { Tiebreaker } from '@/shared/schemas/league';
import type { MessageKey } from '@/client/i18n/i18n';

export const tiebreakerLabels: Record<Tiebreaker, MessageKey> = {
  headToHead: 'admin.leagues.tiebreakerLabels.headToHead',
  setsDiff: 'admin.leagues.tiebreakerLabels.setsDiff',
  gamesDiff: 'admin.leagues.tiebreakerLabels.gamesDiff',
  gamesWon: 'admin.leagues.tiebreakerLabels.gamesWon',
};

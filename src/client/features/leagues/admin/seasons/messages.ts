import type { SeasonMove } from '@/shared/domain/seasons/types';
import { t } from '@/client/i18n/i18n';
import { texts } from '@/client/i18n/texts';

/** Texts of the admin's next-season flow (docs/seasons.md). */
export const nextSeasonMessages = texts({
  open: 'admin.seasons.open',
  title: (leagueName: string) => t('admin.seasons.title', { league: leagueName }),
  name: 'admin.seasons.name',
  nameRequired: 'admin.seasons.nameRequired',
  promote: 'admin.seasons.promote',
  relegate: 'admin.seasons.relegate',
  movesRange: 'admin.seasons.movesRange',
  movesHint: 'admin.seasons.movesHint',
  topGroupOrder: 'admin.seasons.topGroupOrder',
  byTable: 'admin.seasons.byTable',
  byPlayoffs: 'admin.seasons.byPlayoffs',
  topGroupOrderHint: 'admin.seasons.topGroupOrderHint',
  leaving: 'admin.seasons.leaving',
  leavingHint: 'admin.seasons.leavingHint',
  noTeams: 'admin.seasons.noTeams',
  loadingTeams: 'admin.seasons.loadingTeams',
  joining: 'admin.seasons.joining',
  joiningPicker: 'admin.seasons.joiningPicker',
  addJoining: 'admin.seasons.addJoining',
  joiningEmpty: 'admin.seasons.joiningEmpty',
  startsIn: 'admin.seasons.startsIn',
  bottomLevel: 'admin.seasons.bottomLevel',
  removeJoining: (teamName: string) => t('admin.seasons.removeJoining', { team: teamName }),
  alreadyJoining: 'admin.seasons.alreadyJoining',
  alreadyPlaying: 'admin.seasons.alreadyPlaying',
  preview: 'admin.seasons.preview',
  previewTitle: 'admin.seasons.previewTitle',
  previewStale: 'admin.seasons.previewStale',
  confirm: 'admin.seasons.confirm',
  previewFailed: 'admin.seasons.previewFailed',
  confirmFailed: 'admin.seasons.confirmFailed',
  created: (name: string) => t('admin.seasons.created', { name }),
  alreadyHasNext: 'admin.seasons.alreadyHasNext',
  emptyGroup: 'admin.seasons.emptyGroup',
});

/** What each move reads as: a symbol for the eye, words for everyone. */
export const moveLabels: Record<SeasonMove, { symbol: () => string; words: (from: string | null) => string }> = {
  up: { symbol: () => t('admin.seasons.move.upSymbol'), words: (from) => t('admin.seasons.move.up', { from: from ?? '' }) },
  down: { symbol: () => t('admin.seasons.move.downSymbol'), words: (from) => t('admin.seasons.move.down', { from: from ?? '' }) },
  stay: { symbol: () => t('admin.seasons.move.staySymbol'), words: () => t('admin.seasons.move.stay') },
  new: { symbol: () => t('admin.seasons.move.newSymbol'), words: () => t('admin.seasons.move.new') },
};

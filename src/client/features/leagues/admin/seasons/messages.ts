import type { SeasonMove } from '@/shared/domain/seasons/types';
import { t } from '@/client/i18n/i18n';

/** What each move reads as: a symbol for the eye, words for everyone. */
export const moveLabels: Record<SeasonMove, { symbol: () => string; words: (from: string | null) => string }> = {
  up: { symbol: () => t('admin.seasons.move.upSymbol'), words: (from) => t('admin.seasons.move.up', { from: from ?? '' }) },
  down: { symbol: () => t('admin.seasons.move.downSymbol'), words: (from) => t('admin.seasons.move.down', { from: from ?? '' }) },
  stay: { symbol: () => t('admin.seasons.move.staySymbol'), words: () => t('admin.seasons.move.stay') },
  new: { symbol: () => t('admin.seasons.move.newSymbol'), words: () => t('admin.seasons.move.new') },
};

import { formatCourt } from '@/shared/domain/format';
import { formatDay, formatStartHour } from '@/client/i18n/format';
import { t } from '@/client/i18n/i18n';
import { texts } from '@/client/i18n/texts';

/** The Tonight screen's texts (one module per feature, so tests import the same constants). */
export const tonightMessages = texts({
  title: 'admin.tonight.title',
  loading: 'admin.tonight.loading',
  empty: 'admin.tonight.empty',
  emptyHint: (date: string) => t('admin.tonight.emptyHint', { date: formatDay(date) }),
  waiting: 'admin.tonight.waiting',
  done: 'admin.tonight.done',
  save: 'admin.tonight.save',
  saving: 'admin.tonight.saving',
  scoresRequired: 'admin.tonight.scoresRequired',
  moreOptions: 'admin.tonight.moreOptions',
  slot: (hour: number | null, court: number | null) => t('admin.tonight.slot', { hour: formatStartHour(hour), court: formatCourt(court) }),
  listLabel: (heading: string, count: number) => `${heading} (${count})`,
});

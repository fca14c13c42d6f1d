import { formatCourt } from '@/shared/domain/format';
import { formatDay, formatStartHour } from '@/client/i18n/format';
import { t } from '@/client/i18n/i18n';

export const tonightEmptyHint = (date: string) => t('admin.tonight.emptyHint', { date: formatDay(date) });

export const tonightSlotText = (hour: number | null, court: number | null) => t('admin.tonight.slot', { hour: formatStartHour(hour), court: formatCourt(court) });

export const listLabel = (heading: string, count: number) => `${heading} (${count})`;

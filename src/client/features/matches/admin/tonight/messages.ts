import { formatCourt } from '@/shared/domain/format';
import { formatDay } from '@/client/i18n/format';
import { formatMatchStart } from '@/client/i18n/format-start';
import type { StartFacts } from '@/shared/domain/slots';
import { t } from '@/client/i18n/i18n';

export const tonightEmptyHint = (date: string) => t('admin.tonight.emptyHint', { date: formatDay(date) });

export const tonightSlotText = (start: StartFacts, court: number | null) =>
  t('admin.tonight.slot', { hour: formatMatchStart(start), court: formatCourt(court) });

export const listLabel = (heading: string, count: number) => `${heading} (${count})`;

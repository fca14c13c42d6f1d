import { MIN_PASSWORD_LENGTH } from '@/shared/domain/constants';
import { formatCourt } from '@/shared/domain/format';
import { formatDay, formatInstant, formatStartHour } from '@/client/i18n/format';
import { t } from '@/client/i18n/i18n';

export const validUntilText = (date: string) => t('me.join.validUntil', { date: formatInstant(Date.parse(date)) });

export const passwordTooShortText = () => t('me.join.passwordTooShort', { min: MIN_PASSWORD_LENGTH });

export const matchSlotText = (date: string, hour: number | null, court: number | null) =>
  t('me.slot', { date: formatDay(date), hour: formatStartHour(hour), court: formatCourt(court) });

export const confirmsAtText = (instant: string) => t('me.confirmsAt', { time: formatInstant(Date.parse(instant)) });

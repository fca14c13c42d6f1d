import type { ClubNightFormat } from '@/shared/domain/club-nights';
import type { ClubNight, ClubNightStatus } from '@/shared/schemas/club-night';
import { formatDay } from '@/client/i18n/format';
import { formatStartHour } from '@/client/i18n/format-start';
import { t, type MessageKey } from '@/client/i18n/i18n';

export const FORMAT_NAMES: Record<ClubNightFormat, MessageKey> = {
  americano: 'clubNights.format.americano',
  mexicano: 'clubNights.format.mexicano',
  teamAmericano: 'clubNights.format.teamAmericano',
};

export const STATUS_NAMES: Record<ClubNightStatus, MessageKey> = {
  upcoming: 'clubNights.status.upcoming',
  running: 'clubNights.status.running',
  finished: 'clubNights.status.finished',
};

/** "Mexicano · Fri 12 Jun · 19:00" */
export const nightLine = (night: Pick<ClubNight, 'format' | 'date' | 'startHour'>): string =>
  `${t(FORMAT_NAMES[night.format])} · ${formatDay(night.date)} · ${formatStartHour(night.startHour)}`;

/** "24 points a match" / "12 minutes a match" */
export const scoringText = (night: Pick<ClubNight, 'scoring'>): string =>
  night.scoring.kind === 'points'
    ? t('clubNights.scoringPoints', { points: night.scoring.pointsPerMatch })
    : t('clubNights.scoringTimed', { minutes: night.scoring.minutes });

/** The names of a night's players by id ("Guest" never shown: a guest has a name too). */
export const namesOf = (night: Pick<ClubNight, 'players'>): Map<number, string> =>
  new Map(night.players.map((player) => [player.id, player.name]));

/** "Ana / Bea" */
export const sideText = (side: readonly number[], names: ReadonlyMap<number, string>): string =>
  side.map((id) => names.get(id) ?? t('clubNights.unknownPlayer')).join(' / ');

import { MIN_PASSWORD_LENGTH } from '@/shared/domain/constants';
import { formatCourt } from '@/shared/domain/format';
import type { ViewerScore } from './viewer-side';
import { formatDay, formatInstant } from '@/client/i18n/format';
import { formatMatchStart, formatStart } from '@/client/i18n/format-start';
import type { StartFacts } from '@/shared/domain/slots';
import { t } from '@/client/i18n/i18n';

export const validUntilText = (date: string) => t('me.join.validUntil', { date: formatInstant(Date.parse(date)) });

export const passwordTooShortText = () => t('me.join.passwordTooShort', { min: MIN_PASSWORD_LENGTH });

export const matchSlotText = (date: string, start: StartFacts, court: number | null) =>
  t('me.slot', { date: formatDay(date), hour: formatMatchStart(start), court: formatCourt(court) });

export const confirmsAtText = (instant: string) => t('me.confirmsAt', { time: formatInstant(Date.parse(instant)) });

/** A score from the player's side with who won: "you won 6–4 6–3", "you lost 4–6 3–6", or just the sets while undecided. */
export function viewerScoreText({ score, won }: ViewerScore): string {
  if (won === null) return score;
  return (won ? t('me.score.won', { score }) : t('me.score.lost', { score })).trim();
}

/** When a match not started yet can have its score reported: its start, on this device's clock. */
export const reportFromText = (startsAt: string) => t('me.reportFrom', { time: formatInstant(Date.parse(startsAt)) });

/** A report the server refused as too early (MATCH_NOT_STARTED: this device's clock ran ahead). */
export const notStartedText = (startsAt: string) => t('me.notStarted', { time: formatInstant(Date.parse(startsAt)) });

/** A proposed slot of a request to move a match: "Round 3 · Mon 9 Mar · 19:30 · Court 2" (or any free court). */
export const proposalText = (slot: { roundName: string; date: string; startMinutes: number; courtNumber: number | null }) =>
  t('me.move.slotOption', {
    round: slot.roundName,
    date: formatDay(slot.date),
    time: formatStart(slot.startMinutes),
    court: slot.courtNumber === null ? t('me.move.anyCourt') : t('me.move.court', { court: formatCourt(slot.courtNumber) }),
  });

import { z } from 'zod';
import { playoffInput } from '@/shared/schemas/playoff';
import type { Round } from '@/shared/schemas/round';
import { chosen, wholeNumberText } from '@/client/components/admin/form-rules';
import { t } from '@/client/i18n/i18n';
import { MATCH_FORMATS } from '@/shared/domain/constants';

/** The playoff form on the shared rules: qualifiers typed as text and held to the shared range. */
export const playoffFormSchema = z.object({
  qualifiersPerGroup: wholeNumberText(() => t('admin.playoffs.qualifiersRange'), playoffInput.shape.qualifiersPerGroup),
  bestOfNext: wholeNumberText(() => t('admin.playoffs.bestOfNextRange'), playoffInput.shape.bestOfNext),
  thirdPlaceMatch: z.boolean(),
  consolation: z.boolean(),
  roundId: chosen<number>(() => t('admin.playoffs.roundRequired')),
  /** The playoff's own format; null plays the league's (docs/playoffs.md, "A format per stage"). */
  matchFormat: z.enum(MATCH_FORMATS).nullable().default(null),
});
export type PlayoffFormValues = z.input<typeof playoffFormSchema>;
export type PlayoffFormOutput = z.output<typeof playoffFormSchema>;

/** The final day is usually the league's last round: the latest by date. */
export function finalDayRound(rounds: readonly Pick<Round, 'id' | 'date'>[]): number | null {
  const latest = [...rounds].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)[0];
  return latest?.id ?? null;
}

export const emptyPlayoffForm = (roundId: number | null): PlayoffFormValues => ({
  qualifiersPerGroup: '2',
  bestOfNext: '0',
  thirdPlaceMatch: true,
  consolation: false,
  roundId,
  matchFormat: null,
});

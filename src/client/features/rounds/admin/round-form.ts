import { z } from 'zod';
import { roundInput, type Round, type RoundInput, type RoundStatus } from '@/shared/schemas/round';
import { ROUND_DEFAULTS } from '@/shared/domain/constants';
import { DEFAULT_SLOT_MINUTES } from '@/shared/domain/slots';
import { COURT_NUMBERS, START_HOURS } from '@/shared/domain/match-rules';
import { hourRange } from '@/client/components/ui/hour-toggle';
import { chosen, filledText, sharedInput } from '@/client/components/admin/form-rules';
import { t } from '@/client/i18n/i18n';

/**
 * The shared round rules (hours, courts, end not before start), with the form's message for each
 * field left empty (docs/rules.md, "Rounds").
 */
export const roundFormSchema = z
  .object({
    name: filledText(() => t('admin.rounds.nameRequired'), roundInput.shape.name),
    date: filledText(() => t('admin.rounds.dateRequired'), roundInput.shape.date),
    start_hour: chosen<number>(() => t('admin.rounds.startHourRequired')),
    end_hour: chosen<number>(() => t('admin.rounds.endHourRequired')),
    court_number: chosen<number>(() => t('admin.rounds.courtNumberRequired')),
    status: chosen<RoundStatus>(() => t('admin.rounds.statusRequired')),
    slot_minutes: chosen<number>(() => t('admin.rounds.slotMinutesRequired')),
  })
  .pipe(sharedInput<Required<RoundInput>, typeof roundInput>(roundInput));
export type RoundFormValues = z.input<typeof roundFormSchema>;

/** New rounds run 18–22 on one court and start inactive (docs/rules.md, "Rounds"). */
export const emptyRound = (): RoundFormValues => ({ name: '', date: '', ...ROUND_DEFAULTS, slot_minutes: DEFAULT_SLOT_MINUTES });

export const roundToForm = (round: Round): RoundFormValues => ({
  name: round.name,
  date: round.date,
  start_hour: round.start_hour,
  end_hour: round.end_hour,
  court_number: round.court_number,
  status: round.status,
  slot_minutes: round.slot_minutes,
});

export const COURT_CHOICES = hourRange(COURT_NUMBERS.min, COURT_NUMBERS.max);
export const HOUR_CHOICES = hourRange(START_HOURS.min, START_HOURS.max);
export { SLOT_MINUTES as SLOT_CHOICES } from '@/shared/domain/slots';

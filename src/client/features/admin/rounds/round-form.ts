import type { Round, RoundInput, RoundStatus } from '../../../../shared/schemas/round';
import { ROUND_DEFAULTS } from '../../../../shared/domain/constants';
import type { FormErrors } from '../shared/use-entity-editor';
import { roundMessages } from './messages';

export interface RoundFormValues {
  name: string;
  date: string;
  start_hour: number | null;
  end_hour: number | null;
  court_number: number | null;
  status: RoundStatus | null;
}

/** SPEC.md §9: new rounds run 18–22 on one court and start inactive. */
export const emptyRound = (): RoundFormValues => ({ name: '', date: '', ...ROUND_DEFAULTS });

export const roundToForm = (round: Round): RoundFormValues => ({
  name: round.name,
  date: round.date,
  start_hour: round.start_hour,
  end_hour: round.end_hour,
  court_number: round.court_number,
  status: round.status,
});

/** Court choices 1–10 and hours 0–23 (SPEC.md §9). */
export const COURT_CHOICES = Array.from({ length: 10 }, (_, index) => index + 1);
export const HOUR_CHOICES = Array.from({ length: 24 }, (_, index) => index);

/** SPEC.md §5: every field is required; end after start is left to the server, as the spec shows no message. */
export const validateRound = (values: RoundFormValues): FormErrors<RoundFormValues> => ({
  name: values.name.trim() ? undefined : roundMessages.nameRequired,
  date: values.date ? undefined : roundMessages.dateRequired,
  start_hour: values.start_hour !== null ? undefined : roundMessages.startHourRequired,
  end_hour: values.end_hour !== null ? undefined : roundMessages.endHourRequired,
  court_number: values.court_number !== null ? undefined : roundMessages.courtNumberRequired,
  status: values.status ? undefined : roundMessages.statusRequired,
});

export const roundPayload = (values: RoundFormValues): RoundInput => ({
  name: values.name.trim(),
  date: values.date,
  start_hour: values.start_hour ?? ROUND_DEFAULTS.start_hour,
  end_hour: values.end_hour ?? ROUND_DEFAULTS.end_hour,
  court_number: values.court_number ?? ROUND_DEFAULTS.court_number,
  status: values.status ?? ROUND_DEFAULTS.status,
});

import { z } from 'zod';
import { COURT_NUMBERS, START_HOURS } from '@/shared/domain/match-rules';
import { DEFAULT_MATCH_FORMAT, type MatchFormat } from '@/shared/domain/constants';
import { matchOutcome, type Match, type MatchInput, type MatchOutcome } from '@/shared/schemas/match';
import { hasScores, resultsOf, scoreGridOf, scoreGridValues, scoreProblem } from '@/client/components/score-entry/score-entry';
import type { Round } from '@/shared/schemas/round';
import type { PickerOption } from '@/client/components/ui/search-picker';
import { startChoices } from '@/client/components/admin/round-slots';
import { hourOfStart, startMinutesOf } from '@/shared/domain/slots';
import { t } from '@/client/i18n/i18n';

/** A picked team in a form: an option or nothing yet (whether one is required is the form's rule). */
export const pickerOption = z.custom<PickerOption | null>((value) => value === null || (typeof value === 'object' && typeof (value as PickerOption).id === 'number'));

const matchFormShape = z.object({
  team1: pickerOption,
  team2: pickerOption,
  /** The score grid (score-entry.ts), the same boxes Tonight and a player's report use. */
  scores: scoreGridValues,
  courtNumber: z.number().int().nullable(),
  /** One of the round's starts, in minutes after midnight. */
  startMinutes: z.number().int().nullable(),
  outcome: matchOutcome,
  winnerTeamId: z.number().int().nullable(),
});

/** What the Results form holds while the organiser fills it in. */
export type MatchFormValues = z.infer<typeof matchFormShape>;

/** docs/rules.md, "Admin dashboard": a new results match defaults to court 1 at 18:00 (inside the round when it can be). */
export const NEW_MATCH_COURT = 1;
export const NEW_MATCH_HOUR = 18;
const NEW_MATCH_START = NEW_MATCH_HOUR * 60;

export function emptyMatch(round: Round | null): MatchFormValues {
  const starts = startChoices(round);
  return {
    team1: null,
    team2: null,
    scores: scoreGridOf([], []),
    courtNumber: NEW_MATCH_COURT,
    startMinutes: starts.includes(NEW_MATCH_START) ? NEW_MATCH_START : (starts[0] ?? NEW_MATCH_START),
    outcome: 'played',
    winnerTeamId: null,
  };
}

export const matchToForm = (match: Match): MatchFormValues => ({
  team1: match.team1Id === null ? null : { id: match.team1Id, label: match.team1Name },
  team2: match.team2Id === null ? null : { id: match.team2Id, label: match.team2Name },
  scores: scoreGridOf(match.team1Results, match.team2Results),
  courtNumber: match.courtNumber ?? NEW_MATCH_COURT,
  startMinutes: startMinutesOf(match) ?? NEW_MATCH_START,
  outcome: match.outcome,
  // A played match's winner follows from the sets; the choice is only asked for walkover/retired.
  winnerTeamId: match.outcome === 'played' ? null : match.winnerTeamId,
});

/** A walkover carries no scores (docs/rules.md, "Matches and results"): choosing it clears them, so no old result lingers. */
export const withOutcome = (values: MatchFormValues, outcome: MatchOutcome): MatchFormValues =>
  outcome === 'walkover' ? { ...values, outcome, scores: scoreGridOf([], []) } : { ...values, outcome };

/** What is wrong with a results form, field by field, in the screen's words; {} when nothing is. */
export type MatchFormErrors = Partial<Record<keyof MatchFormValues, string>>;

const within = (value: number | null, range: { min: number; max: number }): boolean => value !== null && value >= range.min && value <= range.max;

/**
 * The league's match format (match-formats.ts: the check the server runs too) and the match's
 * limits (match-rules.ts), worded for the form, so a refused score never reaches the outbox.
 */
export function validateMatch(values: MatchFormValues, format: MatchFormat = DEFAULT_MATCH_FORMAT): MatchFormErrors {
  const errors: MatchFormErrors = {
    team1: values.team1 ? undefined : t('admin.results.team1Required'),
    team2: values.team2 ? undefined : t('admin.results.team2Required'),
    courtNumber: within(values.courtNumber, COURT_NUMBERS) ? undefined : t('admin.results.courtRequired'),
    startMinutes: within(values.startMinutes, { min: START_HOURS.min * 60, max: START_HOURS.max * 60 + 59 })
      ? undefined
      : t('admin.results.startTimeRequired'),
    scores: scoreProblem(values.scores, { format, outcome: values.outcome }) ?? undefined,
    winnerTeamId: values.outcome !== 'played' && values.winnerTeamId === null ? t('admin.results.winnerRequired') : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** The results form for react-hook-form (zodResolver): its shape, checked by validateMatch under the league's format. */
export const matchFormSchemaFor = (format: MatchFormat) =>
  matchFormShape.superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validateMatch(values, format))) ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type MatchFormSchema = ReturnType<typeof matchFormSchemaFor>;

/** Results go only when there are some (docs/rules.md, "Matches and results"); walkover and retirement name the winner. */
export function matchPayload(values: MatchFormValues): MatchInput {
  const results = resultsOf(values.scores);
  const payload: MatchInput = {
    team1Id: values.team1!.id,
    team2Id: values.team2!.id,
    courtNumber: values.courtNumber!,
    startTime: hourOfStart(values.startMinutes!),
    startMinutes: values.startMinutes!,
    outcome: values.outcome,
    winnerTeamId: values.outcome === 'played' ? null : values.winnerTeamId,
  };
  if (hasScores(results)) Object.assign(payload, results);
  return payload;
}

/** The Results form's values with an open report's score in place: accepting it is an ordinary result write. */
export function reportedValues(match: Match): MatchFormValues {
  const values = matchToForm(match);
  const report = match.report;
  if (!report) return values;
  return {
    ...values,
    scores: scoreGridOf(report.team1Results, report.team2Results),
    outcome: report.outcome,
    winnerTeamId: report.outcome === 'played' ? null : report.winnerTeamId,
  };
}

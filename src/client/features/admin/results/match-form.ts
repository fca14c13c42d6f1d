import { localiseScoreProblem } from '@/client/i18n/score-problems';
import { z } from 'zod';
import { COURT_NUMBERS, START_HOURS } from '@/shared/domain/match-rules';
import { DEFAULT_MATCH_FORMAT, type MatchFormat } from '@/shared/domain/constants';
import { matchFormatProblems, type ScoreProblem } from '@/shared/domain/match-formats';
import { parseScoreList, sanitizeScoreText } from '@/shared/domain/set-scores';
import { matchOutcome, type Match, type MatchInput, type MatchOutcome } from '@/shared/schemas/match';
import type { Round } from '@/shared/schemas/round';
import type { PickerOption } from '@/client/components/ui/search-picker';
import { hourChoices } from '../shared/round-slots';
import { resultMessages } from './messages';

export interface MatchFormValues {
  team1: PickerOption | null;
  team2: PickerOption | null;
  team1Scores: string;
  team2Scores: string;
  courtNumber: number | null;
  startTime: number | null;
  outcome: MatchOutcome;
  winnerTeamId: number | null;
}

/** docs/rules.md, "Admin dashboard": a new results match defaults to court 1 at 18:00 (inside the round when it can be). */
export const NEW_MATCH_COURT = 1;
export const NEW_MATCH_HOUR = 18;

export function emptyMatch(round: Round | null): MatchFormValues {
  const hours = hourChoices(round);
  return {
    team1: null,
    team2: null,
    team1Scores: '',
    team2Scores: '',
    courtNumber: NEW_MATCH_COURT,
    startTime: hours.includes(NEW_MATCH_HOUR) ? NEW_MATCH_HOUR : (hours[0] ?? NEW_MATCH_HOUR),
    outcome: 'played',
    winnerTeamId: null,
  };
}

export const matchToForm = (match: Match): MatchFormValues => ({
  team1: match.team1Id === null ? null : { id: match.team1Id, label: match.team1Name },
  team2: match.team2Id === null ? null : { id: match.team2Id, label: match.team2Name },
  team1Scores: match.team1Results.join(', '),
  team2Scores: match.team2Results.join(', '),
  courtNumber: match.courtNumber ?? NEW_MATCH_COURT,
  startTime: match.startTime ?? NEW_MATCH_HOUR,
  outcome: match.outcome,
  // A played match's winner follows from the sets; the choice is only asked for walkover/retired.
  winnerTeamId: match.outcome === 'played' ? null : match.winnerTeamId,
});

/** A walkover carries no scores (docs/rules.md, "Matches and results"): choosing it clears them, so no old result lingers. */
export const withOutcome = (values: MatchFormValues, outcome: MatchOutcome): MatchFormValues =>
  outcome === 'walkover' ? { ...values, outcome, team1Scores: '', team2Scores: '' } : { ...values, outcome };

/**
 * What a score box keeps while typing: digits, commas and spaces (docs/rules.md, "Matches and results"). A dot becomes a
 * comma because a phone's decimal keypad offers a dot where the comma should be.
 */
export const cleanScoreInput = (text: string): string => sanitizeScoreText(text.replace(/\./g, ','));

/** What is wrong with a results form, field by field, in the screen's words; {} when nothing is. */
export type MatchFormErrors = Partial<Record<keyof MatchFormValues, string>>;

const within = (value: number | null, range: { min: number; max: number }): boolean => value !== null && value >= range.min && value <= range.max;

/**
 * The score box a problem belongs under: the shared rule names the list (`team2Results`) or the
 * set (`team1Results[1]` is set 2, and its message names it), and each list has its own box.
 */
const scoreBoxOf = (problem: ScoreProblem): 'team1Scores' | 'team2Scores' => (problem.field.startsWith('team2Results') ? 'team2Scores' : 'team1Scores');

const joinedMessages = (problems: readonly ScoreProblem[]) => (problems.length > 0 ? problems.map((problem) => localiseScoreProblem(problem.message)).join('. ') : undefined);

/**
 * The score problems per box. Under `free` they all stay under team 2's box, worded and joined as
 * they always were; the other formats put each under the box its field names.
 */
function scoreErrors(format: MatchFormat, problems: readonly ScoreProblem[]): Pick<MatchFormErrors, 'team1Scores' | 'team2Scores'> {
  if (format === 'free') return { team2Scores: joinedMessages(problems) };
  return {
    team1Scores: joinedMessages(problems.filter((problem) => scoreBoxOf(problem) === 'team1Scores')),
    team2Scores: joinedMessages(problems.filter((problem) => scoreBoxOf(problem) === 'team2Scores')),
  };
}

/**
 * The league's match format (match-formats.ts: the check the server runs too) and the match's
 * limits (match-rules.ts), worded for the form, so a refused score never reaches the outbox.
 */
export function validateMatch(values: MatchFormValues, format: MatchFormat = DEFAULT_MATCH_FORMAT): MatchFormErrors {
  const team1Results = parseScoreList(values.team1Scores);
  const team2Results = parseScoreList(values.team2Scores);
  const problems = matchFormatProblems(format, team1Results, team2Results, values.outcome);
  const errors: MatchFormErrors = {
    team1: values.team1 ? undefined : resultMessages.team1Required,
    team2: values.team2 ? undefined : resultMessages.team2Required,
    courtNumber: within(values.courtNumber, COURT_NUMBERS) ? undefined : resultMessages.courtRequired,
    startTime: within(values.startTime, START_HOURS) ? undefined : resultMessages.startTimeRequired,
    ...scoreErrors(format, problems),
    winnerTeamId: values.outcome !== 'played' && values.winnerTeamId === null ? resultMessages.winnerRequired : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** A picked team in a form: an option or nothing yet (whether one is required is the form's rule). */
export const pickerOption = z.custom<PickerOption | null>((value) => value === null || (typeof value === 'object' && typeof (value as PickerOption).id === 'number'));

const matchFormShape = z.object({
  team1: pickerOption,
  team2: pickerOption,
  team1Scores: z.string(),
  team2Scores: z.string(),
  courtNumber: z.number().int().nullable(),
  startTime: z.number().int().nullable(),
  outcome: matchOutcome,
  winnerTeamId: z.number().int().nullable(),
});

/** The results form for react-hook-form (zodResolver): its shape, checked by validateMatch under the league's format. */
export const matchFormSchemaFor = (format: MatchFormat) =>
  matchFormShape.superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validateMatch(values, format))) ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type MatchFormSchema = ReturnType<typeof matchFormSchemaFor>;

/** Results go only when there are some (docs/rules.md, "Matches and results"); walkover and retirement name the winner. */
export function matchPayload(values: MatchFormValues): MatchInput {
  const team1Results = parseScoreList(values.team1Scores);
  const team2Results = parseScoreList(values.team2Scores);
  const payload: MatchInput = {
    team1Id: values.team1!.id,
    team2Id: values.team2!.id,
    courtNumber: values.courtNumber!,
    startTime: values.startTime!,
    outcome: values.outcome,
    winnerTeamId: values.outcome === 'played' ? null : values.winnerTeamId,
  };
  if (team1Results.length > 0 || team2Results.length > 0) {
    payload.team1Results = team1Results;
    payload.team2Results = team2Results;
  }
  return payload;
}

/** The Results form's values with an open report's score in place: accepting it is an ordinary result write. */
export function reportedValues(match: Match): MatchFormValues {
  const values = matchToForm(match);
  const report = match.report;
  if (!report) return values;
  return {
    ...values,
    team1Scores: report.team1Results.join(', '),
    team2Scores: report.team2Results.join(', '),
    outcome: report.outcome,
    winnerTeamId: report.outcome === 'played' ? null : report.winnerTeamId,
  };
}

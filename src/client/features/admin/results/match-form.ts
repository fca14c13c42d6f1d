import { parseScoreList, sanitizeScoreText, setScoreProblems } from '../../../../shared/domain/set-scores';
import type { Match, MatchInput, MatchOutcome } from '../../../../shared/schemas/match';
import type { Round } from '../../../../shared/schemas/round';
import type { PickerOption } from '../../../components/ui/search-picker';
import { hourChoices } from '../shared/round-slots';
import type { FormErrors } from '../shared/use-entity-editor';
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

/** SPEC.md §9: a new results match defaults to court 1 at 18:00 (inside the round when it can be). */
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
  team1: { id: match.team1Id, label: match.team1Name },
  team2: { id: match.team2Id, label: match.team2Name },
  team1Scores: match.team1Results.join(', '),
  team2Scores: match.team2Results.join(', '),
  courtNumber: match.courtNumber ?? NEW_MATCH_COURT,
  startTime: match.startTime ?? NEW_MATCH_HOUR,
  outcome: match.outcome,
  // A played match's winner follows from the sets; the choice is only asked for walkover/retired.
  winnerTeamId: match.outcome === 'played' ? null : match.winnerTeamId,
});

/** A walkover carries no scores (API.md): choosing it clears them, so no old result lingers. */
export const withOutcome = (values: MatchFormValues, outcome: MatchOutcome): MatchFormValues =>
  outcome === 'walkover' ? { ...values, outcome, team1Scores: '', team2Scores: '' } : { ...values, outcome };

/**
 * What a score box keeps while typing: digits, commas and spaces (SPEC.md §5). A dot becomes a
 * comma because a phone's decimal keypad offers a dot where the comma should be.
 */
export const cleanScoreInput = (text: string): string => sanitizeScoreText(text.replace(/\./g, ','));

export function validateMatch(values: MatchFormValues): FormErrors<MatchFormValues> {
  const team1Results = parseScoreList(values.team1Scores);
  const team2Results = parseScoreList(values.team2Scores);
  const scoreProblems = setScoreProblems(team1Results, team2Results, { retired: values.outcome === 'retired', walkover: values.outcome === 'walkover' });
  return {
    team1: values.team1 ? undefined : resultMessages.team1Required,
    team2: values.team2 ? undefined : resultMessages.team2Required,
    courtNumber: values.courtNumber !== null && values.courtNumber >= 1 ? undefined : resultMessages.courtRequired,
    startTime: values.startTime !== null && values.startTime >= 0 && values.startTime <= 23 ? undefined : resultMessages.startTimeRequired,
    team2Scores: scoreProblems.length > 0 ? scoreProblems.join('. ') : undefined,
    winnerTeamId: values.outcome !== 'played' && values.winnerTeamId === null ? resultMessages.winnerRequired : undefined,
  };
}

/** Results go only when there are some (SPEC.md §7); walkover and retirement name the winner. */
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

/**
 * A club-night match score for the night's scoring (docs/club-nights.md, "Scoring"): by points,
 * the two sides' points add up to the night's points per match; timed, any whole numbers from 0.
 */
export type NightScoring = { kind: 'points'; pointsPerMatch: number } | { kind: 'timed'; minutes: number };

/** The most points one side can score in a timed match: a guard against typing slips. */
export const MAX_TIMED_POINTS = 999;

export type ScoreProblem = 'notWholeNumbers' | 'negative' | 'tooHigh' | 'notAddingUp';

/** Null when the score is valid for the scoring, else the first problem found. */
export function nightScoreProblem(
  scoring: NightScoring,
  team1Points: number,
  team2Points: number,
): ScoreProblem | null {
  if (!Number.isInteger(team1Points) || !Number.isInteger(team2Points)) return 'notWholeNumbers';
  if (team1Points < 0 || team2Points < 0) return 'negative';
  if (scoring.kind === 'points') return team1Points + team2Points === scoring.pointsPerMatch ? null : 'notAddingUp';
  return team1Points > MAX_TIMED_POINTS || team2Points > MAX_TIMED_POINTS ? 'tooHigh' : null;
}

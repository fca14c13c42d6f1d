import { ValidationFailed } from '../errors.js';
import { allowsDraws, gamesTotals, matchFormatProblems } from '../../shared/domain/match-formats.js';
import type { MatchFormat } from '../../shared/schemas/league.js';
import type { MatchOutcome } from '../../shared/schemas/match.js';

interface ScoredWrite {
  team1Results?: number[] | undefined;
  team2Results?: number[] | undefined;
  outcome: MatchOutcome;
}

/**
 * Refuses scores the league's match format does not allow: 400 with one detail per refused set.
 * Only scores sent are judged; scores a write leaves in place were accepted under the format of
 * their day, and changing a league's format leaves recorded results as they are.
 */
export function enforceMatchFormat(format: MatchFormat, write: ScoredWrite, { drawsAllowed = true } = {}): void {
  if (write.team1Results === undefined || write.team2Results === undefined) return;
  const problems = matchFormatProblems(format, write.team1Results, write.team2Results, write.outcome);
  if (problems.length === 0 && !drawsAllowed && isLevelTimedResult(format, write)) {
    // A knockout needs a winner: a timed playoff match level on games is not a result.
    problems.push({ field: 'team1Results', message: 'A playoff match cannot end level: one team must win more games' });
  }
  if (problems.length === 0) return;
  const details = problems.map(({ field, message }) => ({ field, message }));
  throw new ValidationFailed(problems.map((problem) => problem.message).join('; '), details);
}

function isLevelTimedResult(format: MatchFormat, write: ScoredWrite): boolean {
  if (!allowsDraws(format) || write.outcome !== 'played' || !write.team1Results || !write.team2Results) return false;
  if (write.team1Results.length === 0) return false;
  const [games1, games2] = gamesTotals(write.team1Results, write.team2Results);
  return games1 === games2;
}

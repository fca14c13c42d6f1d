import { ValidationFailed } from '../errors.js';
import { matchFormatProblems } from '../../shared/domain/match-formats.js';
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
export function enforceMatchFormat(format: MatchFormat, write: ScoredWrite): void {
  if (write.team1Results === undefined || write.team2Results === undefined) return;
  const problems = matchFormatProblems(format, write.team1Results, write.team2Results, write.outcome);
  if (problems.length === 0) return;
  const details = problems.map(({ field, message }) => ({ field, message }));
  throw new ValidationFailed(problems.map((problem) => problem.message).join('; '), details);
}

import type { Bracket, BracketMatch, BracketResults, ResolvedMatch, Side, SlotSource } from './types.js';

/**
 * Who stands in every match of a bracket, from the results recorded so far. Nothing about teams
 * is stored apart from the draw and the results: a winner (and a loser bound for the third-place
 * match or the consolation bracket) is wherever the results send it, so advancing and correcting
 * are the same rule. A bye match sends its one team through as soon as that team is known.
 */
export function resolveBracket(bracket: Bracket, results: BracketResults): Map<string, ResolvedMatch> {
  const resolved = new Map<string, ResolvedMatch>();
  const teamFrom = (source: SlotSource): number | null => {
    switch (source.kind) {
      case 'entrant':
        return source.qualifier.teamId;
      case 'bye':
        return null;
      case 'winner':
        return resolved.get(source.matchKey)?.winnerTeamId ?? null;
      case 'loser':
        return resolved.get(source.matchKey)?.loserTeamId ?? null;
    }
  };
  for (const match of bracket.matches) {
    const team1Id = teamFrom(match.sides[0]);
    const team2Id = teamFrom(match.sides[1]);
    resolved.set(match.key, { team1Id, team2Id, ...decide(match, team1Id, team2Id, results.get(match.key)) });
  }
  return resolved;
}

function decide(match: BracketMatch, team1Id: number | null, team2Id: number | null, side: Side | undefined) {
  if (match.isBye) return { winnerTeamId: team1Id ?? team2Id, loserTeamId: null };
  if (side === undefined || team1Id === null || team2Id === null) return { winnerTeamId: null, loserTeamId: null };
  return side === 1 ? { winnerTeamId: team1Id, loserTeamId: team2Id } : { winnerTeamId: team2Id, loserTeamId: team1Id };
}

export type PlayoffResultRefusal = 'unknown-match' | 'bye-match' | 'teams-not-known' | 'next-match-decided';

/**
 * A result the bracket cannot take. `next-match-decided` is the conflict of a correction that
 * would move a team out of a match that already has a result (the server answers 409); the others
 * are requests the bracket does not allow at all.
 */
export class PlayoffResultError extends Error {
  constructor(
    readonly reason: PlayoffResultRefusal,
    readonly matchKey: string,
    /** For `next-match-decided`: the decided match a team would have to leave. */
    readonly blockingMatchKey: string | null = null,
  ) {
    super(describeRefusal(reason, matchKey, blockingMatchKey));
    this.name = 'PlayoffResultError';
  }
}

function describeRefusal(reason: PlayoffResultRefusal, matchKey: string, blocking: string | null): string {
  switch (reason) {
    case 'unknown-match':
      return `There is no playoff match ${matchKey}`;
    case 'bye-match':
      return `Playoff match ${matchKey} is a bye and is not played`;
    case 'teams-not-known':
      return `Playoff match ${matchKey} cannot have a result before both its teams are known`;
    case 'next-match-decided':
      return `The result of playoff match ${matchKey} cannot change who plays in ${blocking ?? 'the next match'}: that match already has a result`;
  }
}

export interface TeamChange {
  matchKey: string;
  team1Id: number | null;
  team2Id: number | null;
}

export interface RecordedPlayoffResult {
  results: Map<string, Side>;
  /** Every other match whose teams the result changed, to write onto those matches at once. */
  teamChanges: TeamChange[];
}

/**
 * Records (side 1 or 2), corrects, or clears (null) the result of one playoff match, and says
 * which later matches change teams because of it. A change that would move a team into or out of
 * a match that already has a result is refused as a whole.
 */
export function recordPlayoffResult(
  bracket: Bracket,
  results: BracketResults,
  matchKey: string,
  winnerSide: Side | null,
): RecordedPlayoffResult {
  const match = bracket.matches.find((candidate) => candidate.key === matchKey);
  if (!match) throw new PlayoffResultError('unknown-match', matchKey);
  if (match.isBye) throw new PlayoffResultError('bye-match', matchKey);
  const before = resolveBracket(bracket, results);
  const current = before.get(matchKey);
  if (winnerSide !== null && (current?.team1Id == null || current.team2Id == null)) {
    throw new PlayoffResultError('teams-not-known', matchKey);
  }

  const next = new Map(results);
  if (winnerSide === null) next.delete(matchKey);
  else next.set(matchKey, winnerSide);
  const after = resolveBracket(bracket, next);

  const teamChanges: TeamChange[] = [];
  for (const other of bracket.matches) {
    const was = before.get(other.key);
    const now = after.get(other.key);
    if (other.key === matchKey || !now || (was?.team1Id === now.team1Id && was.team2Id === now.team2Id)) continue;
    if (next.has(other.key)) throw new PlayoffResultError('next-match-decided', matchKey, other.key);
    teamChanges.push({ matchKey: other.key, team1Id: now.team1Id, team2Id: now.team2Id });
  }
  return { results: next, teamChanges };
}

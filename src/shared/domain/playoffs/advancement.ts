import type { Bracket, BracketMatch, BracketResults, ResolvedMatch, Side, SlotSource } from './types.js';

/**
 * Who stands in every match of a bracket, from the results recorded so far. Nothing about teams
 * is stored apart from the draw and the results: a winner (and a loser bound for the third-place
 * match or the consolation bracket) is wherever the results send it, so advancing and correcting
 * are the same rule. A bye match sends its one team through as soon as that team is known.
 */
export function resolveBracket(bracket: Bracket, results: BracketResults): Map<string, ResolvedMatch> {
  const resolved = new Map<string, ResolvedMatch>();
  // Matches both of whose sides are known to stay empty: their winner's place stays empty too.
  const sendsNobody = new Set<string>();
  /** The team a side gets (null while unknown), and whether it is known that none will come. */
  const sideFrom = (source: SlotSource): { teamId: number | null; empty: boolean } => {
    switch (source.kind) {
      case 'entrant':
        return { teamId: source.qualifier.teamId, empty: false };
      case 'bye':
        return { teamId: null, empty: true };
      case 'winner':
        return { teamId: resolved.get(source.matchKey)?.winnerTeamId ?? null, empty: sendsNobody.has(source.matchKey) };
      case 'loser':
        return { teamId: resolved.get(source.matchKey)?.loserTeamId ?? null, empty: false };
      case 'firstMatchLoser': {
        const feeder = resolved.get(source.matchKey);
        if (!feeder || feeder.loserTeamId === null) return { teamId: null, empty: false };
        const onSide = (source.side === 1 ? feeder.team1Id : feeder.team2Id) === feeder.loserTeamId;
        return onSide ? { teamId: feeder.loserTeamId, empty: false } : { teamId: null, empty: true };
      }
    }
  };
  for (const match of bracket.matches) {
    const side1 = sideFrom(match.sides[0]);
    const side2 = sideFrom(match.sides[1]);
    if (side1.empty && side2.empty) sendsNobody.add(match.key);
    resolved.set(match.key, decide(match, side1, side2, results.get(match.key)));
  }
  return resolved;
}

type ResolvedSide = { teamId: number | null; empty: boolean };

function decide(match: BracketMatch, side1: ResolvedSide, side2: ResolvedSide, side: Side | undefined): ResolvedMatch {
  const team1Id = side1.teamId;
  const team2Id = side2.teamId;
  if (match.isBye) return { team1Id, team2Id, winnerTeamId: team1Id ?? team2Id, loserTeamId: null, walkThrough: false };
  // A side that will never be filled: the other team goes through unplayed, as from a bye.
  if (side1.empty || side2.empty)
    return { team1Id, team2Id, winnerTeamId: team1Id ?? team2Id, loserTeamId: null, walkThrough: true };
  if (side === undefined || team1Id === null || team2Id === null)
    return { team1Id, team2Id, winnerTeamId: null, loserTeamId: null, walkThrough: false };
  return side === 1
    ? { team1Id, team2Id, winnerTeamId: team1Id, loserTeamId: team2Id, walkThrough: false }
    : { team1Id, team2Id, winnerTeamId: team2Id, loserTeamId: team1Id, walkThrough: false };
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
      return `Playoff match ${matchKey} is a bye (or a walk-through: its other team is not coming) and is not played`;
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
  if (current?.walkThrough && winnerSide !== null) throw new PlayoffResultError('bye-match', matchKey);
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

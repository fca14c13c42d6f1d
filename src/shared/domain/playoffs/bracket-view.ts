import { resolveBracket } from './advancement.js';
import type { Bracket, BracketKind, BracketResults } from './types.js';

export interface BracketViewMatch {
  key: string;
  position: number;
  isBye: boolean;
  /** The seed of the team standing on each side (seeds follow a team onward); null while unknown. */
  seed1: number | null;
  seed2: number | null;
  team1Id: number | null;
  team2Id: number | null;
  winnerTeamId: number | null;
}

export interface BracketView {
  kind: BracketKind;
  rounds: { name: string; matches: BracketViewMatch[] }[];
}

/**
 * The brackets as the playoffs page and API show them: main, third place, consolation, each round
 * by round, with the teams the results so far put in each match. The caller adds what lives on
 * the match rows (names, scores, court and hour).
 */
export function bracketView(bracket: Bracket, results: BracketResults): BracketView[] {
  const resolved = resolveBracket(bracket, results);
  const seedOf = new Map(bracket.qualifiers.map((qualifier) => [qualifier.teamId, qualifier.seed]));
  const seed = (teamId: number | null | undefined) => (teamId == null ? null : (seedOf.get(teamId) ?? null));
  const views: BracketView[] = [];
  for (const match of bracket.matches) {
    let view = views.find((candidate) => candidate.kind === match.bracket);
    if (!view) views.push((view = { kind: match.bracket, rounds: [] }));
    let round = view.rounds[match.round - 1];
    if (!round) view.rounds.push((round = { name: match.roundName, matches: [] }));
    const teams = resolved.get(match.key);
    round.matches.push({
      key: match.key,
      position: match.position,
      isBye: match.isBye || teams?.walkThrough === true,
      seed1: seed(teams?.team1Id),
      seed2: seed(teams?.team2Id),
      team1Id: teams?.team1Id ?? null,
      team2Id: teams?.team2Id ?? null,
      winnerTeamId: teams?.winnerTeamId ?? null,
    });
  }
  return views;
}

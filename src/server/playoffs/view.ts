import type { Db } from '../db/database.js';
import type { MatchFormat } from '../../shared/domain/constants.js';
import { startMinutesOfRow } from '../lib/match-start.js';
import { fallbackTeamName } from '../../shared/domain/team-name.js';
import { bracketView, type Bracket, type BracketResults, type Qualifier } from '../../shared/domain/playoffs/index.js';
import type { Playoff, PlayoffMatch, PlayoffPlacementResult } from '../../shared/schemas/playoff.js';
import type { MatchRow } from '../matches/index.js';
import { outcomeOf, storedScores } from '../lib/match-record.js';
import { findTeamsByIds } from '../teams/index.js';
import { groupNamesOf } from './queries.js';

export interface PlayoffViewInput {
  /** The format its matches are checked against: the playoff's own, or the league's. */
  matchFormat: MatchFormat;
  leagueId: number;
  roundId: number;
  qualifiersPerGroup: number;
  bestOfNext: number;
  lotSeed: number;
  thirdPlaceMatch: boolean;
  consolation: boolean;
  bracket: Bracket;
  results: BracketResults;
  /** matchKey → its stored row; empty in a preview. */
  rows: ReadonlyMap<string, MatchRow>;
  /** matchKey → court and hour where there is no row yet (a preview's placement). */
  slots?: ReadonlyMap<string, { courtNumber: number; startTime: number; startMinutes: number }>;
  placement: PlayoffPlacementResult | null;
}

/** The playoff as the API answers it (docs/playoffs.md, "API"): brackets round by round, plus the draw. */
export async function playoffView(db: Db, input: PlayoffViewInput): Promise<Playoff> {
  const views = bracketView(input.bracket, input.results);
  const teamIds = [
    ...input.bracket.qualifiers.map((qualifier) => qualifier.teamId),
    ...views.flatMap((view) => view.rounds.flatMap((round) => round.matches.flatMap((match) => [match.team1Id, match.team2Id]))),
  ];
  const [teams, groupNames] = await Promise.all([
    findTeamsByIds(db, teamIds),
    groupNamesOf(db, input.bracket.qualifiers.map((qualifier) => qualifier.groupId)),
  ]);
  const nameOf = (teamId: number | null): string | null =>
    teamId === null ? null : (teams.get(teamId)?.name ?? fallbackTeamName(teamId));

  const brackets = views.map((view) => ({
    kind: view.kind,
    rounds: view.rounds.map((round) => ({
      name: round.name,
      matches: round.matches.map((match): PlayoffMatch => {
        const row = input.rows.get(match.key);
        const slot = input.slots?.get(match.key);
        const scores = row ? storedScores(row) : { team1Results: [], team2Results: [] };
        return {
          id: row?.id ?? null,
          key: match.key,
          position: match.position,
          isBye: match.isBye,
          seed1: match.seed1,
          seed2: match.seed2,
          team1Id: match.team1Id,
          team2Id: match.team2Id,
          team1Name: nameOf(match.team1Id),
          team2Name: nameOf(match.team2Id),
          ...scores,
          outcome: row ? outcomeOf(row.outcome) : 'played',
          winnerTeamId: match.winnerTeamId,
          roundId: input.roundId,
          courtNumber: row ? row.court_number : (slot?.courtNumber ?? null),
          startTime: row ? row.start_time : (slot?.startTime ?? null),
          startMinutes: row ? startMinutesOfRow(row) : (slot?.startMinutes ?? null),
          version: row?.version ?? null,
        };
      }),
    })),
  }));

  const entrant = (qualifier: Qualifier) => ({
    teamId: qualifier.teamId,
    teamName: nameOf(qualifier.teamId) ?? fallbackTeamName(qualifier.teamId),
    groupId: qualifier.groupId,
    groupName: groupNames.get(qualifier.groupId) ?? `Group ${qualifier.groupId}`,
    groupRank: qualifier.groupRank,
    seed: qualifier.seed,
  });

  return {
    leagueId: input.leagueId,
    roundId: input.roundId,
    qualifiersPerGroup: input.qualifiersPerGroup,
    bestOfNext: input.bestOfNext,
    lotSeed: input.lotSeed,
    thirdPlaceMatch: input.thirdPlaceMatch,
    consolation: input.consolation,
    matchFormat: input.matchFormat,
    entrants: input.bracket.qualifiers.map(entrant),
    brackets,
    placement: input.placement,
  };
}

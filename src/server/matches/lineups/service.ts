import type { AppContext } from '../../context.js';
import { Conflict, NotFound } from '../../errors.js';
import { requireRound } from '../../lib/path-scope.js';
import { allRatings } from '../../ratings/index.js';
import { levelOfRating } from '../../../shared/domain/ratings/level.js';
import { unratedPlayer } from '../../../shared/domain/ratings/index.js';
import { fullName } from '../../../shared/domain/team-name.js';
import { levelWithinLimit, substitutionsOf, type Substitution } from '../../../shared/domain/lineups.js';
import type { LineupBody } from '../../../shared/schemas/lineup.js';
import type { Match } from '../../../shared/schemas/match.js';
import type { Team } from '../../../shared/schemas/team.js';
import type { Db } from '../../db/database.js';
import { toOneMatch } from '../match-rows.js';
import { lockRound } from '../queries.js';
import { forStaff, requireMatchAtVersion, type RoundPath } from '../service.js';
import { teamsById } from '../team-rows.js';
import * as queries from './queries.js';

type Writer = Pick<AppContext, 'db' | 'dialect'> & { autoConfirmHours: number };
type Side = 'team1Players' | 'team2Players';

interface SideLineup {
  side: Side;
  team: Team;
  opponent: Team;
  substitutions: Substitution[];
}

const playersOf = (team: Team): number[] => [team.player1Id, team.player2Id];

/**
 * Sets who played a match for each team (docs/substitutes.md): a player not of the team is a
 * substitute, standing in for an absent player of the team. Refused (409, naming the rule) when a
 * substitute plays for the opponents, when the team would pass the league's substitute appearances
 * for the season, or when a substitute's level is more than the league allows above the absent
 * player's. Like a match write: If-Match, the round lock, and the match's next version (a line-up
 * that changes nothing keeps it).
 */
export async function setLineup(
  { db, dialect, autoConfirmHours }: Writer,
  path: RoundPath,
  matchId: number,
  body: LineupBody,
  expectedVersion: number | undefined,
): Promise<Match> {
  return db.transaction().execute(async (trx) => {
    const { league, round } = await requireRound(trx, path.clubId, path.leagueId, path.roundId);
    await lockRound(trx, dialect, round.id);
    const existing = await requireMatchAtVersion(trx, round.id, matchId, expectedVersion);
    if (existing.team1_id === null || existing.team2_id === null) {
      throw new Conflict('Both teams of this match must be known before its line-up is set.');
    }
    const teams = await teamsById(trx, [existing.team1_id, existing.team2_id]);
    const team1 = teams.get(existing.team1_id);
    const team2 = teams.get(existing.team2_id);
    if (!team1 || !team2) throw new NotFound('Team');
    const names = await requirePlayers(trx, [...body.team1Players, ...body.team2Players]);
    const sides: SideLineup[] = [
      {
        side: 'team1Players',
        team: team1,
        opponent: team2,
        substitutions: substitutionsOf(playersOf(team1), body.team1Players),
      },
      {
        side: 'team2Players',
        team: team2,
        opponent: team1,
        substitutions: substitutionsOf(playersOf(team2), body.team2Players),
      },
    ];
    refuseOpponents(sides, names);
    const substitutes = sides.flatMap(({ team, substitutions }) =>
      substitutions.map((one) => ({ ...one, teamId: team.id })),
    );
    if (substitutes.length > 0) {
      // Appearances count across the league's rounds: line-ups of one league are written one at a time.
      await queries.lockLineupsOfLeague(trx, dialect, league.id);
      for (const side of sides) await refuseOverAppearanceLimit(trx, side, league, existing.id);
      if (league.substitute_max_level_tenths !== null)
        await refuseAboveLevel(trx, sides, league.substitute_max_level_tenths / 10, names);
    }
    const current = await queries.substitutesOfMatches(trx, [existing.id]);
    const row = sameSubstitutes(current, substitutes)
      ? existing
      : await (async () => {
          await queries.replaceSubstitutes(trx, existing.id, league.id, substitutes);
          const next = await queries.nextMatchVersion(trx, existing.id, existing.version);
          if (!next) throw new Error('unreachable: the round lock keeps the version steady');
          return next;
        })();
    const [match] = await forStaff(trx, [await toOneMatch(trx, row)], autoConfirmHours);
    if (!match) throw new Error('unreachable: one match in, one out');
    return match;
  });
}

/** playerId → full name of every player named; an unknown one is 404. */
async function requirePlayers(trx: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await queries.playersOfIds(trx, ids);
  const names = new Map(rows.map((row) => [row.id, fullName({ firstName: row.first_name, lastName: row.last_name })]));
  if (ids.some((playerId) => !names.has(playerId))) throw new NotFound('Player');
  return names;
}

/** A substitute comes from outside both teams: a player of the opponents cannot stand in. */
function refuseOpponents(sides: readonly SideLineup[], names: ReadonlyMap<number, string>): void {
  for (const { side, opponent, substitutions } of sides) {
    const crossing = substitutions.find((substitution) => playersOf(opponent).includes(substitution.playerId));
    if (!crossing) continue;
    const message = `${names.get(crossing.playerId) ?? 'This player'} plays for the opposing team, ${opponent.name}: a substitute cannot be one of the opponents.`;
    throw new Conflict(message, [{ field: side, message, rule: 'opponentSubstitute' }]);
  }
}

type LeagueLimits = { id: number; max_substitute_appearances: number };

async function refuseOverAppearanceLimit(
  trx: Db,
  { side, team, substitutions }: SideLineup,
  league: LeagueLimits,
  matchId: number,
): Promise<void> {
  if (substitutions.length === 0) return;
  const limit = league.max_substitute_appearances;
  const made = await queries.substituteAppearances(trx, team.id, league.id, matchId);
  if (made + substitutions.length <= limit) return;
  const message =
    limit === 0
      ? `This league allows no substitutes (maxSubstituteAppearances is 0).`
      : `${team.name} has made ${made} of its ${limit} substitute appearances this season: this line-up would make ${made + substitutions.length} (maxSubstituteAppearances).`;
  throw new Conflict(message, [{ field: side, message, rule: 'maxSubstituteAppearances', limit, made }]);
}

/** Levels (0.0–7.0) from the current ratings, as the league's limit reads them. */
async function refuseAboveLevel(
  trx: Db,
  sides: readonly SideLineup[],
  maxAbove: number,
  names: ReadonlyMap<number, string>,
): Promise<void> {
  const ratings = await allRatings(trx);
  const levelOf = (playerId: number) => levelOfRating((ratings.get(playerId) ?? unratedPlayer()).rating);
  for (const { side, team, substitutions } of sides) {
    for (const { playerId, replacesPlayerId } of substitutions) {
      const [substituteLevel, absentLevel] = [levelOf(playerId), levelOf(replacesPlayerId)];
      if (levelWithinLimit(substituteLevel, absentLevel, maxAbove)) continue;
      const absentName = replacesPlayerId === team.player1Id ? fullName(team.player1) : fullName(team.player2);
      const message = `${names.get(playerId) ?? 'The substitute'} (level ${substituteLevel.toFixed(1)}) is more than ${maxAbove.toFixed(1)} above ${absentName} (level ${absentLevel.toFixed(1)}), the most the league allows for a substitute (substituteMaxLevelAbove).`;
      throw new Conflict(message, [
        { field: side, message, rule: 'substituteMaxLevelAbove', substituteLevel, absentLevel, limit: maxAbove },
      ]);
    }
  }
}

function sameSubstitutes(current: readonly queries.SubstituteRow[], next: readonly queries.NewSubstitute[]): boolean {
  if (current.length !== next.length) return false;
  return next.every((one) =>
    current.some(
      (row) =>
        row.player_id === one.playerId && row.replaces_player_id === one.replacesPlayerId && row.team_id === one.teamId,
    ),
  );
}

import type { AppContext } from '../context.js';
import { startMinutesOfRow } from '../lib/match-start.js';
import type { Db } from '../db/database.js';
import { Conflict, NotFound, ValidationFailed } from '../errors.js';
import { requireLeague } from '../lib/path-scope.js';
import { lockRound } from '../matches/index.js';
import { randomInt } from 'node:crypto';
import { groupTableWithFigures } from '../groups/index.js';
import { WHOLE_TOUR, type Reader } from '../lib/visibility.js';
import { buildPlayoffBracket, resolveBracket, type GroupStanding } from '../../shared/domain/playoffs/index.js';
import type { Playoff, playoffInput } from '../../shared/schemas/playoff.js';
import type { z } from 'zod';
import { loadBracketState, optionsOf } from './bracket-state.js';
import { entrantsByPlace, insertBracketMatches } from './bracket-rows.js';
import { planPlacement } from './placement.js';
import * as queries from './queries.js';
import { playoffView } from './view.js';
import { matchFormatOf, type LeagueRow } from '../leagues/index.js';
import { MATCH_FORMATS, type MatchFormat } from '../../shared/domain/constants.js';

/** The format the playoff's matches are checked against: its own, or its league's (docs/playoffs.md). */
const formatOfPlayoff = (league: LeagueRow, playoff: { match_format: string | null }): MatchFormat =>
  MATCH_FORMATS.find((format) => format === playoff.match_format) ?? matchFormatOf(league);

type Writer = Pick<AppContext, 'db' | 'dialect'>;

export interface LeaguePath {
  clubId: number;
  leagueId: number;
}

/** A validated playoff body (defaults applied). */
export type PlayoffRequest = z.output<typeof playoffInput>;

/** The league's playoff with its results so far; 404 when it has none the reader sees (its round may be a draft). */
export async function getPlayoff(db: Db, reader: Reader, path: LeaguePath): Promise<Playoff> {
  const league = await requireLeague(db, path.clubId, path.leagueId, reader);
  const playoff = await queries.findPlayoffOfLeague(db, path.leagueId, reader);
  if (!playoff) throw new NotFound('Playoffs');
  return storedView(db, league, playoff, null);
}

async function storedView(db: Db, league: LeagueRow, playoff: queries.PlayoffRow, placement: Playoff['placement']): Promise<Playoff> {
  const state = await loadBracketState(db, playoff);
  return playoffView(db, {
    matchFormat: formatOfPlayoff(league, playoff),
    leagueId: playoff.league_id,
    roundId: playoff.round_id,
    qualifiersPerGroup: playoff.qualifiers_per_group,
    bestOfNext: playoff.best_of_next,
    lotSeed: playoff.lot_seed,
    ...optionsOf(playoff),
    bracket: state.bracket,
    results: state.results,
    rows: state.rows,
    placement,
  });
}

/**
 * Creates the playoff from the final group tables (docs/playoffs.md, "Server flow"): the draw, one
 * match per played bracket match in the round `roundId`, each placed on a court and hour where the
 * round allows. The top seeds' byes already send them into their second-round matches. With
 * `preview`, answers the same and writes nothing; a preview before every group match has its
 * result is drawn from the tables as they stand and marked `provisional`.
 */
export async function createPlayoff(
  { db, dialect }: Writer,
  path: LeaguePath,
  request: PlayoffRequest,
  preview: boolean,
): Promise<Playoff> {
  return db.transaction().execute(async (trx) => {
    const league = await requireLeague(trx, path.clubId, path.leagueId);
    const round = await queries.findRoundOfLeague(trx, request.roundId, path.leagueId);
    if (!round) {
      throw new ValidationFailed('The round must be a round of this league', [
        { field: 'roundId', message: 'Not a round of this league' },
      ]);
    }
    await lockRound(trx, dialect, round.id);
    if (await queries.findPlayoffOfLeague(trx, path.leagueId)) {
      throw new Conflict('This league already has playoffs: delete them first to make a new draw.');
    }
    const unplayed = await queries.countUnplayedGroupMatches(trx, path.leagueId);
    // A preview may come early, from the tables as they stand: it says so (provisional).
    if (unplayed > 0 && !preview) {
      const matches = unplayed === 1 ? '1 group match has' : `${unplayed} group matches have`;
      throw new Conflict(`The groups are not finished: ${matches} no result yet. Record or delete them first.`);
    }
    const lotSeed = request.lotSeed ?? randomInt(2 ** 31 - 1);
    const tables = await finalTables(trx, path);
    refuseBestOfNextBeyondField(tables, request);
    const bracket = buildPlayoffBracket(tables, { ...request, lotSeed });
    const resolved = resolveBracket(bracket, new Map());
    const plan = await planPlacement(trx, round, bracket, resolved, new Map());
    const matchFormat = request.matchFormat ?? matchFormatOf(league);
    const base = { ...request, matchFormat, lotSeed, leagueId: path.leagueId, roundId: round.id, bracket, results: new Map() };
    if (preview) {
      const view = await playoffView(trx, { ...base, rows: new Map(), slots: plan.slots, placement: plan.placement });
      return unplayed > 0 ? { ...view, provisional: { unplayedGroupMatches: unplayed } } : view;
    }

    const playoff = await queries.insertPlayoff(trx, { ...request, lotSeed, leagueId: path.leagueId });
    await queries.insertEntrants(trx, playoff.id, entrantsByPlace(bracket));
    const idOfKey = await insertBracketMatches(
      trx,
      { playoffId: playoff.id, roundId: round.id },
      bracket,
      resolved,
      plan.slots,
    );
    const unplaced = plan.placement.unplaced.map((entry) => ({ ...entry, id: idOfKey.get(entry.key) ?? null }));
    const placement = { ...plan.placement, unplaced };
    return storedView(trx, league, playoff, placement);
  });
}

/**
 * Each group's final table with its teams' figures, which rank teams placed the same across
 * groups (docs/playoffs.md, "Seeding across groups"); groups by name.
 */
async function finalTables(db: Db, path: LeaguePath): Promise<GroupStanding[]> {
  const groups = await queries.groupsOfLeagueByName(db, path.leagueId);
  const tables: GroupStanding[] = [];
  for (const group of groups) {
    const { standings, figures } = await groupTableWithFigures(db, WHOLE_TOUR, path.clubId, path.leagueId, group.id);
    // A team withdrawn mid-season does not qualify (docs/standings.md, "Withdrawals").
    const standing = standings.filter((row) => !row.withdrawn);
    if (standing.length > 0)
      tables.push({ groupId: group.id, rankedTeamIds: standing.map((row) => row.teamId), figures });
  }
  const qualifiers = tables.reduce((sum, table) => sum + table.rankedTeamIds.length, 0);
  if (qualifiers < 2) throw new Conflict('Playoffs need at least two teams in the groups of this league.');
  return tables;
}

/** `bestOfNext` cannot ask for more teams placed next than the groups have (400, naming the field). */
function refuseBestOfNextBeyondField(tables: readonly GroupStanding[], request: PlayoffRequest): void {
  const placedNext = tables.filter((table) => table.rankedTeamIds.length > request.qualifiersPerGroup).length;
  if (request.bestOfNext > placedNext) {
    const place = request.qualifiersPerGroup + 1;
    throw new ValidationFailed(
      `Only ${placedNext} ${placedNext === 1 ? 'team is' : 'teams are'} placed ${place}${ordinalSuffix(place)} in the groups`,
      [
        {
          field: 'bestOfNext',
          message: `At most ${placedNext}: the groups have ${placedNext} ${placedNext === 1 ? 'team' : 'teams'} placed ${place}${ordinalSuffix(place)}`,
        },
      ],
    );
  }
}

const ordinalSuffix = (n: number): string =>
  n % 10 === 1 && n % 100 !== 11
    ? 'st'
    : n % 10 === 2 && n % 100 !== 12
      ? 'nd'
      : n % 10 === 3 && n % 100 !== 13
        ? 'rd'
        : 'th';

/**
 * Places the playoff's matches on its round again (docs/playoffs.md, "Placing on the round"), e.g.
 * after the round's courts or other matches changed. Only before any playoff match is played:
 * after that, matches are moved one by one through the match routes.
 */
export async function placePlayoff({ db, dialect }: Writer, path: LeaguePath): Promise<Playoff> {
  return db.transaction().execute(async (trx) => {
    const league = await requireLeague(trx, path.clubId, path.leagueId);
    const playoff = await queries.findPlayoffOfLeague(trx, path.leagueId);
    if (!playoff) throw new NotFound('Playoffs');
    await lockRound(trx, dialect, playoff.round_id);
    if ((await queries.countPlayedPlayoffMatches(trx, playoff.id)) > 0) {
      throw new Conflict('Playoff matches have been played: move the remaining ones one by one from the round.');
    }
    const round = await queries.getRound(trx, playoff.round_id);
    const state = await loadBracketState(trx, playoff);
    const ownIds = new Map([...state.rows].map(([key, row]) => [key, row.id]));
    const plan = await planPlacement(trx, round, state.bracket, resolveBracket(state.bracket, state.results), ownIds);
    const moves = [...state.rows].flatMap(([key, row]) => {
      const slot = plan.slots.get(key) ?? { courtNumber: null, startMinutes: null };
      return slot.courtNumber === row.court_number && slot.startMinutes === startMinutesOfRow(row)
        ? []
        : [{ row, slot }];
    });
    // Off the court first, so two matches trading slots never hold one slot at once.
    for (const { row } of moves) await queries.clearMatchSlot(trx, row.id);
    for (const { row, slot } of moves) await queries.setMatchSlot(trx, row.id, slot.courtNumber, slot.startMinutes);
    return storedView(trx, league, playoff, plan.placement);
  });
}

/** Removes the playoff with its matches, while none of them has a result. */
export async function deletePlayoff({ db, dialect }: Writer, path: LeaguePath): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireLeague(trx, path.clubId, path.leagueId);
    const playoff = await queries.findPlayoffOfLeague(trx, path.leagueId);
    if (!playoff) throw new NotFound('Playoffs');
    await lockRound(trx, dialect, playoff.round_id);
    const played = await queries.countPlayedPlayoffMatches(trx, playoff.id);
    if (played > 0) {
      const matches = played === 1 ? '1 playoff match has' : `${played} playoff matches have`;
      throw new Conflict(`Cannot delete the playoffs: ${matches} a result. Delete those results first.`);
    }
    await queries.deletePlayoff(trx, playoff.id);
  });
}

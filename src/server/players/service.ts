import type { Db } from '../db/database.js';
import { NotFound } from '../errors.js';
import { pageEnvelope } from '../lib/paging.js';
import { refuseIfResultsRecorded } from '../lib/recorded-results.js';
import { refuseIfOnClubNight } from '../lib/club-night-members.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import type { Player, PlayerList, PlayerStatistics, StaffPlayer, StaffPlayerList } from '../../shared/schemas/player.js';
import { fullName } from '../../shared/domain/team-name.js';
import { ratingOfLevel } from '../../shared/domain/ratings/level.js';
import { deleteTeamsWithTheirSchedule, refreshTeamSearchText, teamIdsOfPlayer } from '../teams/index.js';
import * as queries from './queries.js';
import { refuseIfInPlayoffDraw } from '../lib/playoff-draws.js';
import { refuseIfOtherClubsUse, type TourCaller } from '../teams/index.js';
import { emptyStatistics, statisticsOfPlayers } from './statistics.js';
import type { Reader } from '../lib/visibility.js';
import type { z } from 'zod';
import type { playerUpdateInput } from '../../shared/schemas/player.js';

/** A validated PUT: status, date of birth, email and phone may be left out (kept). */
export type PlayerUpdateValues = z.output<typeof playerUpdateInput>;

export async function listPlayers(db: Db, reader: Reader, filter: queries.PlayerFilter, page: PageQuery): Promise<PlayerList> {
  const list = await listStaffPlayers(db, reader, { ...filter, withoutGuests: true }, page);
  return { ...list, players: list.players.map(publicPlayer) };
}

/** The same list with what only staff read: date of birth, email, phone (GET /api/v1/admin/players). */
export async function listStaffPlayers(db: Db, reader: Reader, filter: queries.PlayerFilter, page: PageQuery): Promise<StaffPlayerList> {
  const normalised = { ...filter, search: filter.search || undefined };
  const [rows, total] = await Promise.all([
    queries.listPlayers(db, normalised, page),
    queries.countPlayers(db, normalised),
  ]);
  return { players: await withStatistics(db, reader, rows), ...pageEnvelope(page, total) };
}

export async function getPlayer(db: Db, reader: Reader, id: number): Promise<Player> {
  return publicPlayer(await getStaffPlayer(db, reader, id));
}

export async function getStaffPlayer(db: Db, reader: Reader, id: number): Promise<StaffPlayer> {
  const row = await queries.findPlayer(db, id);
  if (!row) throw new NotFound('Player');
  const [player] = await withStatistics(db, reader, [row]);
  if (!player) throw new NotFound('Player');
  return player;
}

/**
 * What everyone may read of a player: never the date of birth, email or phone (schemas/player.ts).
 * Taken out here, not only by the route's response schema, so no other caller gets them by mistake.
 */
const publicPlayer = ({
  dob: _dob,
  email: _email,
  phone: _phone,
  guest: _guest,
  startingLevel: _startingLevel,
  ...rest
}: StaffPlayer): Player => rest;

/** The stored tenths as a level (3.5), null when none was set. */
const levelOfTenths = (tenths: number | null): number | null => (tenths === null ? null : tenths / 10);

/** Player id → the rating each player with a starting level starts from (docs/ratings.md, "A starting level"). */
export async function startingRatings(db: Db): Promise<Map<number, number>> {
  const rows = await queries.startingLevels(db);
  return new Map(rows.map((row) => [row.id, ratingOfLevel((row.starting_level_tenths ?? 0) / 10)]));
}

export async function getPlayerStatistics(db: Db, reader: Reader, id: number): Promise<PlayerStatistics> {
  if (!(await queries.findPlayer(db, id))) throw new NotFound('Player');
  const statistics = statisticsOfPlayers([id], await queries.recordedMatchesOfPlayers(db, reader, [id]));
  return statistics.get(id) ?? emptyStatistics(id);
}

export async function createPlayer(db: Db, values: queries.PlayerValues): Promise<StaffPlayer> {
  const row = await queries.insertPlayer(db, values);
  return toPlayer(row, emptyStatistics(row.id));
}

export async function updatePlayer(
  db: Db,
  /** Whose drafts the answer's match counts include: the caller's, as on the public reads. */
  reader: Reader,
  id: number,
  values: PlayerUpdateValues,
  caller: TourCaller,
): Promise<StaffPlayer> {
  return db.transaction().execute(async (trx) => {
    const existing = await queries.findPlayer(trx, id);
    if (!existing) throw new NotFound('Player');
    const status = values.status ?? (existing.status === 'inactive' ? 'inactive' : 'active');
    // A field the request leaves out keeps its value (schemas/player.ts, playerUpdateInput).
    const kept = {
      dob: values.dob === undefined ? existing.dob : values.dob,
      email: values.email === undefined ? existing.email : values.email,
      phone: values.phone === undefined ? existing.phone : values.phone,
      guest: values.guest === undefined ? existing.guest === 1 : values.guest,
      startingLevel: values.startingLevel === undefined ? levelOfTenths(existing.starting_level_tenths) : values.startingLevel,
    };
    if (status === 'inactive' && existing.status !== 'inactive') {
      await refuseIfOtherClubsUse(trx, await teamIdsOfPlayer(trx, id), caller, `deactivate player "${nameOf(existing)}"`);
    }
    const row = await queries.updatePlayer(trx, id, { ...values, ...kept, status });
    if (!row) throw new NotFound('Player');
    if (row.search_text !== existing.search_text) await refreshTeamSearchText(trx, await teamIdsOfPlayer(trx, id));
    const [player] = await withStatistics(trx, reader, [row]);
    if (!player) throw new NotFound('Player');
    return player;
  });
}

/**
 * Removes the player and the teams they were part of (with those teams' memberships,
 * unavailabilities and unplayed matches), unless any of those teams has recorded results or is
 * used by a league of a club the caller does not run (other-clubs-guard.ts).
 */
export async function deletePlayer(db: Db, id: number, caller: TourCaller): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await queries.findPlayer(trx, id);
    if (!row) throw new NotFound('Player');
    const teamIds = await teamIdsOfPlayer(trx, id);
    await refuseIfOtherClubsUse(trx, teamIds, caller, `delete player "${nameOf(row)}"`);
    await refuseIfResultsRecorded(trx, { playerId: id }, `player "${nameOf(row)}"`);
    await refuseIfOnClubNight(trx, { playerId: id }, `player "${nameOf(row)}"`);
    await refuseIfInPlayoffDraw(trx, { teamIds }, `player "${nameOf(row)}"`);
    await deleteTeamsWithTheirSchedule(trx, teamIds);
    await queries.deletePlayer(trx, id);
  });
}

const nameOf = (row: queries.PlayerRow) => fullName({ firstName: row.first_name, lastName: row.last_name });

/** A page of players with their match counts (of the matches the reader sees): one query for all, not one per player. */
async function withStatistics(db: Db, reader: Reader, rows: readonly queries.PlayerRow[]): Promise<StaffPlayer[]> {
  const ids = rows.map((row) => row.id);
  const statistics = statisticsOfPlayers(ids, await queries.recordedMatchesOfPlayers(db, reader, ids));
  return rows.map((row) => toPlayer(row, statistics.get(row.id) ?? emptyStatistics(row.id)));
}

const toPlayer = (row: queries.PlayerRow, statistics: PlayerStatistics): StaffPlayer => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  dob: row.dob,
  email: row.email,
  phone: row.phone,
  guest: row.guest === 1,
  startingLevel: levelOfTenths(row.starting_level_tenths),
  status: row.status === 'inactive' ? 'inactive' : 'active',
  matchesPlayed: statistics.matchesPlayed,
  matchesWon: statistics.matchesWon,
});

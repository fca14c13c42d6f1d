import type { DatabaseDialect, Db } from '../db/database.js';
import type { Session } from '../auth/index.js';
import { Conflict, Forbidden, NotFound, Stale, ValidationFailed } from '../errors.js';
import { requireClub, requireGroup, requireLeague } from '../lib/path-scope.js';
import { canSeeLeague, VISITOR, type Reader } from '../lib/visibility.js';
import { allRatings } from '../ratings/index.js';
import { findTeamOfPair, insertTeam } from '../teams/index.js';
import { insertMembership } from '../groups/index.js';
import { fillNightFromEntries, fillTeamNightFromEntries } from '../club-nights/index.js';
import {
  levelOfRating,
  levelProblem,
  nightEntryMode,
  pairLevel,
  windowProblem,
} from '../../shared/domain/entries/index.js';
import { fullName } from '../../shared/domain/team-name.js';
import {
  checkInCodeOf,
  type Entry,
  type EntryCreated,
  type EntryInput,
  type EntryList,
  type EntryListState,
  type EntryMode,
  type EntryPairInput,
  type EntryStatus,
  type EntryTeamsInput,
  type EntryTeamsResult,
  type EntryUpdateInput,
  type MyEntries,
  type Registration,
  type RegistrationInput,
} from '../../shared/schemas/entries.js';
import * as queries from './queries.js';

export interface EntriesWriter {
  db: Db;
  dialect: DatabaseDialect;
  now: () => Date;
  /**
   * Told the entries a write moved up from the waiting list, once its transaction's work is done
   * (the request's COMMIT follows): the route hands them to the entry hooks (push notifications).
   */
  onPromoted?: (entryIds: readonly number[]) => void;
}

/** Tells the writer which entries moved up, when any did. */
function announce(writer: Pick<EntriesWriter, 'onPromoted'>, entryIds: readonly number[]): void {
  if (entryIds.length > 0) writer.onPromoted?.(entryIds);
}

/** A list's owner as a path names it: a league or a club night of a club. */
export type ListPath = { clubId: number; leagueId: number } | { clubId: number; clubNightId: number };

const ownerOf = (path: ListPath): queries.ListOwner =>
  'leagueId' in path ? { leagueId: path.leagueId } : { clubNightId: path.clubNightId };

/** The refusals a player reads (409), each naming its reason (docs/entries.md, "Refusals"). */
export const REFUSALS = {
  noRegistration: 'This competition does not take entries',
  notOpen: 'Entries are not open yet',
  closed: 'Entries have closed',
  below: (level: number, min: number) =>
    `Your level (${level.toFixed(1)}) is below this list's lowest level (${min.toFixed(1)})`,
  above: (level: number, max: number) =>
    `Your level (${level.toFixed(1)}) is above this list's highest level (${max.toFixed(1)})`,
  alreadyIn: 'You are already on this list',
  partnerAlreadyIn: 'Your partner is already on this list',
  partnerIsYou: 'Name another player as your partner',
  notAPair: 'This list takes individual players: enter without a partner',
  notYours: 'This entry is not yours',
  notToAccept: 'This entry is not waiting for you to accept it',
  withdrawn: 'This entry was withdrawn',
} as const;

const tenths = (level: number | null | undefined): number | null =>
  level === null || level === undefined ? null : Math.round(level * 10);
const fromTenths = (value: number | null): number | null => (value === null ? null : value / 10);

function toRegistration(list: queries.ListRow): Registration {
  return {
    opensAt: list.opens_at,
    closesAt: list.closes_at,
    capacity: list.capacity,
    mode: list.mode as EntryMode,
    minLevel: fromTenths(list.min_level_tenths),
    maxLevel: fromTenths(list.max_level_tenths),
    version: list.version,
  };
}

/** The league or night of a path, 404 as any nested path (a draft league hidden from a reader). */
async function requireOwner(db: Db, path: ListPath, reader?: Reader): Promise<{ name: string }> {
  if ('leagueId' in path) return requireLeague(db, path.clubId, path.leagueId, reader);
  const night = await queries.findNightOfClub(db, path.clubId, path.clubNightId);
  if (!night) {
    await requireClub(db, path.clubId);
    throw new NotFound('Club night');
  }
  return night;
}

async function requireList(db: Db, path: ListPath, reader?: Reader): Promise<queries.ListRow> {
  await requireOwner(db, path, reader);
  const list = await queries.findList(db, ownerOf(path));
  if (!list) throw new NotFound('Registration');
  return list;
}

// ---- Levels ----

async function levelsOf(db: Db, playerIds: readonly number[]): Promise<Map<number, number>> {
  const ratings = await allRatings(db);
  return new Map(playerIds.map((id) => [id, levelOfRating(ratings.get(id)?.rating ?? 1500)]));
}

function refuseLevel(list: queries.ListRow, level: number): void {
  const limits = { minLevel: fromTenths(list.min_level_tenths), maxLevel: fromTenths(list.max_level_tenths) };
  const problem = levelProblem(level, limits);
  if (problem === 'below')
    throw new Conflict(REFUSALS.below(level, limits.minLevel!), [
      { field: 'level', message: 'below', reason: 'level' },
    ]);
  if (problem === 'above')
    throw new Conflict(REFUSALS.above(level, limits.maxLevel!), [
      { field: 'level', message: 'above', reason: 'level' },
    ]);
}

const playersOfRow = (row: queries.EntryRow): number[] =>
  row.player2_id === null ? [row.player1_id] : [row.player1_id, row.player2_id];

// ---- Views ----

interface ViewFacts {
  names: Map<number, string>;
  levels: Map<number, number>;
  positions: Map<number, number>;
}

async function factsOf(db: Db, rows: readonly queries.EntryRow[]): Promise<ViewFacts> {
  const ids = [...new Set(rows.flatMap(playersOfRow))];
  const [players, levels, waiting] = await Promise.all([
    queries.playersByIds(db, ids),
    levelsOf(db, ids),
    queries.waitingOfLists(db, [...new Set(rows.map((row) => row.list_id))]),
  ]);
  const positions = new Map<number, number>();
  let list = 0;
  let position = 0;
  for (const row of waiting) {
    if (row.list_id !== list) [list, position] = [row.list_id, 0];
    positions.set(row.id, (position += 1));
  }
  return {
    names: new Map(
      players.map((player) => [player.id, fullName({ firstName: player.first_name, lastName: player.last_name })]),
    ),
    levels,
    positions,
  };
}

function toEntry(row: queries.EntryRow, facts: ViewFacts): Entry {
  const players = playersOfRow(row).map((id) => ({
    id,
    name: facts.names.get(id) ?? '',
    level: facts.levels.get(id) ?? 0,
  }));
  const position = facts.positions.get(row.id);
  return {
    id: row.id,
    status: row.status as EntryStatus,
    ...(position === undefined ? {} : { position }),
    players,
    level: pairLevel(players.map((player) => player.level)),
    paid: row.paid === 1,
    checkedIn: row.checked_in === 1,
    teamId: row.team_id,
    promotedAt: row.promoted_at,
    createdAt: row.created_at,
    version: row.version,
  };
}

const STATUS_ORDER: Record<string, number> = {
  confirmed: 0,
  waiting: 1,
  freeAgent: 2,
  awaitingPartner: 3,
  withdrawn: 4,
};

function stateOf(list: queries.ListRow | undefined, counts: Map<string, number>, now: Date): EntryListState {
  const confirmed = counts.get('confirmed') ?? 0;
  if (!list) return { registration: null, window: 'none', confirmed: 0, waiting: 0, freeAgents: 0, placesLeft: 0 };
  return {
    registration: toRegistration(list),
    window: windowProblem({ opensAt: list.opens_at, closesAt: list.closes_at }, now) ?? 'open',
    confirmed,
    waiting: counts.get('waiting') ?? 0,
    freeAgents: counts.get('freeAgent') ?? 0,
    placesLeft: Math.max(0, list.capacity - confirmed),
  };
}

/** The public state of a league's or night's list: what its page shows beside "Enter". */
export async function listState(db: Db, path: ListPath, reader: Reader, now: Date): Promise<EntryListState> {
  await requireOwner(db, path, reader);
  const list = await queries.findList(db, ownerOf(path));
  return stateOf(list, list ? await queries.countByStatus(db, list.id) : new Map(), now);
}

/** The organiser's list: every entry, confirmed first, then the waiting list in order. */
export async function listEntries(db: Db, path: ListPath, now: Date): Promise<EntryList> {
  await requireOwner(db, path);
  const list = await queries.findList(db, ownerOf(path));
  // Not opened yet: an empty list, so the organiser's screen shows the registration form.
  if (!list) return { state: stateOf(undefined, new Map(), now), entries: [] };
  const rows = await queries.entriesOfList(db, list.id);
  const facts = await factsOf(db, rows);
  const entries = rows
    .map((row) => toEntry(row, facts))
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status]! - STATUS_ORDER[b.status]! || (a.position ?? 0) - (b.position ?? 0) || a.id - b.id,
    );
  return { state: stateOf(list, await queries.countByStatus(db, list.id), now), entries };
}

// ---- Registration ----

export async function setRegistration(
  writer: EntriesWriter,
  path: ListPath,
  input: RegistrationInput,
  expectedVersion: number | undefined,
): Promise<Registration> {
  const { db, dialect, now } = writer;
  if ('leagueId' in path && input.mode !== 'pairs')
    throw new ValidationFailed('A league takes pairs: its entries make teams', [
      { field: 'mode', message: 'A league takes pairs' },
    ]);
  let promoted: number[] = [];
  const answer = await db.transaction().execute(async (trx) => {
    await requireOwner(trx, path);
    if ('clubNightId' in path)
      refuseNightMode((await queries.findNightOfClub(trx, path.clubId, path.clubNightId))!, input.mode);
    const at = now().toISOString();
    const values = {
      opens_at: new Date(input.opensAt).toISOString(),
      closes_at: new Date(input.closesAt).toISOString(),
      capacity: input.capacity,
      mode: input.mode,
      min_level_tenths: tenths(input.minLevel),
      max_level_tenths: tenths(input.maxLevel),
      updated_at: at,
    };
    const existing = await queries.findList(trx, ownerOf(path));
    if (!existing) {
      const owner = ownerOf(path);
      return toRegistration(
        await queries.insertList(trx, {
          ...values,
          club_id: path.clubId,
          league_id: 'leagueId' in owner ? owner.leagueId : null,
          club_night_id: 'clubNightId' in owner ? owner.clubNightId : null,
          created_at: at,
        }),
      );
    }
    await queries.lockList(trx, dialect, existing.id);
    const locked = (await queries.findListById(trx, existing.id))!;
    if (expectedVersion !== undefined && locked.version !== expectedVersion)
      throw new Stale(
        `This registration changed since it was read (now version ${locked.version})`,
        toRegistration(locked),
      );
    if (
      input.mode !== locked.mode &&
      (await queries.entriesOfList(trx, locked.id)).some((row) => row.status !== 'withdrawn')
    )
      throw new Conflict('Players have entered: the mode cannot change');
    const updated = await queries.updateList(trx, locked.id, values);
    // A larger capacity moves the waiting list up at once.
    promoted = await fillPlaces(trx, updated, at);
    return toRegistration(updated);
  });
  announce(writer, promoted);
  return answer;
}

/** A night's entries are what its format plays with (`nightEntryMode`): 400 naming `mode` otherwise. */
function refuseNightMode(night: { format: string }, mode: EntryMode): void {
  if (mode === nightEntryMode(night.format)) return;
  throw new ValidationFailed(
    night.format === 'teamAmericano'
      ? 'A Team Americano takes pairs: its entries become its fixed pairs'
      : 'An Americano or a Mexicano takes individual players: the night makes the pairs',
    [{ field: 'mode', message: `This night takes ${nightEntryMode(night.format)}` }],
  );
}

// ---- Places ----

/** Confirmed while places are left, else waiting; either takes the next arrival number. Under the list's lock. */
async function place(trx: Db, list: queries.ListRow): Promise<{ status: 'confirmed' | 'waiting'; seq: number }> {
  const confirmed = (await queries.countByStatus(trx, list.id)).get('confirmed') ?? 0;
  const seq = await queries.takeSeq(trx, list.id);
  return { status: confirmed < list.capacity ? 'confirmed' : 'waiting', seq };
}

/** Moves the waiting list up, first come first, while places are left. Answers the entries moved. */
async function fillPlaces(trx: Db, list: queries.ListRow, at: string): Promise<number[]> {
  const moved: number[] = [];
  let confirmed = (await queries.countByStatus(trx, list.id)).get('confirmed') ?? 0;
  while (confirmed < list.capacity) {
    const next = await queries.firstWaiting(trx, list.id);
    if (!next) break;
    await queries.updateEntry(trx, next.id, { status: 'confirmed', promoted_at: at, updated_at: at });
    moved.push(next.id);
    confirmed += 1;
  }
  return moved;
}

async function lockedListOf(trx: Db, dialect: DatabaseDialect, listId: number): Promise<queries.ListRow> {
  await queries.lockList(trx, dialect, listId);
  return (await queries.findListById(trx, listId))!;
}

async function createdAnswer(trx: Db, row: queries.EntryRow): Promise<EntryCreated> {
  if (row.status !== 'waiting') return { id: row.id, status: row.status as EntryStatus };
  const waiting = await queries.waitingOfLists(trx, [row.list_id]);
  return { id: row.id, status: 'waiting', position: waiting.findIndex((other) => other.id === row.id) + 1 };
}

// ---- A player's entries ----

function playerOf(session: Session): number {
  if (session.playerId === null) throw new Forbidden('Only a player signed in with their own account may do this');
  return session.playerId;
}

export async function enter(
  { db, dialect, now }: EntriesWriter,
  session: Session,
  input: EntryInput,
): Promise<EntryCreated> {
  const me = playerOf(session);
  const partner = input.partnerPlayerId;
  if (partner === me)
    throw new ValidationFailed(REFUSALS.partnerIsYou, [{ field: 'partnerPlayerId', message: REFUSALS.partnerIsYou }]);
  return db.transaction().execute(async (trx) => {
    const owner: queries.ListOwner =
      input.leagueId !== undefined ? { leagueId: input.leagueId } : { clubNightId: input.clubNightId! };
    const found = await queries.findList(trx, owner);
    if (!found) {
      if ('leagueId' in owner) {
        const league = await queries.findLeague(trx, owner.leagueId);
        // A draft league is not found by a player (docs/rules.md, "Drafts are private").
        if (!league || !canSeeLeague(VISITOR, league)) throw new NotFound('League');
      } else if (!(await queries.findNight(trx, owner.clubNightId))) throw new NotFound('Club night');
      throw new Conflict(REFUSALS.noRegistration, [{ field: 'registration', message: 'none', reason: 'closed' }]);
    }
    if (found.league_id !== null) {
      const league = await queries.findLeague(trx, found.league_id);
      if (!league || !canSeeLeague(VISITOR, league)) throw new NotFound('League');
    }
    const list = await lockedListOf(trx, dialect, found.id);
    const window = windowProblem({ opensAt: list.opens_at, closesAt: list.closes_at }, now());
    if (window) throw new Conflict(REFUSALS[window], [{ field: 'window', message: window, reason: 'closed' }]);
    if (partner !== undefined && list.mode === 'individuals')
      throw new ValidationFailed(REFUSALS.notAPair, [{ field: 'partnerPlayerId', message: REFUSALS.notAPair }]);
    if (partner !== undefined && (await queries.playersByIds(trx, [partner])).length === 0)
      throw new NotFound('Partner');
    const players = partner === undefined ? [me] : [me, partner];
    const taken = await queries.activeEntriesWithPlayers(trx, list.id, players);
    if (taken.some((row) => playersOfRow(row).includes(me)))
      throw new Conflict(REFUSALS.alreadyIn, [{ field: 'playerId', message: 'already', reason: 'alreadyIn' }]);
    if (taken.length > 0)
      throw new Conflict(REFUSALS.partnerAlreadyIn, [
        { field: 'partnerPlayerId', message: 'already', reason: 'alreadyIn' },
      ]);
    const levels = await levelsOf(trx, players);
    refuseLevel(list, pairLevel(players.map((id) => levels.get(id)!)));
    const at = now().toISOString();
    const base = { list_id: list.id, player1_id: me, player2_id: partner ?? null, created_at: at, updated_at: at };
    let row: queries.EntryRow;
    if (partner !== undefined) row = await queries.insertEntry(trx, { ...base, status: 'awaitingPartner', seq: null });
    else if (list.mode === 'pairs') row = await queries.insertEntry(trx, { ...base, status: 'freeAgent', seq: null });
    else row = await queries.insertEntry(trx, { ...base, ...(await place(trx, list)) });
    return createdAnswer(trx, row);
  });
}

async function myEntry(trx: Db, session: Session, entryId: number): Promise<queries.EntryRow> {
  const me = playerOf(session);
  const row = await queries.findEntry(trx, entryId);
  if (!row || !playersOfRow(row).includes(me)) throw new NotFound('Entry');
  return row;
}

/** The named partner accepts: the pair takes a place, or waits for one. */
export async function accept(
  { db, dialect, now }: EntriesWriter,
  session: Session,
  entryId: number,
): Promise<EntryCreated> {
  return db.transaction().execute(async (trx) => {
    const first = await myEntry(trx, session, entryId);
    const list = await lockedListOf(trx, dialect, first.list_id);
    const row = (await queries.findEntry(trx, entryId))!;
    if (row.status !== 'awaitingPartner' || row.player2_id !== session.playerId)
      throw new Conflict(REFUSALS.notToAccept, [{ field: 'status', message: row.status, reason: 'notToAccept' }]);
    const window = windowProblem({ opensAt: list.opens_at, closesAt: list.closes_at }, now());
    if (window) throw new Conflict(REFUSALS[window], [{ field: 'window', message: window, reason: 'closed' }]);
    const others = (await queries.activeEntriesWithPlayers(trx, list.id, [row.player2_id!])).filter(
      (other) => other.id !== row.id,
    );
    if (others.length > 0)
      throw new Conflict(`${REFUSALS.alreadyIn}: withdraw your other entry first`, [
        { field: 'playerId', message: 'already', reason: 'alreadyIn' },
      ]);
    const updated = await queries.updateEntry(trx, row.id, {
      ...(await place(trx, list)),
      updated_at: now().toISOString(),
    });
    return createdAnswer(trx, updated);
  });
}

/** A player leaves the list (either player of a pair); a place it held goes to the first waiting. */
export async function withdraw(writer: EntriesWriter, session: Session, entryId: number): Promise<void> {
  const { db, dialect, now } = writer;
  const promoted = await db.transaction().execute(async (trx) => {
    const first = await myEntry(trx, session, entryId);
    const list = await lockedListOf(trx, dialect, first.list_id);
    const row = (await queries.findEntry(trx, entryId))!;
    if (row.status === 'withdrawn') throw new Conflict(REFUSALS.withdrawn);
    const at = now().toISOString();
    await queries.updateEntry(trx, row.id, { status: 'withdrawn', updated_at: at });
    return row.status === 'confirmed' ? fillPlaces(trx, list, at) : [];
  });
  announce(writer, promoted);
}

export async function myEntries(db: Db, session: Session): Promise<MyEntries> {
  const me = playerOf(session);
  const rows = await queries.entriesOfPlayer(db, me);
  const facts = await factsOf(db, rows);
  return {
    entries: rows.map((row) => ({
      ...toEntry(row, facts),
      list: {
        clubId: row.club_id,
        clubName: row.club_name,
        leagueId: row.league_id,
        clubNightId: row.club_night_id,
        name: row.league_name ?? row.night_name ?? '',
        mode: row.mode as EntryMode,
      },
      toAccept: row.status === 'awaitingPartner' && row.player2_id === me,
      checkInCode: checkInCodeOf(row.id),
    })),
  };
}

// ---- The organiser's list ----

async function entryOfList(trx: Db, list: queries.ListRow, entryId: number): Promise<queries.EntryRow> {
  const row = await queries.findEntry(trx, entryId);
  if (!row || row.list_id !== list.id) throw new NotFound('Entry');
  return row;
}

async function viewOne(db: Db, row: queries.EntryRow): Promise<Entry> {
  return toEntry(row, await factsOf(db, [row]));
}

/**
 * Status, paid and checked-in marks. `confirmed` moves a waiting entry up even past the capacity
 * (the organiser's call); `waiting` puts a confirmed one at the end of the waiting list;
 * `withdrawn` frees its place for the first waiting. A pair not yet made cannot be confirmed.
 */
export async function updateEntry(
  writer: EntriesWriter,
  path: ListPath,
  entryId: number,
  input: EntryUpdateInput,
  expectedVersion: number | undefined,
): Promise<Entry> {
  const { db, dialect, now } = writer;
  const promoted: number[] = [];
  const answer = await db.transaction().execute(async (trx) => {
    const found = await requireList(trx, path);
    const list = await lockedListOf(trx, dialect, found.id);
    const row = await entryOfList(trx, list, entryId);
    if (expectedVersion !== undefined && row.version !== expectedVersion)
      throw new Stale(`This entry changed since it was read (now version ${row.version})`, await viewOne(trx, row));
    const at = now().toISOString();
    const change: Parameters<typeof queries.updateEntry>[2] = { updated_at: at };
    if (input.paid !== undefined) change.paid = input.paid ? 1 : 0;
    if (input.checkedIn !== undefined) change.checked_in = input.checkedIn ? 1 : 0;
    const status = input.status;
    if (status !== undefined && status !== row.status) {
      if (row.status === 'awaitingPartner' || row.status === 'freeAgent')
        throw new Conflict(
          status === 'withdrawn'
            ? 'Only the player withdraws an entry still looking for a partner'
            : 'Pair this entry first: it has no partner yet',
        );
      change.status = status;
      if (status === 'confirmed') change.promoted_at = at;
      if (status === 'waiting' || (row.status === 'withdrawn' && status === 'confirmed'))
        change.seq = await queries.takeSeq(trx, list.id);
    }
    // Marks already as asked change nothing and keep the version (a resent check-in).
    const same =
      (change.paid === undefined || change.paid === row.paid) &&
      (change.checked_in === undefined || change.checked_in === row.checked_in) &&
      change.status === undefined;
    if (same) return viewOne(trx, row);
    const updated = await queries.updateEntry(trx, row.id, change);
    // The organiser's call moves a waiting entry up; a place it frees moves the first waiting up.
    if (row.status === 'waiting' && change.status === 'confirmed') promoted.push(row.id);
    if (row.status === 'confirmed' && change.status !== undefined) promoted.push(...(await fillPlaces(trx, list, at)));
    return viewOne(trx, (await queries.findEntry(trx, updated.id))!);
  });
  announce(writer, promoted);
  return answer;
}

/** Two free agents of a pairs list become one pair, placed as an entry arriving now. */
export async function pairFreeAgents(
  { db, dialect, now }: EntriesWriter,
  path: ListPath,
  input: EntryPairInput,
): Promise<Entry> {
  return db.transaction().execute(async (trx) => {
    const found = await requireList(trx, path);
    const list = await lockedListOf(trx, dialect, found.id);
    const [first, second] = await Promise.all(input.entryIds.map((id) => entryOfList(trx, list, id)));
    if (first!.status !== 'freeAgent' || second!.status !== 'freeAgent')
      throw new Conflict('Only two free agents can be paired');
    const players = [first!.player1_id, second!.player1_id];
    const levels = await levelsOf(trx, players);
    refuseLevel(list, pairLevel(players.map((id) => levels.get(id)!)));
    const at = now().toISOString();
    await queries.deleteEntry(trx, second!.id);
    const updated = await queries.updateEntry(trx, first!.id, {
      player2_id: second!.player1_id,
      ...(await place(trx, list)),
      updated_at: at,
    });
    return viewOne(trx, updated);
  });
}

/**
 * League: the confirmed pairs become teams (an existing team of the two is reused) and go into
 * the group named, or into the league's groups by level, strongest first, in even slices.
 * Club night: the confirmed players join the night, whose rounds are then laid out.
 */
export async function makeTeams(
  { db, dialect, now }: EntriesWriter,
  path: ListPath,
  input: EntryTeamsInput,
): Promise<EntryTeamsResult> {
  return db.transaction().execute(async (trx) => {
    const found = await requireList(trx, path);
    const list = await lockedListOf(trx, dialect, found.id);
    const confirmed = (await queries.entriesOfList(trx, list.id)).filter((row) => row.status === 'confirmed');
    const at = now().toISOString();
    if (!('leagueId' in path)) {
      if (input.groupId !== undefined)
        throw new ValidationFailed('A club night has no groups', [
          { field: 'groupId', message: 'Not for a club night' },
        ]);
      const night = (await queries.findNightOfClub(trx, path.clubId, path.clubNightId))!;
      if (night.format === 'teamAmericano') return fillTeamNight(trx, dialect, path, confirmed, at);
      const players = confirmed.flatMap(playersOfRow);
      if (players.length === 0) throw new Conflict('No confirmed entry yet');
      const added = await fillNightFromEntries(
        { db: trx, dialect },
        { clubId: path.clubId, clubNightId: path.clubNightId },
        players,
      );
      return { teams: [], players: added };
    }
    const pairs = confirmed.filter((row) => row.player2_id !== null);
    if (pairs.length === 0) throw new Conflict('No confirmed pair yet');
    const groups =
      input.groupId !== undefined
        ? [(await requireGroup(trx, path.clubId, path.leagueId, input.groupId)).group]
        : await queries.groupsOfLeague(trx, path.leagueId);
    if (groups.length === 0) throw new Conflict('The league has no groups: add one first, or name one');
    const levels = await levelsOf(trx, pairs.flatMap(playersOfRow));
    const teams = (await teamsOfPairs(trx, pairs, at)).map((team, index) => ({
      ...team,
      level: pairLevel(playersOfRow(pairs[index]!).map((id) => levels.get(id)!)),
    }));
    const placed = new Map(
      (
        await queries.groupsOfTeamsInLeague(
          trx,
          path.leagueId,
          teams.map((team) => team.teamId),
        )
      ).map((row) => [row.team_id, row.group_id]),
    );
    const toPlace = teams
      .filter((team) => !placed.has(team.teamId))
      .sort((a, b) => b.level - a.level || a.entryId - b.entryId);
    for (const [index, team] of toPlace.entries()) {
      const group = groups[Math.floor((index * groups.length) / toPlace.length)]!;
      await insertMembership(trx, path.leagueId, group.id, team.teamId);
      placed.set(team.teamId, group.id);
    }
    return {
      teams: teams.map((team) => ({
        entryId: team.entryId,
        teamId: team.teamId,
        groupId: placed.get(team.teamId) ?? null,
      })),
      players: [],
    };
  });
}

/** The confirmed pairs as teams of the tour (found or made), in arrival order. */
async function teamsOfPairs(trx: Db, pairs: readonly queries.EntryRow[], at: string) {
  const teams: { entryId: number; teamId: number }[] = [];
  for (const row of pairs) {
    let teamId = row.team_id;
    if (teamId === null) {
      const existing = await findTeamOfPair(trx, row.player1_id, row.player2_id!);
      teamId =
        existing?.id ??
        (await insertTeam(trx, { player1Id: row.player1_id, player2Id: row.player2_id!, name: null })).id;
      await queries.updateEntry(trx, row.id, { team_id: teamId, updated_at: at });
    }
    teams.push({ entryId: row.id, teamId });
  }
  return teams;
}

/** A Team Americano: the confirmed pairs become its fixed pairs (docs/entries.md). */
async function fillTeamNight(
  trx: Db,
  dialect: DatabaseDialect,
  path: { clubId: number; clubNightId: number },
  confirmed: readonly queries.EntryRow[],
  at: string,
): Promise<EntryTeamsResult> {
  const pairs = confirmed
    .filter((row) => row.player2_id !== null)
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0) || a.id - b.id);
  if (pairs.length === 0) throw new Conflict('No confirmed pair yet');
  const teams = await teamsOfPairs(trx, pairs, at);
  const added = new Set(
    await fillTeamNightFromEntries(
      { db: trx, dialect },
      path,
      teams.map((team) => team.teamId),
    ),
  );
  return {
    teams: teams.map((team) => ({ ...team, groupId: null })),
    players: pairs.filter((_, index) => added.has(teams[index]!.teamId)).flatMap(playersOfRow),
  };
}

// ---- Overview ----

export interface WaitingList {
  clubId: number;
  clubName: string;
  leagueId: number | null;
  clubNightId: number | null;
  name: string;
  count: number;
}

/** The lists of these clubs with a waiting list, for the organiser's Overview. */
export async function waitingLists(db: Db, clubs: readonly number[] | 'every club'): Promise<WaitingList[]> {
  return (await queries.waitingPerList(db, clubs)).map((row) => ({
    clubId: row.club_id,
    clubName: row.club_name,
    leagueId: row.league_id,
    clubNightId: row.club_night_id,
    name: row.league_name ?? row.night_name ?? '',
    count: Number(row.count),
  }));
}

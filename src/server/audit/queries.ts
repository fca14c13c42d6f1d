import type { Compilable, Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import { precompiled } from '../fast-paths/index.js';
import type { Database } from '../db/schema.js';
import type { AuditEntity, AuditRow } from '../../shared/schemas/audit.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import { offsetOf } from '../lib/paging.js';

export type AuditLogRow = Selectable<Database['audit_log']>;

type NewEntry = Required<Omit<Insertable<Database['audit_log']>, 'id'>>;

// Sent by every admin write: compiled once (fast-paths/precompiled.ts).
const insertStatement = precompiled((db, p: NewEntry) =>
  db.insertInto('audit_log').values({
    at: p.at,
    account_id: p.account_id,
    role: p.role,
    username: p.username,
    method: p.method,
    route: p.route,
    entity: p.entity,
    entity_id: p.entity_id,
    club_id: p.club_id,
    visibility: p.visibility,
    before: p.before,
    after: p.after,
  }),
);

export const insertEntry = (db: Db, entry: NewEntry) => insertStatement.execute(db, entry);

export interface AuditFilter {
  entity?: AuditEntity | undefined;
  entityId?: number | undefined;
  /** An organiser's clubs: only their clubs' entries and the tour's; undefined for the administrator. */
  clubIds?: readonly number[] | undefined;
}

function filtered(db: Db, { entity, entityId, clubIds }: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (entity) query = query.where('entity', '=', entity);
  if (entityId !== undefined) query = query.where('entity_id', '=', entityId);
  if (clubIds) {
    const clubs = [...clubIds];
    query = query.where((eb) =>
      clubs.length === 0
        ? eb('visibility', '=', 'tour')
        : eb.or([eb('visibility', '=', 'tour'), eb.and([eb('visibility', '=', 'club'), eb('club_id', 'in', clubs)])]),
    );
  }
  return query;
}

/** Newest first. */
export const listEntries = (db: Db, filter: AuditFilter, page: PageQuery) =>
  filtered(db, filter).selectAll().orderBy('id', 'desc').limit(page.pageSize).offset(offsetOf(page)).execute();

export async function countEntries(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// How the audit log reads an entity's row, before and after a write.
/**
 * How the audit log reads an entity's row, before and after a write, inside that write's
 * transaction. Each picks the columns a person would want to compare and leaves out secrets
 * (password hashes, token hashes) and what only serves the database (search text, sorted pairs).
 */
export type RowReader = (db: Db, id: number) => Promise<AuditRow | undefined>;

/**
 * One row by id, compiled once (fast-paths/precompiled.ts): a result write reads its match twice for the
 * log, and building and compiling the query each time cost more than running it.
 */
function rowById<R>(build: (db: Db, params: { id: number }) => Compilable<R>): (db: Db, id: number) => Promise<R | undefined> {
  const query = precompiled(build);
  return (db, id) => query.first(db, { id });
}

const club: RowReader = rowById((db, p) =>
  db.selectFrom('clubs').select(['id', 'name', 'description', 'rules']).where('id', '=', p.id),
);

const league: RowReader = rowById((db, p) =>
  db
    .selectFrom('leagues')
    .select(['id', 'club_id', 'name', 'description', 'rules', 'status', 'points_for_win', 'points_for_loss', 'tiebreakers', 'match_tiebreak_games', 'match_format', 'points_for_draw', 'deuce_rule', 'previous_league_id', 'next_league_id']).where('id', '=', p.id),
);

/** A group with its teams, so adding or removing a team shows as a change of `team_ids`. */
const group: RowReader = async (db, id) => {
  const row = await db.selectFrom('league_groups').select(['id', 'league_id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const teams = await db.selectFrom('group_teams').select('team_id').where('group_id', '=', id).orderBy('team_id').execute();
  return { ...row, team_ids: teams.map((team) => team.team_id) };
};

/** A group's point deductions (docs/standings.md), so a new one shows as a change of the group's list. */
const groupDeductions: RowReader = async (db, id) => {
  const group = await db.selectFrom('league_groups').select(['id']).where('id', '=', id).executeTakeFirst();
  if (!group) return undefined;
  const rows = await db.selectFrom('point_deductions').select(['team_id', 'points', 'reason']).where('group_id', '=', id).orderBy('id').execute();
  return { id, deductions: rows };
};

/** A group's withdrawn teams (docs/standings.md, "Withdrawals"), so a new one shows as a change of the group's list. */
const groupWithdrawals: RowReader = async (db, id) => {
  const group = await db.selectFrom('league_groups').select(['id']).where('id', '=', id).executeTakeFirst();
  if (!group) return undefined;
  const rows = await db.selectFrom('team_withdrawals').select(['team_id', 'policy']).where('group_id', '=', id).orderBy('id').execute();
  return { id, withdrawals: rows };
};

/** A group's drawn lot (docs/standings.md): what drawing it writes. */
const groupLot: RowReader = rowById((db, p) =>
  db.selectFrom('draw_lots').select(['group_id as id', 'seed', 'team_ids', 'drawn_at']).where('group_id', '=', p.id),
);

/** A league's groups and their teams: what seeding the groups changes. */
const leagueGroups: RowReader = async (db, id) => {
  const rows = await db
    .selectFrom('league_groups')
    .leftJoin('group_teams', 'group_teams.group_id', 'league_groups.id')
    .select(['league_groups.id', 'league_groups.name', 'group_teams.team_id'])
    .where('league_groups.league_id', '=', id)
    .orderBy('league_groups.id')
    .orderBy('group_teams.team_id')
    .execute();
  const groups: Record<string, number[]> = {};
  for (const row of rows) {
    const teams = (groups[row.name] ??= []);
    if (row.team_id !== null) teams.push(row.team_id);
  }
  return groups;
};

const round: RowReader = rowById((db, p) =>
  db.selectFrom('rounds').select(['id', 'league_id', 'name', 'date', 'start_hour', 'end_hour', 'court_number', 'status']).where('id', '=', p.id),
);

/** A round's matches by id, court and hour: what confirming a schedule changes. */
const roundSchedule: RowReader = async (db, id) => {
  const rows = await db
    .selectFrom('matches')
    .select(['id', 'team1_id', 'team2_id', 'court_number', 'start_time', 'start_minute'])
    .where('round_id', '=', id)
    .orderBy('id')
    .execute();
  return Object.fromEntries(
    rows.map((row) => [
      `match ${row.id}`,
      `${row.team1_id} v ${row.team2_id}, court ${row.court_number ?? '-'}, ${row.start_time === null ? '-' : `${row.start_time}h${row.start_minute === 0 ? '' : String(row.start_minute).padStart(2, '0')}`}`,
    ]),
  );
};

/** A group's matches by id, round, court and hour: what creating its season's fixtures changes. */
const groupFixtures: RowReader = async (db, id) => {
  const rows = await db
    .selectFrom('matches')
    .select(['id', 'round_id', 'team1_id', 'team2_id', 'court_number', 'start_time', 'start_minute'])
    .where('group_id', '=', id)
    .orderBy('id')
    .execute();
  return Object.fromEntries(
    rows.map((row) => [
      `match ${row.id}`,
      `round ${row.round_id}: ${row.team1_id} v ${row.team2_id}, court ${row.court_number ?? '-'}, ${row.start_time === null ? '-' : `${row.start_time}h${row.start_minute === 0 ? '' : String(row.start_minute).padStart(2, '0')}`}`,
    ]),
  );
};

/** A match's columns in its audit rows: read here, or taken from the row the match write holds (match-hook.ts). */
export const MATCH_AUDIT_COLUMNS = [
  'id',
  'round_id',
  'group_id',
  'team1_id',
  'team2_id',
  'court_number',
  'start_time',
  'start_minute',
  'team1_results',
  'team2_results',
  'outcome',
  'winner_team_id',
  'version',
] as const;

const match: RowReader = rowById((db, p) =>
  db.selectFrom('matches').select(MATCH_AUDIT_COLUMNS).where('id', '=', p.id),
);

/** A match's substitutes (docs/substitutes.md): who stood in for whom, for which team. */
const matchLineup: RowReader = async (db, id) => {
  const row = await db.selectFrom('matches').select(['id', 'version']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const substitutes = await db
    .selectFrom('match_substitutes')
    .select(['team_id', 'player_id', 'replaces_player_id'])
    .where('match_id', '=', id)
    .orderBy('team_id')
    .orderBy('player_id')
    .execute();
  return { ...row, substitutes: substitutes.map((one) => `team ${one.team_id}: player ${one.player_id} for ${one.replaces_player_id}`).join('; ') };
};

const unavailability: RowReader = rowById((db, p) =>
  db.selectFrom('team_unavailabilities').select(['id', 'round_id', 'team_id', 'unavailable_hours']).where('id', '=', p.id),
);

/** The playoff of a league (one at most): read by the league's id, as its routes name it. */
const playoffOfLeague: RowReader = rowById((db, p) =>
  db
    .selectFrom('playoffs')
    .select(['id', 'league_id', 'round_id', 'qualifiers_per_group', 'best_of_next', 'lot_seed', 'third_place_match', 'consolation', 'updated_at']).where('league_id', '=', p.id),
);

const player: RowReader = rowById((db, p) =>
  db.selectFrom('players').select(['id', 'first_name', 'last_name', 'dob', 'status']).where('id', '=', p.id),
);

const team: RowReader = rowById((db, p) =>
  db.selectFrom('teams').select(['id', 'name', 'player1_id', 'player2_id']).where('id', '=', p.id),
);

/** A club night's settings with who is on it (and who left) and how many rounds it has made. */
const clubNight: RowReader = async (db, id) => {
  const row = await db
    .selectFrom('club_nights')
    .select(['id', 'club_id', 'name', 'date', 'start_hour', 'format', 'scoring_kind', 'points_per_match', 'minutes', 'courts', 'planned_rounds', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const players = await db.selectFrom('club_night_players').select(['player_id', 'dropped_out']).where('night_id', '=', id).orderBy('position').execute();
  const rounds = await db.selectFrom('club_night_rounds').select('number').where('night_id', '=', id).execute();
  return {
    ...row,
    player_ids: players.filter((player) => player.dropped_out !== 1).map((player) => player.player_id),
    dropped_out_ids: players.filter((player) => player.dropped_out === 1).map((player) => player.player_id),
    rounds: rounds.length,
  };
};

const clubNightMatch: RowReader = rowById((db, p) =>
  db
    .selectFrom('club_night_matches')
    .select(['id', 'night_id', 'round_number', 'court_number', 'team1_player1_id', 'team1_player2_id', 'team2_player1_id', 'team2_player2_id', 'team1_points', 'team2_points', 'version'])
    .where('id', '=', p.id),
);

/** A request to move a match (docs/reschedules.md): where it stands and what was proposed and chosen. */
const reschedule: RowReader = rowById((db, p) =>
  db
    .selectFrom('reschedule_requests')
    .select(['id', 'match_id', 'club_id', 'requested_by_team_id', 'other_team_id', 'reason', 'proposals', 'status', 'accepted_proposal', 'note', 'decided_at', 'decided_by'])
    .where('id', '=', p.id),
);

/** A staff account with its clubs; never the password hash. */
const user: RowReader = async (db, id) => {
  const row = await db.selectFrom('admins').select(['id', 'username', 'role']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const clubs = await db.selectFrom('account_clubs').select('club_id').where('account_id', '=', id).orderBy('club_id').execute();
  return { ...row, club_ids: clubs.map((link) => link.club_id) };
};

export const rowReaders = {
  club,
  league,
  group,
  groupLot,
  groupDeductions,
  groupWithdrawals,
  leagueGroups,
  round,
  roundSchedule,
  groupFixtures,
  match,
  matchLineup,
  unavailability,
  playoffOfLeague,
  player,
  team,
  user,
  clubNight,
  clubNightMatch,
  reschedule,
} satisfies Record<string, RowReader>;

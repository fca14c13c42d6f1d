import type { Db } from '../db/database.js';
import type { AccountName } from '../auth/index.js';
import { searchTextOfPlayer } from '../lib/text-search.js';


/** The account that belongs to the player, if they have one. */
export const findAccountOfPlayer = (db: Db, playerId: number) =>
  db.selectFrom('admins').select('id').where('player_id', '=', playerId).executeTakeFirst();


export interface InvitationLink {
  token_hash: string;
  created_by: number;
  created_at: string;
  expires_at: string;
}

/** The player's new link, replacing their unused one (one unused invitation per player, migration 013). */
export const upsertInvitation = (db: Db, playerId: number, link: InvitationLink) =>
  db
    .insertInto('invitations')
    .values({ ...link, player_id: playerId, used_at: null })
    .onConflict((conflict) => conflict.column('player_id').where('used_at', 'is', null).doUpdateSet(link))
    .execute();

/** The invitation behind a token hash, with its player's name. */
export const findInvitationByTokenHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('invitations')
    .innerJoin('players', 'players.id', 'invitations.player_id')
    .select([
      'invitations.id',
      'invitations.player_id',
      'invitations.expires_at',
      'invitations.used_at',
      'players.first_name',
      'players.last_name',
    ])
    .where('invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Marks the invitation used if it is unused and unexpired at `at`: of two uses at once, one changes the row. */
export const markInvitationUsed = (db: Db, invitationId: number, at: string) =>
  db
    .updateTable('invitations')
    .set({ used_at: at })
    .where('id', '=', invitationId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();

export const insertPlayerAccount = (db: Db, name: AccountName, passwordHash: string, playerId: number, at: string) =>
  db
    .insertInto('admins')
    .values({
      ...name,
      password_hash: passwordHash,
      role: 'player',
      player_id: playerId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Which of these players exist, and which of them have an account (bulk invitations). */
export const existingPlayerIds = async (db: Db, playerIds: readonly number[]): Promise<Set<number>> =>
  new Set((await db.selectFrom('players').select('id').where('id', 'in', playerIds).execute()).map((row) => row.id));

export const playerIdsWithAccounts = async (db: Db, playerIds: readonly number[]): Promise<Set<number>> =>
  new Set(
    (await db.selectFrom('admins').select('player_id').where('player_id', 'in', playerIds).execute())
      .map((row) => row.player_id)
      .filter((id): id is number => id !== null),
  );

// Organisers' invitations (migration 016).

/** The clubs of these ids that exist, by name. */
export const clubsByIds = (db: Db, clubIds: readonly number[]) =>
  db.selectFrom('clubs').select(['id', 'name']).where('id', 'in', clubIds).orderBy('name').orderBy('id').execute();

export const insertOrganiserInvitation = (db: Db, link: InvitationLink & { club_ids: string }) =>
  db.insertInto('organiser_invitations').values({ ...link, used_at: null }).execute();

export const findOrganiserInvitationByTokenHash = (db: Db, tokenHash: string) =>
  db.selectFrom('organiser_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** As markInvitationUsed: of two uses at once, one changes the row. */
export const markOrganiserInvitationUsed = (db: Db, invitationId: number, at: string) =>
  db
    .updateTable('organiser_invitations')
    .set({ used_at: at })
    .where('id', '=', invitationId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();

export const insertOrganiserAccount = (db: Db, name: AccountName, passwordHash: string, at: string) =>
  db
    .insertInto('admins')
    .values({ ...name, password_hash: passwordHash, role: 'organiser', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();

export const insertAccountClubs = (db: Db, accountId: number, clubIds: readonly number[]) =>
  db
    .insertInto('account_clubs')
    .values(clubIds.map((clubId) => ({ account_id: accountId, club_id: clubId })))
    .execute();

/** A player who signed themselves up: a name, no contact details, active (docs/entries.md). */
export const insertSignedUpPlayer = (db: Db, firstName: string, lastName: string, at: string) =>
  db
    .insertInto('players')
    .values({
      first_name: firstName,
      last_name: lastName,
      dob: null,
      email: null,
      phone: null,
      status: 'active',
      search_text: searchTextOfPlayer({ firstName, lastName }),
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

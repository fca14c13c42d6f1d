import type { Db } from '../db/database.js';
import type { AccountName } from '../auth/index.js';


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

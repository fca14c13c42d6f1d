import type { Db } from '../db/database.js';
import { NotFound } from '../errors.js';

/**
 * Nested paths name a chain of parents (/clubs/{c}/leagues/{l}/...). Each link must exist and
 * belong to the one before it, otherwise 404 (docs/rules.md, "API conventions").
 */
export async function requireClub(db: Db, clubId: number) {
  const club = await db.selectFrom('clubs').selectAll().where('id', '=', clubId).executeTakeFirst();
  if (!club) throw new NotFound('Club');
  return club;
}

export async function requireLeague(db: Db, clubId: number, leagueId: number) {
  const league = await db
    .selectFrom('leagues')
    .selectAll()
    .where('id', '=', leagueId)
    .where('club_id', '=', clubId)
    .executeTakeFirst();
  if (!league) {
    await requireClub(db, clubId);
    throw new NotFound('League');
  }
  return league;
}

export async function requireGroup(db: Db, clubId: number, leagueId: number, groupId: number) {
  const league = await requireLeague(db, clubId, leagueId);
  const group = await db
    .selectFrom('league_groups')
    .selectAll()
    .where('id', '=', groupId)
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
  if (!group) throw new NotFound('Group');
  return { league, group };
}

export async function requireRound(db: Db, clubId: number, leagueId: number, roundId: number) {
  const league = await requireLeague(db, clubId, leagueId);
  const round = await db
    .selectFrom('rounds')
    .selectAll()
    .where('id', '=', roundId)
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
  if (!round) throw new NotFound('Round');
  return { league, round };
}

import type { Db } from '../db/database.js';
import { NotFound } from '../errors.js';
import { precompiled } from '../fast-paths/index.js';
import { canSeeLeague, canSeeRound, type Reader } from './visibility.js';

/**
 * Nested paths name a chain of parents (/clubs/{c}/leagues/{l}/...). Each link must exist and
 * belong to the one before it, otherwise 404 (docs/rules.md, "API conventions"). A public read
 * passes its `reader`: a draft league or round the reader may not see is not found either
 * (docs/rules.md, "Drafts are private"), and so is everything under it. Admin writes pass none.
 */
export async function requireClub(db: Db, clubId: number) {
  const club = await db.selectFrom('clubs').selectAll().where('id', '=', clubId).executeTakeFirst();
  if (!club) throw new NotFound('Club');
  return club;
}

// Every write under a league names its path: compiled once (fast-paths/precompiled.ts).
const leagueOfClub = precompiled((db, p: { clubId: number; leagueId: number }) =>
  db.selectFrom('leagues').selectAll().where('id', '=', p.leagueId).where('club_id', '=', p.clubId),
);

const roundOfLeague = precompiled((db, p: { leagueId: number; roundId: number }) =>
  db.selectFrom('rounds').selectAll().where('id', '=', p.roundId).where('league_id', '=', p.leagueId),
);

export async function requireLeague(db: Db, clubId: number, leagueId: number, reader?: Reader) {
  const league = await leagueOfClub.first(db, { clubId, leagueId });
  if (!league) {
    await requireClub(db, clubId);
    throw new NotFound('League');
  }
  if (reader && !canSeeLeague(reader, league)) throw new NotFound('League');
  return league;
}

export async function requireGroup(db: Db, clubId: number, leagueId: number, groupId: number, reader?: Reader) {
  const league = await requireLeague(db, clubId, leagueId, reader);
  const group = await db
    .selectFrom('league_groups')
    .selectAll()
    .where('id', '=', groupId)
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
  if (!group) throw new NotFound('Group');
  return { league, group };
}

export async function requireRound(db: Db, clubId: number, leagueId: number, roundId: number, reader?: Reader) {
  const league = await requireLeague(db, clubId, leagueId, reader);
  const round = await roundOfLeague.first(db, { leagueId, roundId });
  if (!round || (reader && !canSeeRound(reader, league, round))) throw new NotFound('Round');
  return { league, round };
}

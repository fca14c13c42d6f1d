import type { Db } from '../db/database.js';
import type { Session } from '../auth/index.js';
import { Conflict } from '../errors.js';
import { clubsUsingTeams, lockTeamsForUpdate } from './queries.js';

/** Who asks for a tour-wide change: the administrator, or an organiser with their clubs. */
export type TourCaller = Pick<Session, 'role' | 'clubIds'>;

/**
 * Players and teams belong to the whole tour, so any organiser may change them, but deleting or
 * deactivating one that a league of another club uses would break that club's groups and schedule
 * (docs/roles.md, "Tour-wide players and teams"). 409 naming those clubs, unless the caller is the
 * administrator or runs every club that uses them.
 *
 * Race-free: on PostgreSQL the teams are locked first (FOR UPDATE conflicts with the key-share lock
 * that a new group membership or match takes on its team), so a membership added meanwhile is
 * either committed and seen by the check, or waits and then finds the team gone (409). SQLite runs
 * one transaction at a time, so nothing can slip between the check and the delete there.
 */
export async function refuseIfOtherClubsUse(db: Db, teamIds: readonly number[], caller: TourCaller, what: string): Promise<void> {
  if (teamIds.length === 0) return;
  await lockTeamsForUpdate(db, teamIds);
  if (caller.role === 'admin') return;
  const own = new Set(caller.clubIds ?? []);
  const others = (await clubsUsingTeams(db, teamIds)).filter((club) => !own.has(club.id));
  if (others.length === 0) return;
  const names = others.map((club) => `"${club.name}"`).join(', ');
  const clubs = others.length === 1 ? 'club' : 'clubs';
  throw new Conflict(
    `Used by a league of ${clubs} ${names}: only the administrator or that club's organisers may ${what}`,
    others.map((club) => ({ field: 'clubId', message: `Used by a league of club "${club.name}"`, clubId: club.id, clubName: club.name })),
  );
}

import { sql, type RawBuilder } from 'kysely';
import type { Session } from '../auth/service.js';
import type { LeagueStatus } from '../../shared/schemas/league.js';
import type { RoundStatus } from '../../shared/schemas/round.js';

/**
 * Who sees what on the public reads (docs/rules.md, "Drafts are private"). An inactive league and
 * an inactive round are drafts: only the administrator and the organisers of the draft's club see
 * them (and everything under them: groups, standings, matches, playoffs). Everyone else (a visitor,
 * a player, an organiser of another club, a bad or expired token) reads as if they did not exist.
 *
 * The rule lives here once, in two forms: SQL for the queries (every public read filters with it)
 * and a predicate for a row already read. Nothing else compares these statuses.
 */
export interface Reader {
  /** The clubs whose drafts this reader sees: every club (the administrator), or a list. */
  readonly draftsOf: 'every club' | readonly number[];
}

/** Anyone without a staff session of the club: sees only what is public. */
export const VISITOR: Reader = { draftsOf: [] };

/** The administrator's view, and the server's own when it computes from everything (playoff draws, next seasons). */
export const WHOLE_TOUR: Reader = { draftsOf: 'every club' };

/** The status that makes a league a draft; `finished` leagues stay public. */
const DRAFT_LEAGUE = 'inactive' satisfies LeagueStatus;
/** The one status of a round shown to the public. */
const PUBLIC_ROUND = 'active' satisfies RoundStatus;

/** A session's reader; no session (or a player's) reads as a visitor. */
export function readerOfSession(session: Pick<Session, 'role' | 'clubIds'> | null): Reader {
  if (session?.role === 'admin') return WHOLE_TOUR;
  if (session?.role === 'organiser') return { draftsOf: session.clubIds ?? [] };
  return VISITOR;
}

/** Whether the reader is staff of the club: sees its drafts (and, on match reads, its open reports). */
export const seesDraftsOf = (reader: Reader, clubId: number): boolean =>
  reader.draftsOf === 'every club' || reader.draftsOf.includes(clubId);

/** A league row as read: public unless a draft of a club the reader does not run. */
export const canSeeLeague = (reader: Reader, league: { club_id: number; status: string }): boolean =>
  league.status !== DRAFT_LEAGUE || seesDraftsOf(reader, league.club_id);

/** A round row with its league's: public when both are, else only to the club's staff. */
export const canSeeRound = (reader: Reader, league: { club_id: number; status: string }, round: { status: string }): boolean =>
  (league.status !== DRAFT_LEAGUE && round.status === PUBLIC_ROUND) || seesDraftsOf(reader, league.club_id);

/** `<leagues>.club_id in (the reader's clubs)`, or null when the reader runs none. */
function staffOfClubSql(reader: Reader, leagues: string): RawBuilder<boolean> | null {
  if (reader.draftsOf === 'every club') return sql<boolean>`1 = 1`;
  if (reader.draftsOf.length === 0) return null;
  return sql<boolean>`${sql.ref(`${leagues}.club_id`)} in (${sql.join([...reader.draftsOf])})`;
}

const either = (publicPart: RawBuilder<boolean>, staffPart: RawBuilder<boolean> | null): RawBuilder<boolean> =>
  staffPart === null ? publicPart : sql<boolean>`(${publicPart} or ${staffPart})`;

/** The SQL form of `canSeeLeague`, for a query over `leagues` (or the alias given). */
export const visibleLeagueSql = (reader: Reader, leagues = 'leagues'): RawBuilder<boolean> =>
  either(sql<boolean>`${sql.ref(`${leagues}.status`)} <> ${DRAFT_LEAGUE}`, staffOfClubSql(reader, leagues));

/** The SQL form of `canSeeRound`, for a query that joins `rounds` and its `leagues` (or the aliases given). */
export const visibleRoundSql = (reader: Reader, rounds = 'rounds', leagues = 'leagues'): RawBuilder<boolean> =>
  either(
    sql<boolean>`(${sql.ref(`${leagues}.status`)} <> ${DRAFT_LEAGUE} and ${sql.ref(`${rounds}.status`)} = ${PUBLIC_ROUND})`,
    staffOfClubSql(reader, leagues),
  );

/** For a query without the joins: whether the round `roundIdRef` names (e.g. `matches.round_id`) is visible. */
export const roundIsVisibleSql = (reader: Reader, roundIdRef: string): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from rounds as seen_round inner join leagues as seen_league on seen_league.id = seen_round.league_id where seen_round.id = ${sql.ref(roundIdRef)} and ${visibleRoundSql(reader, 'seen_round', 'seen_league')})`;

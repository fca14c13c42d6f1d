import type { AppContext } from '../context.js';
import type { Session } from '../auth/index.js';
import { beforeStaffRead } from '../matches/index.js';
import { waitingLists } from '../entries/index.js';
import { matchStartsAt } from '../../shared/domain/match-start.js';
import {
  REPORT_DUE_SOON_HOURS,
  type Overview,
  type OverviewItem,
  type OverviewKind,
} from '../../shared/schemas/overview.js';
import * as queries from './queries.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The order the screen lists the kinds in: what blocks people first. */
const KIND_ORDER: Record<OverviewKind, number> = {
  disputedReport: 0,
  reportDueSoon: 1,
  resultMissing: 2,
  rescheduleRequest: 3,
  entryWaiting: 4,
  hiddenRoundWithSchedule: 5,
  unscheduledTeams: 6,
};

/** Where each kind is fixed: the dashboard section, with the round chosen (docs/rules.md, "Admin dashboard"). */
const SECTION_OF: Record<OverviewKind, string> = {
  disputedReport: 'results',
  reportDueSoon: 'results',
  resultMissing: 'results',
  hiddenRoundWithSchedule: 'schedule',
  unscheduledTeams: 'schedule',
  rescheduleRequest: 'reschedules',
  entryWaiting: 'teams',
};

interface RoundFacts {
  club_id: number;
  club_name: string;
  league_id: number;
  league_name: string;
  round_id: number;
  round_name: string;
  round_date: string;
}

const hrefOf = (kind: OverviewKind, round: RoundFacts): string =>
  `/admin/${SECTION_OF[kind]}?club=${round.club_id}&league=${round.league_id}&round=${round.round_id}`;

/** Counts per round of one kind, as items. */
function itemsByRound<R extends RoundFacts>(
  kind: OverviewKind,
  rows: readonly R[],
  weight: (row: R) => number = () => 1,
): OverviewItem[] {
  const byRound = new Map<number, { round: RoundFacts; count: number }>();
  for (const row of rows) {
    const entry = byRound.get(row.round_id) ?? { round: row, count: 0 };
    entry.count += weight(row);
    byRound.set(row.round_id, entry);
  }
  return [...byRound.values()]
    .filter(({ count }) => count > 0)
    .map(({ round, count }) => ({
      kind,
      count,
      clubId: round.club_id,
      leagueId: round.league_id,
      roundId: round.round_id,
      href: hrefOf(kind, round),
      clubName: round.club_name,
      leagueName: round.league_name,
      roundName: round.round_name,
      roundDate: round.round_date,
    }));
}

/** yyyy-mm-dd on the tour's clocks at `instant`. */
const dayIn = (zone: string, instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/**
 * What needs doing in the caller's clubs (docs/rules.md, "Admin dashboard", "Overview"): disputed
 * reports, pending reports confirming themselves within REPORT_DUE_SOON_HOURS, matches whose slot
 * is over without a result or a report, rounds hidden from players that hold matches, and teams
 * left out of an upcoming round that has a schedule, and open reschedule requests (the match's
 * round); each counted per round, with the address of the section that fixes it; and the waiting
 * lists of entries (docs/entries.md).
 */
export async function overviewOf(context: AppContext, session: Session): Promise<Overview> {
  const { db, config, now } = context;
  const clubs: queries.ClubScope = session.role === 'admin' ? 'every club' : (session.clubIds ?? []);
  if (clubs !== 'every club' && clubs.length === 0) return { items: [] };
  // Reports due confirm themselves first, as on every staff read, so none is counted as pending.
  await beforeStaffRead(context);
  const at = now();
  const zone = config.TOUR_TIME_ZONE;
  const today = dayIn(zone, at);
  const [reports, unresolved, hidden, scheduled, reschedules] = await Promise.all([
    queries.openReports(db, clubs),
    queries.unresolvedMatchesUntil(db, clubs, today),
    queries.hiddenRoundsWithMatches(db, clubs),
    queries.groupMatchTeamsFrom(db, clubs, today),
    queries.openRescheduleRequests(db, clubs),
  ]);

  const dueBy = at.getTime() + REPORT_DUE_SOON_HOURS * HOUR_MS;
  const confirmsAt = (createdAt: string) => new Date(createdAt).getTime() + config.REPORT_AUTO_CONFIRM_HOURS * HOUR_MS;
  const slotOver = (row: (typeof unresolved)[number]) =>
    matchStartsAt(
      { date: row.round_date, startHour: row.start_hour },
      row.start_time,
      zone,
      row.start_minute,
    ).getTime() +
      row.slot_minutes * MINUTE_MS <=
    at.getTime();

  const items = [
    ...itemsByRound(
      'disputedReport',
      reports.filter((report) => report.status === 'disputed'),
    ),
    ...itemsByRound(
      'reportDueSoon',
      reports.filter((report) => report.status === 'pending' && confirmsAt(report.created_at) <= dueBy),
    ),
    ...itemsByRound('resultMissing', unresolved.filter(slotOver)),
    ...itemsByRound('rescheduleRequest', reschedules),
    ...itemsByRound('hiddenRoundWithSchedule', hidden, (row) => Number(row.matches)),
    ...(await unscheduledTeams(db, scheduled)),
    ...(await waitingEntries(db, clubs)),
  ];
  return { items: items.sort(byKindThenRound) };
}

/** Per upcoming round with a schedule: the teams of its league's groups that play no match in it. */
async function unscheduledTeams(
  db: AppContext['db'],
  scheduled: Awaited<ReturnType<typeof queries.groupMatchTeamsFrom>>,
): Promise<OverviewItem[]> {
  const members = await queries.groupMembersOfLeagues(db, [...new Set(scheduled.map((row) => row.league_id))]);
  const teamsOfLeague = new Map<number, Set<number>>();
  for (const { league_id, team_id } of members)
    teamsOfLeague.set(league_id, (teamsOfLeague.get(league_id) ?? new Set()).add(team_id));
  const rounds = new Map<number, { round: RoundFacts; playing: Set<number> }>();
  for (const row of scheduled) {
    const entry = rounds.get(row.round_id) ?? { round: row, playing: new Set<number>() };
    for (const team of [row.team1_id, row.team2_id]) if (team !== null) entry.playing.add(team);
    rounds.set(row.round_id, entry);
  }
  const left = [...rounds.values()].map(({ round, playing }) => ({
    ...round,
    left: [...(teamsOfLeague.get(round.league_id) ?? [])].filter((team) => !playing.has(team)).length,
  }));
  return itemsByRound('unscheduledTeams', left, (round) => round.left);
}

function byKindThenRound(a: OverviewItem, b: OverviewItem): number {
  return (
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    a.clubName.localeCompare(b.clubName) ||
    a.clubId - b.clubId ||
    (a.roundDate ?? '').localeCompare(b.roundDate ?? '') ||
    (a.roundId ?? 0) - (b.roundId ?? 0)
  );
}

/** Per league or night with a waiting list: how many wait, linked to the organiser's list of entries. */
async function waitingEntries(db: AppContext['db'], clubs: queries.ClubScope): Promise<OverviewItem[]> {
  return (await waitingLists(db, clubs)).map((list) => ({
    kind: 'entryWaiting' as const,
    count: list.count,
    clubId: list.clubId,
    clubName: list.clubName,
    ...(list.leagueId === null
      ? { clubNightId: list.clubNightId!, clubNightName: list.name, href: `/admin/entries?club=${list.clubId}&night=${list.clubNightId}` }
      : { leagueId: list.leagueId, leagueName: list.name, href: `/admin/entries?club=${list.clubId}&league=${list.leagueId}` }),
  }));
}

import type { Match } from '@/shared/schemas/match';
import { startMinutesOf } from '@/shared/domain/slots';
import type { StandingsRow } from '@/shared/schemas/group';
import { hasRecordedResult as hasResult } from '@/shared/domain/match-rules';
import type { ClubNightFormat } from '@/shared/domain/club-nights/limits';
import type { ClubNightLeaderboardRow } from '@/shared/schemas/club-night';

/*
 * What the club's TV screen shows, as pure functions of its data and the time (docs/tv.md): the
 * screen's components only draw the panels chosen here, so the choice is tested without a browser.
 */

/** A match of today's rounds with the names the screen shows beside it. */
export interface TvMatch {
  match: Match;
  leagueName: string;
  /** The group's name; null for a playoff match. */
  groupName: string | null;
}

/** The table of one group of an active league. */
export interface TvTable {
  leagueId: number;
  leagueName: string;
  groupId: number;
  groupName: string;
  standings: StandingsRow[];
}

/** Everything the leagues give the screen: today's matches and the active groups' tables. */
export interface TvLeagueDay {
  matches: TvMatch[];
  tables: TvTable[];
}

/** One court's current match; `courtNumber` null for matches not yet given a court. */
export interface TvCourt {
  courtNumber: number | null;
  match: TvMatch;
}

/**
 * One screenful. A kind added here must get its view and title in tv-panel-views.tsx, which is
 * typed over every kind, and its source below (`selectPanels`).
 */
/** A club night running today: its name, how far it is, and its leaderboard. */
export interface TvNight {
  id: number;
  name: string;
  format: ClubNightFormat;
  /** Rounds with every score in, of the night's planned rounds. */
  roundsPlayed: number;
  plannedRounds: number;
  leaderboard: ClubNightLeaderboardRow[];
}

export type TvPanel =
  | { kind: 'nightLeaderboard'; key: string; night: TvNight; part: number; parts: number }
  | { kind: 'onCourt'; key: string; courts: TvCourt[] }
  | { kind: 'nextUp'; key: string; matches: TvMatch[] }
  | { kind: 'results'; key: string; matches: TvMatch[] }
  | { kind: 'standings'; key: string; table: TvTable };

export type TvPanelKind = TvPanel['kind'];

/** How many courts one panel shows (a grid of 3 × 2 stays readable at 720 lines). */
export const COURTS_PER_PANEL = 6;
/** Rows of a next-up panel (two panels at most), and of the results panel. */
export const NEXT_UP_ROWS = 4;
export const NEXT_UP_PANELS = 2;
export const RESULT_ROWS = 4;
/** A table longer than this is shown in parts of this many rows. */
export const STANDINGS_ROWS = 10;

/** The device's clock now, in minutes after midnight: a match whose start has come has started. */
const minuteOf = (nowMs: number): number => {
  const date = new Date(nowMs);
  return date.getHours() * 60 + date.getMinutes();
};

const UNPLACED = 99 * 60;
const startOf = (item: TvMatch): number => startMinutesOf(item.match) ?? UNPLACED;

const bySlot = (a: TvMatch, b: TvMatch): number =>
  startOf(a) - startOf(b) || (a.match.courtNumber ?? 99) - (b.match.courtNumber ?? 99) || a.match.id - b.match.id;

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
};

/**
 * On court now, by court: today's matches whose start has come and that have no result. When a
 * court has several (an earlier result not entered yet), the latest to start is the one on court.
 * A match without an hour is not on court.
 */
export function onCourtNow(matches: readonly TvMatch[], nowMs: number): TvCourt[] {
  const now = minuteOf(nowMs);
  const byCourt = new Map<number | null, TvMatch>();
  for (const item of [...matches].sort(bySlot)) {
    const { courtNumber } = item.match;
    const start = startMinutesOf(item.match);
    if (start === null || start > now || hasResult(item.match)) continue;
    byCourt.set(courtNumber, item);
  }
  return [...byCourt.entries()]
    .map(([courtNumber, match]) => ({ courtNumber, match }))
    .sort((a, b) => (a.courtNumber ?? 99) - (b.courtNumber ?? 99));
}

/** Next up: today's matches whose start is still to come, by start time and court. */
export const nextUp = (matches: readonly TvMatch[], nowMs: number): TvMatch[] => {
  const now = minuteOf(nowMs);
  return matches
    .filter(({ match }) => {
      const start = startMinutesOf(match);
      return start !== null && start > now && !hasResult(match);
    })
    .sort(bySlot);
};

/** The latest results of today: the most recently entered first. */
export const latestResults = (matches: readonly TvMatch[]): TvMatch[] =>
  matches
    .filter(({ match }) => hasResult(match))
    .sort((a, b) => b.match.updatedAt.localeCompare(a.match.updatedAt) || b.match.id - a.match.id);

/** The panels of the leagues, in the order they rotate: on court, next up, results, each table. */
export function leaguePanels(day: TvLeagueDay, nowMs: number): TvPanel[] {
  const panels: TvPanel[] = [];
  chunks(onCourtNow(day.matches, nowMs), COURTS_PER_PANEL).forEach((courts, index) =>
    panels.push({ kind: 'onCourt', key: `onCourt-${index}`, courts }),
  );
  chunks(nextUp(day.matches, nowMs).slice(0, NEXT_UP_ROWS * NEXT_UP_PANELS), NEXT_UP_ROWS).forEach((matches, index) =>
    panels.push({ kind: 'nextUp', key: `nextUp-${index}`, matches }),
  );
  const results = latestResults(day.matches).slice(0, RESULT_ROWS);
  if (results.length > 0) panels.push({ kind: 'results', key: 'results', matches: results });
  for (const table of day.tables) {
    if (table.standings.length === 0) continue;
    chunks(table.standings, STANDINGS_ROWS).forEach((rows, index) =>
      panels.push({ kind: 'standings', key: `standings-${table.groupId}-${index}`, table: { ...table, standings: rows } }),
    );
  }
  return panels;
}

/** Rows of a club night's leaderboard panel (as a table's): a longer one takes more panels. */
export const NIGHT_ROWS = 10;

/** The panels of the club nights running today: each night's leaderboard, ten rows a panel. */
export function nightPanels(nights: readonly TvNight[]): TvPanel[] {
  return nights.flatMap((night) => {
    if (night.leaderboard.length === 0) return [];
    const parts = chunks(night.leaderboard, NIGHT_ROWS);
    return parts.map((rows, index) => ({
      kind: 'nightLeaderboard' as const,
      key: `night-${night.id}-${index}`,
      night: { ...night, leaderboard: rows },
      part: index + 1,
      parts: parts.length,
    }));
  });
}

/**
 * Every panel of the screen. Each source is one kind of event the club runs: a club night running
 * today (its leaderboard, first: it is what the room is playing) and the leagues.
 */
export function selectPanels(sources: { leagues: TvLeagueDay; nights?: readonly TvNight[] }, nowMs: number): TvPanel[] {
  return [...nightPanels(sources.nights ?? []), ...leaguePanels(sources.leagues, nowMs)];
}

/** What identifies a match's result: a change of it is a result entered (or corrected). */
const resultOf = (match: Match): string | null =>
  hasResult(match) ? `${match.outcome}|${match.team1Results.join(',')}|${match.team2Results.join(',')}|${match.winnerTeamId ?? ''}` : null;

/**
 * The matches whose result is new in `after`: a result where there was none, or a different one.
 * Nothing is new on the first data (`before` undefined): the screen that opens does not flash.
 */
export function newResults(before: readonly TvMatch[] | undefined, after: readonly TvMatch[]): TvMatch[] {
  if (before === undefined) return [];
  const previous = new Map(before.map((item) => [item.match.id, resultOf(item.match)]));
  return after.filter((item) => {
    const result = resultOf(item.match);
    if (result === null || !previous.has(item.match.id)) return false;
    return previous.get(item.match.id) !== result;
  });
}

/** When the data counts as old: three of the screen's refetches missed. */
export const OLD_DATA_MS = 90_000;

/**
 * The data's age to show, in whole minutes, or null when it needs no saying: shown offline, or
 * when the last successful read is older than OLD_DATA_MS (the Wi-Fi is up but the server is not).
 */
export function dataAgeMinutes(updatedAt: number, nowMs: number, offline: boolean): number | null {
  if (updatedAt <= 0) return null;
  const age = Math.max(0, nowMs - updatedAt);
  if (!offline && age < OLD_DATA_MS) return null;
  return Math.floor(age / 60_000);
}

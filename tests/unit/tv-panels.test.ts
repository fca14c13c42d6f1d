import { describe, expect, it } from 'vitest';
import {
  COURTS_PER_PANEL,
  dataAgeMinutes,
  latestResults,
  leaguePanels,
  newResults,
  nextUp,
  onCourtNow,
  NIGHT_ROWS,
  nightPanels,
  selectPanels,
  type TvNight,
  type TvTable,
} from '../../src/client/features/tv/tv-panels';
import { match, tvMatch } from '../components/tv/tv-data';

/** 20:30 on the device's clock, whatever the machine's zone. */
const AT_2030 = new Date(2031, 5, 3, 20, 30).getTime();

const row = (rank: number) => ({ rank, teamId: rank, teamName: `Team ${rank}`, matchesPlayed: 1, matchesWon: 1, setsDiff: 0, gamesDiff: 0, points: 3 });
const table = (groupId: number, rows: number): TvTable => ({
  leagueId: 1,
  leagueName: 'Liga',
  groupId,
  groupName: `G${groupId}`,
  standings: Array.from({ length: rows }, (_, index) => row(index + 1)),
});

describe('on court now', () => {
  it('shows, court by court, the match that started last and has no result', () => {
    const day = [
      tvMatch(match(1, { courtNumber: 2, startTime: 19 })), // court 2's earlier match, result not entered yet
      tvMatch(match(2, { courtNumber: 2, startTime: 20 })),
      tvMatch(match(3, { courtNumber: 1, startTime: 20, result: [[6, 6], [1, 2]] })), // played
      tvMatch(match(4, { courtNumber: 1, startTime: 19 })),
      tvMatch(match(5, { courtNumber: 3, startTime: 21 })), // not started
      tvMatch(match(6, { courtNumber: 4, startTime: null })), // no hour: never on court
      tvMatch(match(7, { courtNumber: 3, startTime: 20, outcome: 'walkover', winnerTeamId: 71 })), // decided without scores
    ];
    expect(onCourtNow(day, AT_2030).map(({ courtNumber, match: item }) => [courtNumber, item.match.id])).toEqual([
      [1, 4],
      [2, 2],
    ]);
  });

  it('starts a match at its hour sharp', () => {
    const day = [tvMatch(match(1, { startTime: 20 }))];
    expect(onCourtNow(day, new Date(2031, 5, 3, 19, 59).getTime())).toEqual([]);
    expect(onCourtNow(day, new Date(2031, 5, 3, 20, 0).getTime())).toHaveLength(1);
  });

  it('starts a match of a longer slot at its minute, not its hour (19:30)', () => {
    const day = [
      tvMatch(match(1, { startTime: 19, startMinutes: 1170 })),
      tvMatch(match(2, { courtNumber: 2, startTime: 21, startMinutes: 1260 })),
    ];
    const at = (hour: number, minute: number) => new Date(2031, 5, 3, hour, minute).getTime();
    expect(onCourtNow(day, at(19, 29))).toEqual([]);
    expect(nextUp(day, at(19, 29)).map((item) => item.match.id)).toEqual([1, 2]);
    expect(onCourtNow(day, at(19, 30)).map(({ match: item }) => item.match.id)).toEqual([1]);
    expect(nextUp(day, at(19, 30)).map((item) => item.match.id)).toEqual([2]);
  });
});

describe('next up and the latest results', () => {
  it('lists the matches still to start by hour and court, and the results newest first', () => {
    const day = [
      tvMatch(match(1, { courtNumber: 2, startTime: 22 })),
      tvMatch(match(2, { courtNumber: 2, startTime: 21 })),
      tvMatch(match(3, { courtNumber: 1, startTime: 21 })),
      tvMatch(match(4, { startTime: 20 })),
      tvMatch(match(5, { startTime: 19, result: [[6, 6], [1, 1]], updatedAt: '2031-06-03T19:50:00.000Z' })),
      tvMatch(match(6, { startTime: 19, result: [[1, 1], [6, 6]], updatedAt: '2031-06-03T20:10:00.000Z' })),
    ];
    expect(nextUp(day, AT_2030).map((item) => item.match.id)).toEqual([3, 2, 1]);
    expect(latestResults(day).map((item) => item.match.id)).toEqual([6, 5]);
  });
});

describe('the panels', () => {
  it('rotate on court, next up, results, then one table per group, leaving out what is empty', () => {
    const panels = leaguePanels(
      {
        matches: [tvMatch(match(1, { startTime: 20 })), tvMatch(match(2, { startTime: 19, result: [[6], [2]] }))],
        tables: [table(3, 4), table(4, 0), table(5, 4)],
      },
      AT_2030,
    );
    expect(panels.map((panel) => panel.key)).toEqual(['onCourt-0', 'results', 'standings-3-0', 'standings-5-0']);
  });

  it('split many courts and a long table over several panels', () => {
    const courts = Array.from({ length: COURTS_PER_PANEL + 1 }, (_, index) => tvMatch(match(index + 1, { courtNumber: index + 1, startTime: 20 })));
    const panels = leaguePanels({ matches: courts, tables: [table(3, 14)] }, AT_2030);
    expect(panels.map((panel) => panel.kind)).toEqual(['onCourt', 'onCourt', 'standings', 'standings']);
    const [first, second, part1, part2] = panels;
    expect(first?.kind === 'onCourt' && first.courts).toHaveLength(COURTS_PER_PANEL);
    expect(second?.kind === 'onCourt' && second.courts).toHaveLength(1);
    expect(part1?.kind === 'standings' && part1.table.standings.map((item) => item.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(part2?.kind === 'standings' && part2.table.standings.map((item) => item.rank)).toEqual([11, 12, 13, 14]);
  });

  it('are none on a day without matches or tables', () => {
    expect(leaguePanels({ matches: [], tables: [] }, AT_2030)).toEqual([]);
  });
});

describe('new results', () => {
  const before = [tvMatch(match(1)), tvMatch(match(2, { result: [[6, 6], [1, 1]] }))];

  it('flash nothing on the first data, nor when nothing changed', () => {
    expect(newResults(undefined, before)).toEqual([]);
    expect(newResults(before, before.map((item) => tvMatch({ ...item.match, version: 2 })))).toEqual([]);
  });

  it('are a result where there was none, and a corrected one', () => {
    const after = [tvMatch(match(1, { result: [[6, 6], [4, 4]] })), tvMatch(match(2, { result: [[6, 7], [1, 5]] }))];
    expect(newResults(before, after).map((item) => item.match.id)).toEqual([1, 2]);
  });

  it('leave out a match the screen had not shown before', () => {
    expect(newResults(before, [...before, tvMatch(match(3, { result: [[6, 6], [1, 1]] }))])).toEqual([]);
  });
});

describe("the data's age", () => {
  const updated = AT_2030 - 10 * 60_000;
  it('is said offline, and online once the last read is old, in whole minutes', () => {
    expect(dataAgeMinutes(updated, AT_2030, true)).toBe(10);
    expect(dataAgeMinutes(updated, AT_2030, false)).toBe(10);
    expect(dataAgeMinutes(AT_2030 - 30_000, AT_2030, false)).toBeNull();
    expect(dataAgeMinutes(AT_2030 - 30_000, AT_2030, true)).toBe(0);
    expect(dataAgeMinutes(0, AT_2030, true)).toBeNull();
  });
});

describe("a club night's panels", () => {
  const night = (id: number, players: number): TvNight => ({
    id,
    name: `Night ${id}`,
    format: 'mexicano',
    roundsPlayed: 1,
    plannedRounds: 6,
    leaderboard: Array.from({ length: players }, (_, index) => ({
      rank: index + 1,
      playerId: 100 + index,
      name: `P${index}`,
      points: 40 - index,
      played: 1,
      won: index < players / 2 ? 1 : 0,
      pointsDiff: 0,
      average: 40 - index,
    })),
  });

  it('show each running night first, ten rows a panel, in the leaderboard order', () => {
    const panels = selectPanels({ leagues: { matches: [], tables: [table(1, 4)] }, nights: [night(7, 12)] }, AT_2030);
    expect(panels.map((panel) => panel.kind)).toEqual(['nightLeaderboard', 'nightLeaderboard', 'standings']);
    const [first, second] = panels as Extract<(typeof panels)[number], { kind: 'nightLeaderboard' }>[];
    expect(first!.night.leaderboard.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(second!.night.leaderboard.map((row) => row.rank)).toEqual([11, 12]);
    expect([first!.part, first!.parts, second!.part]).toEqual([1, 2, 2]);
    expect(new Set(panels.map((panel) => panel.key)).size).toBe(panels.length);
    expect(NIGHT_ROWS).toBe(10);
  });

  it('leave out a night with nobody on its leaderboard, and the leagues alone without a night', () => {
    expect(nightPanels([night(8, 0)])).toEqual([]);
    expect(selectPanels({ leagues: { matches: [], tables: [table(1, 4)] } }, AT_2030).map((p) => p.kind)).toEqual([
      'standings',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchFormatProblems, type ScoreOutcome } from '../../src/shared/domain/match-formats.js';
import {
  countedResultsOfMatch,
  isDrawOf,
  tallyMatch,
  winnerSideOf,
  type MatchRecord,
} from '../../src/shared/domain/match-outcome.js';
import { standingsFor } from '../../src/shared/domain/standings.js';
import type { MatchFormat } from '../../src/shared/domain/constants.js';
import type { StandingsRules } from '../../src/shared/schemas/league.js';

// docs/rules.md, "Matches and results", and docs/standings.md, "Draws": the worked examples.
const SHORT_SET = 'a short set ends 4–0 to 4–2, 5–3, or 5–4 after a tie-break at 4–4';
const TIEBREAK = 'a match tie-break ends at 10 or more, two clear (10–8, 11–9, 14–12)';
const PRO_SET_8 = 'a pro set to 8 ends 8–0 to 8–6, 9–7, or 9–8 after a tie-break at 8–8';
const TIMED_SET =
  'a set before the last ends 6–0 to 6–4, 7–5 or 7–6 (only the last set may stop when the court time ends)';

/** '4-2 3-5 10-8' → [[4, 3, 10], [2, 5, 8]], team 1 first. */
function score(sets: string): [number[], number[]] {
  const pairs = sets.split(' ').map((set) => set.split('-').map(Number));
  return [pairs.map((pair) => pair[0]!), pairs.map((pair) => pair[1]!)];
}
const problemsOf = (format: MatchFormat, sets: string, outcome: ScoreOutcome = 'played') =>
  matchFormatProblems(format, ...score(sets), outcome);

const match = (
  sets: string,
  outcome: MatchRecord['outcome'] = 'played',
  winnerTeamId: number | null = null,
): MatchRecord => {
  const [team1Results, team2Results] = sets === '' ? [[], []] : score(sets);
  return { team1Id: 1, team2Id: 2, team1Results, team2Results, outcome, winnerTeamId };
};

describe('bestOf3ShortSets: ITF short sets to 4, a match tie-break to 10 as the third set', () => {
  it.each(['4-0 4-2', '4-2 5-3', '5-4 3-5 10-8', '2-4 5-4 12-10', '0-4 4-1 10-0'])('accepts %s', (sets) => {
    expect(problemsOf('bestOf3ShortSets', sets)).toEqual([]);
  });

  it.each([
    ['4-3 4-1', 0],
    ['4-1 6-4', 1],
    ['5-2 4-1', 0],
    ['4-1 1-4 4-2', 2],
    ['6-4 4-1', 0],
  ])('refuses %s, naming the set', (sets, setIndex) => {
    const rule = setIndex === 2 ? TIEBREAK : SHORT_SET;
    expect(problemsOf('bestOf3ShortSets', sets)).toEqual([
      { field: `team1Results[${setIndex}]`, message: `Set ${setIndex + 1}: ${rule}` },
    ]);
  });

  it('refuses a level set by name, and a set after the match was won', () => {
    expect(problemsOf('bestOf3ShortSets', '4-1 4-4')).toEqual([
      { field: 'team1Results[1]', message: 'Set 2: a set cannot end level (4–4)' },
    ]);
    expect(problemsOf('bestOf3ShortSets', '4-1 4-2 10-5')).toEqual([
      { field: 'team1Results[2]', message: 'Set 3: the match was already won after set 2, so no set follows' },
    ]);
  });

  it('a retirement may stop at 4–4 or 4–3 in the set in play', () => {
    expect(problemsOf('bestOf3ShortSets', '4-2 4-4', 'retired')).toEqual([]);
    expect(problemsOf('bestOf3ShortSets', '3-4', 'retired')).toEqual([]);
    expect(problemsOf('bestOf3ShortSets', '5-2', 'retired')).toEqual([
      { field: 'team1Results[0]', message: `Set 1: ${SHORT_SET}` },
    ]);
  });

  it('completes a retirement to short sets, and a walkover is 4–0 4–0', () => {
    // 4–2 3–3 and team 1 retires: team 2 takes the set in play 5–3, then the match tie-break 10–0.
    expect(countedResultsOfMatch(match('4-2 3-3', 'retired', 2), 'bestOf3ShortSets')).toEqual({
      team1Results: [4, 3, 0],
      team2Results: [2, 5, 10],
    });
    expect(countedResultsOfMatch(match('', 'walkover', 1), 'bestOf3ShortSets')).toEqual({
      team1Results: [4, 4],
      team2Results: [0, 0],
    });
    // The third set is a match tie-break: one game to its winner.
    expect(tallyMatch(match('5-4 3-5 10-8'), 'one', 'bestOf3ShortSets').gamesWon).toEqual([9, 9]);
  });
});

describe('proSet8: one pro set to 8', () => {
  it.each(['8-0', '8-6', '9-7', '9-8', '6-8', '8-9'])('accepts %s', (sets) => {
    expect(problemsOf('proSet8', sets)).toEqual([]);
  });

  it.each(['8-7', '9-6', '10-8', '7-5', '9-9'])('refuses %s, naming the set', (sets) => {
    const [a, b] = score(sets);
    const message = a[0] === b[0] ? 'Set 1: a set cannot end level (9–9)' : `Set 1: ${PRO_SET_8}`;
    expect(problemsOf('proSet8', sets)).toEqual([{ field: 'team1Results[0]', message }]);
  });

  it('refuses a second set', () => {
    expect(problemsOf('proSet8', '8-2 8-3')).toEqual([
      { field: 'team1Results[1]', message: 'Set 2: the match was already won after set 1, so no set follows' },
    ]);
  });

  it('completes a retirement at 7–7 to 9–7 and at 8–8 to 9–8; a walkover is a real 8–0, no more', () => {
    expect(countedResultsOfMatch(match('7-7', 'retired', 1), 'proSet8')).toEqual({
      team1Results: [9],
      team2Results: [7],
    });
    expect(countedResultsOfMatch(match('8-8', 'retired', 2), 'proSet8')).toEqual({
      team1Results: [8],
      team2Results: [9],
    });
    expect(countedResultsOfMatch(match('3-5', 'retired', 2), 'proSet8')).toEqual({
      team1Results: [3],
      team2Results: [8],
    });
    const walkover = tallyMatch(match('', 'walkover', 1), 'one', 'proSet8');
    expect(walkover.gamesWon).toEqual([8, 0]);
    expect(walkover.setsWon).toEqual([1, 0]);
  });
});

describe('timed: the score when the court time ends stands', () => {
  it.each(['6-4 3-2', '6-4 3-5', '5-5', '0-0', '6-4 2-6 4-4', '7-6 0-1', '5-3'])('accepts %s', (sets) => {
    expect(problemsOf('timed', sets)).toEqual([]);
  });

  it('refuses a last set at a score no set passes through (7–0, 12–3)', () => {
    expect(problemsOf('timed', '6-4 7-0')).toEqual([
      { field: 'team1Results[1]', message: 'Set 2: a set ends 6–0 to 6–4, 7–5 or 7–6' },
    ]);
    expect(problemsOf('timed', '12-3')).toHaveLength(1);
  });

  it('refuses an unfinished or level set before the last, naming it', () => {
    expect(problemsOf('timed', '5-4 3-2')).toEqual([{ field: 'team1Results[0]', message: `Set 1: ${TIMED_SET}` }]);
    expect(problemsOf('timed', '6-4 6-6 1-0')).toEqual([
      { field: 'team1Results[1]', message: 'Set 2: a set cannot end level (6–6)' },
    ]);
  });

  it('more games wins, whatever the sets; equal games is a draw', () => {
    // 6–4 2–6 4–1: one set each, 12 games to 11: team 1 wins. 6–4 3–5: 9 games each, a draw.
    expect(isDrawOf(match('6-4 2-6 4-1'), 'timed')).toBe(false);
    expect(winnerSideOf(match('6-4 2-6 4-1'), 'timed')).toBe(1);
    expect(isDrawOf(match('6-4 3-5'), 'timed')).toBe(true);
    expect(winnerSideOf(match('6-4 3-5'), 'timed')).toBeNull();
    // Two sets to one on the scoreboard, but fewer games: the games decide a timed match.
    expect(winnerSideOf(match('6-4 6-4 0-6'), 'timed')).toBe(2);
    const draw = tallyMatch(match('6-4 3-5'), 'one', 'timed');
    expect(draw).toMatchObject({ counts: true, isDraw: true, winnerTeamId: null, gamesWon: [9, 9], setsWon: [1, 1] });
    // A draw is no draw under another format: there it is undecided.
    expect(isDrawOf(match('6-4 3-5'), 'bestOf3')).toBe(false);
  });

  it('completes a retirement in the winner’s favour and counts a walkover 6–0 6–0', () => {
    // 6–2 1–3 and team 1 retires: team 2 takes the set in play 6–1, then leads 8–7 in games but not on sets: 6–0 more.
    expect(countedResultsOfMatch(match('6-2 1-3', 'retired', 2), 'timed')).toEqual({
      team1Results: [6, 1, 0],
      team2Results: [2, 6, 6],
    });
    // Already ahead on games and sets when the other side stopped: the score stands.
    expect(countedResultsOfMatch(match('6-1 6-2', 'retired', 1), 'timed')).toEqual({
      team1Results: [6, 6],
      team2Results: [1, 2],
    });
    expect(countedResultsOfMatch(match('', 'walkover', 2), 'timed')).toEqual({
      team1Results: [0, 0],
      team2Results: [6, 6],
    });
  });

  it('completing a timed retirement never leaves the retiring team level or ahead (property)', () => {
    const sets = fc.array(fc.tuple(fc.nat(12), fc.nat(12)), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(sets, fc.constantFrom(1 as const, 2 as const), (pairs, winner) => {
        const entered = match(pairs.map(([a, b]) => `${a}-${b}`).join(' '), 'retired', winner);
        if (matchFormatProblems('timed', entered.team1Results, entered.team2Results, 'retired').length > 0) return;
        const tally = tallyMatch(entered, 'one', 'timed');
        const [w, l] = winner === 1 ? [0, 1] : [1, 0];
        expect(tally.gamesWon[w]).toBeGreaterThan(tally.gamesWon[l]!);
        expect(tally.setsWon[w]).toBeGreaterThan(tally.setsWon[l]!);
      }),
    );
  });
});

describe('draws in the standings', () => {
  const rules: StandingsRules = {
    pointsForWin: 3,
    pointsForLoss: 1,
    pointsForDraw: 2,
    tiebreakers: ['headToHead', 'setsDiff', 'gamesDiff', 'gamesWon'],
  };
  const teams = [
    { id: 1, name: 'Ana / Bea' },
    { id: 2, name: 'Cris / Dani' },
    { id: 3, name: 'Eva / Fer' },
  ];

  it('a timed draw gives each team the league’s points for a draw and counts as played, not won', () => {
    const matches: MatchRecord[] = [
      { ...match('6-4 3-5'), team1Id: 1, team2Id: 2 },
      { ...match('6-2 4-1'), team1Id: 1, team2Id: 3 },
    ];
    const table = standingsFor({ teams, matches, rules, matchFormat: 'timed' });
    expect(table.map((row) => [row.teamId, row.matchesPlayed, row.matchesWon, row.matchesDrawn, row.points])).toEqual([
      [1, 2, 1, 1, 5],
      [2, 1, 0, 1, 2],
      [3, 1, 0, 0, 1],
    ]);
    // pointsForDraw is the league's: 1 here.
    const one = standingsFor({ teams, matches, rules: { ...rules, pointsForDraw: 1 }, matchFormat: 'timed' });
    expect(one.find((row) => row.teamId === 2)?.points).toBe(1);
  });

  it('other formats show no draws column', () => {
    const table = standingsFor({
      teams,
      matches: [{ ...match('6-4 6-4'), team1Id: 1, team2Id: 2 }],
      rules,
      matchFormat: 'bestOf3',
    });
    expect(table.every((row) => row.matchesDrawn === undefined)).toBe(true);
  });
});

describe('withdrawals in the standings', () => {
  const rules: StandingsRules = {
    pointsForWin: 3,
    pointsForLoss: 1,
    tiebreakers: ['headToHead', 'setsDiff', 'gamesDiff', 'gamesWon'],
  };
  const teams = [
    { id: 1, name: 'A' },
    { id: 2, name: 'B' },
    { id: 3, name: 'C' },
    { id: 4, name: 'D' },
  ];
  // Team 4 beat team 1 and lost to team 2, then withdrew before meeting team 3.
  const matches: MatchRecord[] = [
    { ...match('6-4 6-4'), team1Id: 4, team2Id: 1 },
    { ...match('6-1 6-1'), team1Id: 2, team2Id: 4 },
    { ...match('6-3 6-3'), team1Id: 1, team2Id: 3 },
  ];

  it('annul: the team’s matches leave the table, and it is ranked last with nothing', () => {
    const table = standingsFor({
      teams,
      matches,
      rules,
      matchFormat: 'bestOf3',
      withdrawals: [{ teamId: 4, policy: 'annul' }],
    });
    expect(table.map((row) => [row.teamId, row.matchesPlayed, row.points, row.withdrawn])).toEqual([
      [1, 1, 3, undefined],
      [3, 1, 1, undefined],
      [2, 0, 0, undefined],
      [4, 0, 0, 'annul'],
    ]);
  });

  it('keep: its results stand and every team it had not met gets a walkover (6–0 6–0 in bestOf3)', () => {
    const table = standingsFor({
      teams,
      matches,
      rules,
      matchFormat: 'bestOf3',
      withdrawals: [{ teamId: 4, policy: 'keep' }],
    });
    const row = (teamId: number) => table.find((entry) => entry.teamId === teamId)!;
    expect(row(3)).toMatchObject({ matchesPlayed: 2, matchesWon: 1, points: 4, setsDiff: 0, gamesDiff: 6 });
    expect(row(1)).toMatchObject({ matchesPlayed: 2, matchesWon: 1, points: 4 });
    expect(row(4)).toMatchObject({ matchesPlayed: 3, matchesWon: 1, points: 4, withdrawn: 'keep' });
    // Level on points with teams still in, the withdrawn team is still ranked below them.
    expect(table.at(-1)?.teamId).toBe(4);
  });

  it('keep in a pro set league: the walkover is 9–0', () => {
    const table = standingsFor({
      teams: teams.slice(0, 2),
      matches: [],
      rules,
      matchFormat: 'proSet9',
      withdrawals: [{ teamId: 2, policy: 'keep' }],
    });
    expect(table[0]).toMatchObject({ teamId: 1, matchesWon: 1, setsDiff: 1, gamesDiff: 9 });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nightLeaderboard, type NightResultRound } from '../../../src/shared/domain/club-nights/leaderboard.js';
import { nextMexicanoRound } from '../../../src/shared/domain/club-nights/mexicano.js';
import { nightScoreProblem } from '../../../src/shared/domain/club-nights/scores.js';
import {
  teamAmericanoRoundLimits,
  teamAmericanoSchedule,
} from '../../../src/shared/domain/club-nights/team-americano.js';
import { clubNightInput, clubNightScoreFor } from '../../../src/shared/schemas/club-night.js';
import { pairKey, roundProblems, worstRestGap } from './night-checks.js';

const idsOf = (n: number) => Array.from({ length: n }, (_, i) => 1 + i);

describe('Mexicano: the next round from the leaderboard', () => {
  const players = idsOf(8);
  const ratings = new Map(players.map((id) => [id, id])); // 8 rated highest

  it('orders round 1 by rating, 1st and 3rd against 2nd and 4th on each court', () => {
    const round = nextMexicanoRound({ players, courts: 2, ratings, rounds: [] });
    expect(round.matches).toEqual([
      { team1: [8, 6], team2: [7, 5] },
      { team1: [4, 2], team2: [3, 1] },
    ]);
    expect(round.resting).toEqual([]);
  });

  it('orders round 1 as the organiser listed when asked, and pairs 1st and 4th against 2nd and 3rd as a setting', () => {
    const round = nextMexicanoRound({
      players,
      courts: 2,
      ratings,
      firstRoundOrder: 'list',
      pairing: '1+4v2+3',
      rounds: [],
    });
    expect(round.matches).toEqual([
      { team1: [1, 4], team2: [2, 3] },
      { team1: [5, 8], team2: [6, 7] },
    ]);
  });

  it('places the next round by the leaderboard after the last', () => {
    const first: NightResultRound = {
      matches: [
        { team1: [1, 2], team2: [3, 4], team1Points: 10, team2Points: 14 },
        { team1: [5, 6], team2: [7, 8], team1Points: 20, team2Points: 4 },
      ],
      resting: [],
    };
    // Leaderboard: 5, 6 (20), then 3, 4 (14), 1, 2 (10), 7, 8 (4); equal players in the list order.
    const round = nextMexicanoRound({ players, courts: 2, firstRoundOrder: 'list', rounds: [first] });
    expect(round.matches).toEqual([
      { team1: [5, 3], team2: [6, 4] },
      { team1: [1, 7], team2: [2, 8] },
    ]);
  });

  it('rests, among those who rested least, the lowest placed first', () => {
    const five = idsOf(5);
    const first = nextMexicanoRound({ players: five, courts: 1, firstRoundOrder: 'list', rounds: [] });
    expect(first.resting).toEqual([5]);
    const scored: NightResultRound = {
      resting: first.resting,
      matches: first.matches.map((match) => ({ ...match, team1Points: 24, team2Points: 0 })),
    };
    // Leaderboard: 1, 3 (24), 2, 4 (0), 5 (rested): 4 is the lowest placed who has not rested.
    expect(nextMexicanoRound({ players: five, courts: 1, firstRoundOrder: 'list', rounds: [scored] }).resting).toEqual([
      4,
    ]);
  });

  it('seats every player once per round and shares the rests evenly, whatever the scores', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 32 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 24 }), { minLength: 200, maxLength: 200 }),
        (n, courts, scores) => {
          const ids = idsOf(n);
          const rounds: NightResultRound[] = [];
          let next = 0;
          for (let r = 0; r < 10; r++) {
            const round = nextMexicanoRound({ players: ids, courts, firstRoundOrder: 'list', rounds });
            rounds.push({
              resting: round.resting,
              matches: round.matches.map((match) => {
                const points = scores[next++ % scores.length]!;
                return { ...match, team1Points: points, team2Points: 24 - points };
              }),
            });
          }
          expect(roundProblems(rounds, ids, courts)).toEqual([]);
          expect(worstRestGap(rounds, ids)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('Team Americano: fixed pairs in a round robin', () => {
  it('meets every other pair at most once, seats a pair once per round, shares rests (2–32 pairs, 1–16 courts)', () => {
    for (let t = 2; t <= 32; t++) {
      for (let courts = 1; courts <= 16; courts++) {
        const teams = idsOf(t);
        const limits = teamAmericanoRoundLimits(t, courts);
        const schedule = teamAmericanoSchedule({ teams, courts });
        const met = new Map<string, number>();
        const rests = new Map(teams.map((id) => [id, 0]));
        for (const round of schedule) {
          expect(round.matches.length).toBe(limits.matchesPerRound);
          const seen = [...round.matches.flatMap((m) => [m.team1, m.team2]), ...round.resting].sort((a, b) => a - b);
          expect(seen).toEqual(teams);
          for (const m of round.matches)
            met.set(pairKey(m.team1, m.team2), (met.get(pairKey(m.team1, m.team2)) ?? 0) + 1);
          for (const id of round.resting) rests.set(id, rests.get(id)! + 1);
          expect(Math.max(...rests.values()) - Math.min(...rests.values())).toBeLessThanOrEqual(1);
        }
        expect([...met.values()].every((count) => count === 1)).toBe(true);
        if (courts >= Math.floor(t / 2)) expect(met.size).toBe((t * (t - 1)) / 2);
      }
    }
  });
});

describe('Leaderboard', () => {
  const players = idsOf(5).map((id) => ({ id, name: `P${id}` }));

  it('ranks by points, then points per match when rests differ, then wins, then points difference; a rest scores nothing', () => {
    const rounds: NightResultRound[] = [
      { matches: [{ team1: [1, 2], team2: [3, 4], team1Points: 12, team2Points: 12 }], resting: [5] },
      { matches: [{ team1: [5, 1], team2: [2, 3], team1Points: 12, team2Points: 12 }], resting: [4] },
    ];
    const board = nightLeaderboard(players, rounds);
    // 1, 2, 3: 24 points in 2 matches; 4, 5: 12 in 1 (a draw, no win) — equal points per match but less.
    expect(board.map((row) => [row.rank, row.playerId, row.points, row.played, row.won, row.average])).toEqual([
      [1, 1, 24, 2, 0, 12],
      [1, 2, 24, 2, 0, 12],
      [1, 3, 24, 2, 0, 12],
      [4, 4, 12, 1, 0, 12],
      [4, 5, 12, 1, 0, 12],
    ]);
  });

  it('puts the better points per match first among equal points, then wins, then difference', () => {
    const rounds: NightResultRound[] = [
      { matches: [{ team1: [1, 2], team2: [3, 4], team1Points: 20, team2Points: 4 }], resting: [5] },
      { matches: [{ team1: [5, 3], team2: [2, 4], team1Points: 20, team2Points: 4 }], resting: [1] },
    ];
    const board = nightLeaderboard(players, rounds);
    // 1: 20 in 1; 5: 20 in 1; 2: 24 in 2; 3: 24 in 2; 4: 8 in 2.
    expect(board.map((row) => row.playerId)).toEqual([2, 3, 1, 5, 4]);
    expect(board.find((row) => row.playerId === 2)).toMatchObject({ rank: 1, won: 1, pointsDiff: 0, average: 12 });
    expect(board.find((row) => row.playerId === 1)?.rank).toBe(3);
    expect(board.find((row) => row.playerId === 5)?.rank).toBe(3);
  });

  it('ranks equal points by points per match before wins and difference', () => {
    const rounds: NightResultRound[] = [
      { matches: [{ team1: [1, 2], team2: [4, 5], team1Points: 20, team2Points: 25 }], resting: [3] },
      { matches: [{ team1: [3, 4], team2: [2, 5], team1Points: 10, team2Points: 0 }], resting: [1] },
      { matches: [{ team1: [3, 5], team2: [2, 4], team1Points: 10, team2Points: 0 }], resting: [1] },
    ];
    // 1: 20 in 1 (lost); 3: 20 in 2 (won both, +20); 2: 20 in 3; 4 and 5: 35 in 3, equal on everything.
    const board = nightLeaderboard(players, rounds);
    expect(board.map((row) => [row.rank, row.playerId])).toEqual([
      [1, 4],
      [1, 5],
      [3, 1],
      [4, 3],
      [5, 2],
    ]);
  });

  it('counts no unscored match', () => {
    const board = nightLeaderboard(players, [
      { matches: [{ team1: [1, 2], team2: [3, 4], team1Points: null, team2Points: null }], resting: [5] },
    ]);
    expect(board.every((row) => row.points === 0 && row.played === 0 && row.rank === 1)).toBe(true);
  });
});

describe('Scores', () => {
  it('by points, the two add up to the points per match; timed, any whole numbers from 0', () => {
    const points = { kind: 'points', pointsPerMatch: 24 } as const;
    const timed = { kind: 'timed', minutes: 12 } as const;
    expect(nightScoreProblem(points, 13, 11)).toBeNull();
    expect(nightScoreProblem(points, 24, 0)).toBeNull();
    expect(nightScoreProblem(points, 12, 11)).toBe('notAddingUp');
    expect(nightScoreProblem(points, -1, 25)).toBe('negative');
    expect(nightScoreProblem(timed, 7, 7)).toBeNull();
    expect(nightScoreProblem(timed, 1.5, 3)).toBe('notWholeNumbers');
    expect(nightScoreProblem(timed, 0, -2)).toBe('negative');
    expect(clubNightScoreFor(points).safeParse({ team1Points: 16, team2Points: 8 }).success).toBe(true);
    expect(clubNightScoreFor(points).safeParse({ team1Points: 16, team2Points: 9 }).success).toBe(false);
    expect(clubNightScoreFor(timed).safeParse({ team1Points: 16, team2Points: 9 }).success).toBe(true);
  });
});

describe('Night settings', () => {
  const base = {
    name: 'Friday Americano',
    date: '2026-11-27',
    startHour: 19,
    scoring: { kind: 'points', pointsPerMatch: 24 },
    courts: [1, 2],
  };

  it('takes the formats of the API with their defaults', () => {
    const night = clubNightInput.parse({ ...base, format: 'mexicano', players: idsOf(8) });
    expect(night.mexicanoPairing).toBe('1+3v2+4');
    expect(clubNightInput.safeParse({ ...base, format: 'teamAmericano', teams: idsOf(4) }).success).toBe(true);
    expect(
      clubNightInput.safeParse({
        ...base,
        format: 'americano',
        players: idsOf(8),
        scoring: { kind: 'timed', minutes: 15 },
      }).success,
    ).toBe(true);
  });

  it('refuses fewer than 4 players, a player twice, a court twice, teams on an individual night and too many rounds', () => {
    expect(clubNightInput.safeParse({ ...base, format: 'americano', players: idsOf(3) }).success).toBe(false);
    expect(clubNightInput.safeParse({ ...base, format: 'americano', players: [1, 2, 3, 3] }).success).toBe(false);
    expect(clubNightInput.safeParse({ ...base, format: 'americano', players: idsOf(8), courts: [1, 1] }).success).toBe(
      false,
    );
    expect(clubNightInput.safeParse({ ...base, format: 'americano', players: idsOf(8), teams: [1, 2] }).success).toBe(
      false,
    );
    expect(clubNightInput.safeParse({ ...base, format: 'americano', players: idsOf(8), rounds: 7 }).success).toBe(true);
    expect(clubNightInput.safeParse({ ...base, format: 'americano', players: idsOf(8), rounds: 8 }).success).toBe(
      false,
    );
    expect(clubNightInput.safeParse({ ...base, format: 'americano', players: idsOf(65) }).success).toBe(false);
    expect(
      clubNightInput.safeParse({ ...base, format: 'americano', players: idsOf(8), courts: idsOf(17) }).success,
    ).toBe(false);
  });
});

import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { americanoRoundLimits, americanoSchedule } from '../../../src/shared/domain/club-nights/americano.js';
import { regenerateAmericano } from '../../../src/shared/domain/club-nights/regenerate.js';
import type { PlannedRound } from '../../../src/shared/domain/club-nights/types.js';
import { opponentSpread, pairKey, partnerCounts, roundProblems, worstRestGap } from './night-checks.js';

const PLAYER_COUNTS = Array.from({ length: 29 }, (_, i) => i + 4); // 4..32
const COURT_COUNTS = Array.from({ length: 8 }, (_, i) => i + 1); // 1..8
const idsOf = (n: number) => Array.from({ length: n }, (_, i) => 101 + i);

/** Every player count 4–32 on every court count 1–8, with the default rounds and with the most rounds. */
const everyNight: { n: number; courts: number; rounds: number; kind: 'default' | 'max'; schedule: PlannedRound[] }[] =
  [];
for (const n of PLAYER_COUNTS) {
  for (const courts of COURT_COUNTS) {
    const limits = americanoRoundLimits(n, courts);
    for (const kind of ['default', 'max'] as const) {
      const rounds = kind === 'default' ? limits.defaultRounds : limits.maxRounds;
      if (kind === 'max' && rounds === limits.defaultRounds) continue;
      everyNight.push({ n, courts, rounds, kind, schedule: americanoSchedule({ players: idsOf(n), courts, rounds }) });
    }
  }
}

describe('Americano: every player count 4–32 on every court count 1–8', () => {
  it('plans the rounds asked, every player once per round, no more matches than courts', () => {
    for (const { n, courts, rounds, schedule } of everyNight) {
      expect(schedule.length, `${n} players, ${courts} courts`).toBe(rounds);
      expect(roundProblems(schedule, idsOf(n), courts), `${n} players, ${courts} courts`).toEqual([]);
      const perRound = Math.min(courts, Math.floor(n / 4));
      for (const round of schedule) expect(round.matches.length).toBe(perRound);
    }
  });

  it('never pairs two players as partners twice', () => {
    for (const { n, courts, schedule } of everyNight) {
      const repeated = [...partnerCounts(schedule)].filter(([, count]) => count > 1);
      expect(repeated, `${n} players, ${courts} courts`).toEqual([]);
    }
  });

  it('pairs every player with every other exactly once for 4k and 4k+1 players with the courts to seat them', () => {
    let checked = 0;
    for (const { n, courts, kind, schedule } of everyNight) {
      if (n % 4 > 1 || courts < Math.floor(n / 4) || kind !== 'default') continue;
      expect(schedule.length).toBe(n % 4 === 0 ? n - 1 : n);
      const partners = partnerCounts(schedule);
      const ids = idsOf(n);
      for (const a of ids)
        for (const b of ids) if (a < b) expect(partners.get(pairKey(a, b)), `${n}: ${a} & ${b}`).toBe(1);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('shares the rests evenly: after every round the rest counts differ by one at most', () => {
    for (const { n, courts, schedule } of everyNight) {
      expect(worstRestGap(schedule, idsOf(n)), `${n} players, ${courts} courts`).toBeLessThanOrEqual(1);
    }
  });

  it('ends the default night with everybody rested equally', () => {
    for (const { n, courts, kind, schedule } of everyNight) {
      if (kind !== 'default') continue;
      const rests = new Map(idsOf(n).map((id) => [id, 0]));
      for (const round of schedule) for (const id of round.resting) rests.set(id, rests.get(id)! + 1);
      const values = [...rests.values()];
      const equal = Math.max(...values) === Math.min(...values);
      // Only when no count of rounds up to the most shares the rests equally (then the most is the default).
      if (!equal)
        expect((americanoRoundLimits(n, courts).maxRounds * 4 * Math.min(courts, Math.floor(n / 4))) % n).not.toBe(0);
    }
  });

  it('has opponents face each other exactly twice for 4k and 4k+1 players with full courts (a whist table), 9 players aside', () => {
    for (const { n, courts, kind, schedule } of everyNight) {
      if (n % 4 > 1 || courts < Math.floor(n / 4) || kind !== 'default' || n === 9) continue;
      const met = new Map<string, number>();
      for (const round of schedule) {
        for (const match of round.matches)
          for (const a of match.team1)
            for (const b of match.team2) met.set(pairKey(a, b), (met.get(pairKey(a, b)) ?? 0) + 1);
      }
      expect(met.size, `${n} players`).toBe((n * (n - 1)) / 2);
      expect(
        [...met.values()].every((count) => count === 2),
        `${n} players`,
      ).toBe(true);
    }
  });

  it('keeps the most times two players face each other at 3 or fewer (the table in docs/club-nights.md)', () => {
    for (const { n, courts, schedule } of everyNight)
      expect(opponentSpread(schedule), `${n}/${courts}`).toBeLessThanOrEqual(3);
  });
});

describe('Americano: properties over seeds and round counts', () => {
  const nights = fc
    .record({
      n: fc.integer({ min: 4, max: 32 }),
      courts: fc.integer({ min: 1, max: 8 }),
      seed: fc.integer(),
      fraction: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ n, courts, seed, fraction }) => {
      const { maxRounds } = americanoRoundLimits(n, courts);
      return { n, courts, seed, rounds: Math.max(1, Math.ceil(fraction * maxRounds)) };
    });

  it('holds the partner, round and rest properties for any seed and any count of rounds, and is deterministic', () => {
    fc.assert(
      fc.property(nights, ({ n, courts, seed, rounds }) => {
        const input = { players: idsOf(n), courts, rounds, seed };
        const schedule = americanoSchedule(input);
        expect(roundProblems(schedule, idsOf(n), courts)).toEqual([]);
        expect([...partnerCounts(schedule).values()].every((count) => count === 1)).toBe(true);
        expect(worstRestGap(schedule, idsOf(n))).toBeLessThanOrEqual(1);
        expect(americanoSchedule(input)).toEqual(schedule);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses more rounds than the partners allow', () => {
    const { maxRounds } = americanoRoundLimits(12, 3);
    expect(() => americanoSchedule({ players: idsOf(12), courts: 3, rounds: maxRounds + 1 })).toThrow(RangeError);
  });
});

describe('Americano: a late arrival or a drop-out regenerates only the rounds not yet played', () => {
  const changes = fc.record({
    n: fc.integer({ min: 5, max: 32 }),
    courts: fc.integer({ min: 1, max: 8 }),
    playedShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    change: fc.constantFrom('arrival', 'dropOut'),
    who: fc.nat(),
  });

  it('keeps the played rounds, seats only the present players once per round, shares rests, repeats no partner', () => {
    fc.assert(
      fc.property(changes, ({ n, courts, playedShare, change, who }) => {
        const players = idsOf(n);
        const schedule = americanoSchedule({ players, courts });
        const playedCount = Math.floor(playedShare * schedule.length);
        const played = schedule.slice(0, playedCount);
        const present = change === 'arrival' ? [...players, 999] : players.filter((_, i) => i !== who % n);
        const night = regenerateAmericano({ players: present, courts, played, totalRounds: schedule.length });
        expect(night.slice(0, playedCount)).toEqual(played);
        const fresh = night.slice(playedCount);
        expect(fresh.length).toBe(schedule.length - playedCount);
        expect(roundProblems(fresh, present, courts)).toEqual([]);
        // Rests stay even over the whole night among the players there from the start: the rounds
        // counted from the first, so a player who rested just before the change plays first after it.
        const regulars = present.filter((id) => id !== 999);
        expect(
          worstRestGap(
            night.map((round) => ({ ...round, resting: round.resting.filter((id) => regulars.includes(id)) })),
            regulars,
          ),
        ).toBeLessThanOrEqual(1);
        // The builder is greedy: it is held to no repeated partner while the night needs at most half
        // the partners a player could have (a full night after a change may force or trip a repeat).
        if (schedule.length <= americanoRoundLimits(present.length, courts).maxRounds / 2) {
          expect([...partnerCounts(night).values()].filter((count) => count > 1)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('Americano: the opponent spread table in docs/club-nights.md', () => {
  /** "7r 2/2" cells by players and courts, as the doc prints them. */
  const docTable = (): Map<string, string> => {
    const text = readFileSync(new URL('../../../docs/club-nights.md', import.meta.url), 'utf8');
    const cells = new Map<string, string>();
    for (const line of text.split('\n')) {
      const row = /^\|\s*(\d+)\s*\|(.*)\|\s*$/.exec(line);
      if (!row || !/\dr \d\/\d/.test(row[2]!)) continue;
      row[2]!
        .split('|')
        .map((cell) => cell.trim())
        .forEach((cell, index) => cells.set(`${row[1]}/${index + 1}`, cell));
    }
    return cells;
  };

  it('states, for every player count 4–32 on 1–8 courts, the default rounds, the spread and its lower bound as the schedules have them', () => {
    const cells = docTable();
    for (const n of PLAYER_COUNTS) {
      for (const courts of COURT_COUNTS) {
        const rounds = americanoRoundLimits(n, courts).defaultRounds;
        const schedule = americanoSchedule({ players: idsOf(n), courts, rounds });
        const plays = new Map<number, number>();
        for (const round of schedule)
          for (const match of round.matches)
            for (const id of [...match.team1, ...match.team2]) plays.set(id, (plays.get(id) ?? 0) + 1);
        // A player of p matches faces 2p opponents among n − 1 others: some two meet ⌈2p/(n−1)⌉ times.
        const bound = Math.ceil((2 * Math.max(...plays.values())) / (n - 1));
        expect(cells.get(`${n}/${courts}`), `${n} players on ${courts} courts`).toBe(
          `${rounds}r ${opponentSpread(schedule)}/${bound}`,
        );
      }
    }
  });
});

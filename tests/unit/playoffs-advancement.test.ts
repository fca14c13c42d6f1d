import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PlayoffResultError,
  bracketFromDraw,
  bracketView,
  buildPlayoffBracket,
  drawMainBracket,
  feedingMatches,
  recordPlayoffResult,
  resolveBracket,
  type Bracket,
  type BracketMatch,
  type GroupStanding,
  type Side,
} from '../../src/shared/domain/playoffs/index.js';

const tables = (sizes: readonly number[]): GroupStanding[] =>
  sizes.map((size, index) => ({
    groupId: index + 1,
    rankedTeamIds: Array.from({ length: size }, (_, rank) => (index + 1) * 100 + rank + 1),
  }));

const ALL_EXTRAS = { thirdPlaceMatch: true, consolation: true };

const teamsOf = (bracket: Bracket, results: ReadonlyMap<string, Side>, key: string) => {
  const match = resolveBracket(bracket, results).get(key);
  return [match?.team1Id ?? null, match?.team2Id ?? null];
};

const refusal = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error instanceof PlayoffResultError ? { reason: error.reason, blocking: error.blockingMatchKey } : error;
  }
  return 'accepted';
};

describe('buildPlayoffBracket: structure', () => {
  it('four groups of two with every extra: quarter-finals, semi-finals, final, third place, and a consolation of the four quarter-final losers', () => {
    const bracket = buildPlayoffBracket(tables([3, 3, 3, 3]), { qualifiersPerGroup: 2, ...ALL_EXTRAS });
    expect(bracket.matches.map((match) => `${match.key} ${match.roundName}`)).toEqual([
      'main-1-1 Quarter-finals',
      'main-1-2 Quarter-finals',
      'main-1-3 Quarter-finals',
      'main-1-4 Quarter-finals',
      'main-2-1 Semi-finals',
      'main-2-2 Semi-finals',
      'main-3-1 Final',
      'thirdPlace-1-1 Third-place match',
      'consolation-1-1 Consolation semi-finals',
      'consolation-1-2 Consolation semi-finals',
      'consolation-2-1 Consolation final',
    ]);
    expect(bracket.matches.find((match) => match.key === 'thirdPlace-1-1')?.sides).toEqual([
      { kind: 'loser', matchKey: 'main-2-1' },
      { kind: 'loser', matchKey: 'main-2-2' },
    ]);
    // Consolation seeds 1..4 are the losers of quarter-finals 1..4, laid out 1 v 4, 2 v 3.
    expect(
      bracket.matches.filter((match) => match.key.startsWith('consolation-1')).map((match) => match.sides),
    ).toEqual([
      [
        { kind: 'loser', matchKey: 'main-1-1' },
        { kind: 'loser', matchKey: 'main-1-4' },
      ],
      [
        { kind: 'loser', matchKey: 'main-1-2' },
        { kind: 'loser', matchKey: 'main-1-3' },
      ],
    ]);
  });

  it('leaves out what was not asked for, and what cannot be played', () => {
    const plain = buildPlayoffBracket(tables([3, 3, 3, 3]), {
      qualifiersPerGroup: 2,
      thirdPlaceMatch: false,
      consolation: false,
    });
    expect(plain.matches.every((match) => match.bracket === 'main')).toBe(true);
    // Two qualifiers: only a final, no semi-finals to lose, no second first-round loser.
    expect(
      buildPlayoffBracket(tables([2]), { qualifiersPerGroup: 2, ...ALL_EXTRAS }).matches.map((match) => match.key),
    ).toEqual(['main-1-1']);
    // Three: one semi-final is a bye, so only one semi-final loser; one first-round loser.
    expect(
      buildPlayoffBracket(tables([3]), { qualifiersPerGroup: 3, ...ALL_EXTRAS }).matches.map((match) => match.bracket),
    ).toEqual(['main', 'main', 'main']);
  });

  it('rebuilds the same bracket from a stored draw', () => {
    const options = { qualifiersPerGroup: 3, ...ALL_EXTRAS };
    const groups = tables([4, 3, 2]);
    const stored = JSON.parse(JSON.stringify(drawMainBracket(groups, 3).entrants)) as Parameters<
      typeof bracketFromDraw
    >[0];
    expect(bracketFromDraw(stored, options)).toEqual(buildPlayoffBracket(groups, options));
    expect(() => bracketFromDraw(stored.slice(1), options)).toThrow(RangeError);
  });

  it('sends the byes through at creation', () => {
    const bracket = buildPlayoffBracket(tables([2, 2, 2]), { qualifiersPerGroup: 2, ...ALL_EXTRAS });
    const resolved = resolveBracket(bracket, new Map());
    expect(resolved.get('main-1-1')).toMatchObject({ team1Id: 101, team2Id: null, winnerTeamId: 101 });
    expect(resolved.get('main-2-1')?.team1Id).toBe(101);
    expect(resolved.get('main-2-2')?.team1Id).toBe(201);
    expect(resolved.get('main-2-1')?.team2Id).toBeNull();
  });
});

describe('bracketView: what the playoffs page shows', () => {
  it('lists each bracket round by round, with the teams and seeds the results put in each match', () => {
    const bracket = buildPlayoffBracket(tables([2, 2, 2]), { qualifiersPerGroup: 2, ...ALL_EXTRAS });
    const results = recordPlayoffResult(bracket, new Map(), 'main-1-2', 2).results;
    const view = bracketView(bracket, results);
    expect(
      view.map((entry) => [entry.kind, entry.rounds.map((round) => `${round.name} (${round.matches.length})`)]),
    ).toEqual([
      ['main', ['Quarter-finals (4)', 'Semi-finals (2)', 'Final (1)']],
      ['thirdPlace', ['Third-place match (1)']],
      ['consolation', ['Consolation final (1)']],
    ]);
    const [quarterFinals, semiFinals] = view[0]?.rounds ?? [];
    expect(quarterFinals?.matches[0]).toMatchObject({
      key: 'main-1-1',
      isBye: true,
      seed1: 1,
      seed2: null,
      team1Id: 101,
      winnerTeamId: 101,
    });
    // B2 (seed 4) beat C2 (seed 5) and carries its seed into the semi-final against A1.
    expect(quarterFinals?.matches[1]).toMatchObject({
      seed1: 4,
      seed2: 5,
      team1Id: 202,
      team2Id: 302,
      winnerTeamId: 302,
    });
    expect(semiFinals?.matches[0]).toMatchObject({
      seed1: 1,
      seed2: 5,
      team1Id: 101,
      team2Id: 302,
      winnerTeamId: null,
    });
    expect(view[2]?.rounds[0]?.matches[0]).toMatchObject({ team1Id: 202, team2Id: null });
  });
});

describe('recordPlayoffResult: advancing and correcting', () => {
  const bracket = buildPlayoffBracket(tables([3, 3, 3, 3]), { qualifiersPerGroup: 2, ...ALL_EXTRAS });
  const quarterFinal1 = teamsOf(bracket, new Map(), 'main-1-1');

  it('sends the winner to its next match and the loser to the consolation at once', () => {
    const { results, teamChanges } = recordPlayoffResult(bracket, new Map(), 'main-1-1', 2);
    expect(teamsOf(bracket, results, 'main-2-1')).toEqual([quarterFinal1[1], null]);
    expect(teamsOf(bracket, results, 'consolation-1-1')).toEqual([quarterFinal1[0], null]);
    expect(teamChanges).toEqual([
      { matchKey: 'main-2-1', team1Id: quarterFinal1[1], team2Id: null },
      { matchKey: 'consolation-1-1', team1Id: quarterFinal1[0], team2Id: null },
    ]);
  });

  it('sends the semi-final losers to the third-place match', () => {
    let results: Map<string, Side> = new Map();
    for (const key of ['main-1-1', 'main-1-2', 'main-1-3', 'main-1-4', 'main-2-1', 'main-2-2']) {
      results = recordPlayoffResult(bracket, results, key, 1).results;
    }
    const resolved = resolveBracket(bracket, results);
    expect(teamsOf(bracket, results, 'thirdPlace-1-1')).toEqual([
      resolved.get('main-2-1')?.loserTeamId,
      resolved.get('main-2-2')?.loserTeamId,
    ]);
    expect(teamsOf(bracket, results, 'main-3-1')).toEqual([quarterFinal1[0], resolved.get('main-2-2')?.winnerTeamId]);
  });

  it('moves both teams again when a result is corrected while the next matches have none', () => {
    const first = recordPlayoffResult(bracket, new Map(), 'main-1-1', 1).results;
    const corrected = recordPlayoffResult(bracket, first, 'main-1-1', 2);
    expect(teamsOf(bracket, corrected.results, 'main-2-1')[0]).toBe(quarterFinal1[1]);
    expect(teamsOf(bracket, corrected.results, 'consolation-1-1')[0]).toBe(quarterFinal1[0]);
    expect(corrected.teamChanges.map((change) => change.matchKey)).toEqual(['main-2-1', 'consolation-1-1']);
  });

  it('changes nothing downstream when a correction keeps the same winner, even after the next match is played', () => {
    let results = recordPlayoffResult(bracket, new Map(), 'main-1-1', 1).results;
    results = recordPlayoffResult(bracket, results, 'main-1-2', 1).results;
    results = recordPlayoffResult(bracket, results, 'main-2-1', 1).results;
    expect(recordPlayoffResult(bracket, results, 'main-1-1', 1).teamChanges).toEqual([]);
  });

  it('refuses to change the winner once the next match has a result, and says which', () => {
    let results = recordPlayoffResult(bracket, new Map(), 'main-1-1', 1).results;
    results = recordPlayoffResult(bracket, results, 'main-1-2', 1).results;
    results = recordPlayoffResult(bracket, results, 'main-2-1', 1).results;
    expect(refusal(() => recordPlayoffResult(bracket, results, 'main-1-1', 2))).toEqual({
      reason: 'next-match-decided',
      blocking: 'main-2-1',
    });
    expect(refusal(() => recordPlayoffResult(bracket, results, 'main-1-1', null))).toEqual({
      reason: 'next-match-decided',
      blocking: 'main-2-1',
    });
  });

  it('refuses a correction that would move a loser out of a decided consolation match', () => {
    let results = recordPlayoffResult(bracket, new Map(), 'main-1-1', 1).results;
    results = recordPlayoffResult(bracket, results, 'main-1-4', 1).results;
    results = recordPlayoffResult(bracket, results, 'consolation-1-1', 1).results;
    expect(refusal(() => recordPlayoffResult(bracket, results, 'main-1-1', 2))).toEqual({
      reason: 'next-match-decided',
      blocking: 'consolation-1-1',
    });
  });

  it('clears a result and takes the teams back out of the next matches', () => {
    const results = recordPlayoffResult(bracket, new Map(), 'main-1-1', 1).results;
    const cleared = recordPlayoffResult(bracket, results, 'main-1-1', null);
    expect(cleared.results.has('main-1-1')).toBe(false);
    expect(teamsOf(bracket, cleared.results, 'main-2-1')).toEqual([null, null]);
  });

  it('refuses a result before both teams are known, on a bye, or for a match the bracket does not have', () => {
    expect(refusal(() => recordPlayoffResult(bracket, new Map(), 'main-2-1', 1))).toEqual({
      reason: 'teams-not-known',
      blocking: null,
    });
    const withByes = buildPlayoffBracket(tables([2, 2, 2]), { qualifiersPerGroup: 2, ...ALL_EXTRAS });
    expect(refusal(() => recordPlayoffResult(withByes, new Map(), 'main-1-1', 1))).toEqual({
      reason: 'bye-match',
      blocking: null,
    });
    expect(refusal(() => recordPlayoffResult(bracket, new Map(), 'main-9-9', 1))).toEqual({
      reason: 'unknown-match',
      blocking: null,
    });
  });

  it('sends a loser through a consolation bye at once, and guards that match too', () => {
    // Seven qualifiers: three first-round matches are played; the loser of the first goes through a consolation bye.
    const seven = buildPlayoffBracket(tables([7]), { qualifiersPerGroup: 7, ...ALL_EXTRAS });
    const loserTo = seven.matches.find((match) => match.key === 'consolation-1-1');
    expect(loserTo?.isBye).toBe(true);
    let results = recordPlayoffResult(seven, new Map(), 'main-1-2', 1).results;
    const loser = resolveBracket(seven, results).get('main-1-2')?.loserTeamId;
    expect(teamsOf(seven, results, 'consolation-2-1')[0]).toBe(loser);
    results = recordPlayoffResult(seven, results, 'main-1-3', 1).results;
    results = recordPlayoffResult(seven, results, 'main-1-4', 1).results;
    results = recordPlayoffResult(seven, results, 'consolation-1-2', 1).results;
    results = recordPlayoffResult(seven, results, 'consolation-2-1', 2).results;
    expect(refusal(() => recordPlayoffResult(seven, results, 'main-1-2', 2))).toEqual({
      reason: 'next-match-decided',
      blocking: 'consolation-2-1',
    });
  });
});

const fieldAndPlay = fc
  .record({
    sizes: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 8 }),
    qualifiersPerGroup: fc.integer({ min: 1, max: 8 }),
    thirdPlaceMatch: fc.boolean(),
    consolation: fc.boolean(),
    choices: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
  })
  .filter(
    ({ sizes, qualifiersPerGroup }) => sizes.reduce((sum, size) => sum + Math.min(size, qualifiersPerGroup), 0) >= 2,
  );

/** The played matches a match's winner or loser goes to, looking through byes. */
const fedBy = (bracket: Bracket, key: string): BracketMatch[] => {
  const byKey = new Map(bracket.matches.map((match) => [match.key, match]));
  return bracket.matches.filter(
    (match) => !match.isBye && feedingMatches(match, byKey).some((feeder) => feeder.key === key),
  );
};

/**
 * Whether flipping a result reaches a match that has one: the matches it feeds, and onward through
 * any of them that is a walk-through before or after (its winner goes on unplayed).
 */
function reachesDecided(bracket: Bracket, results: ReadonlyMap<string, Side>, key: string, flipped: Side): boolean {
  const before = resolveBracket(bracket, results);
  const after = resolveBracket(bracket, new Map(results).set(key, flipped));
  const queue = [key];
  const seen = new Set(queue);
  while (queue.length > 0) {
    for (const next of fedBy(bracket, queue.shift()!)) {
      if (seen.has(next.key)) continue;
      seen.add(next.key);
      if (results.has(next.key)) return true;
      if (before.get(next.key)?.walkThrough || after.get(next.key)?.walkThrough) queue.push(next.key);
    }
  }
  return false;
}

describe('recordPlayoffResult: properties over random fields and random play', () => {
  it('plays out to one champion; third place and consolation take exactly the losers they should; corrections obey the next match', () => {
    fc.assert(
      fc.property(fieldAndPlay, ({ sizes, qualifiersPerGroup, thirdPlaceMatch, consolation, choices }) => {
        const bracket = buildPlayoffBracket(tables(sizes), { qualifiersPerGroup, thirdPlaceMatch, consolation });
        const played = bracket.matches.filter((match) => !match.isBye);
        let results: Map<string, Side> = new Map();
        for (const choice of choices) {
          const resolved = resolveBracket(bracket, results);
          const open = played.filter(
            (match) =>
              !results.has(match.key) &&
              !resolved.get(match.key)?.walkThrough &&
              resolved.get(match.key)?.team1Id != null &&
              resolved.get(match.key)?.team2Id != null,
          );
          const decided = played.filter((match) => results.has(match.key));
          if (choice % 4 === 0 && decided.length > 0) {
            // A correction: allowed exactly when no match this one feeds has a result yet.
            const match = decided[choice % decided.length] as BracketMatch;
            const flipped: Side = results.get(match.key) === 1 ? 2 : 1;
            const blocked = reachesDecided(bracket, results, match.key, flipped);
            const attempt = refusal(() => recordPlayoffResult(bracket, results, match.key, flipped));
            if (blocked) expect(attempt).toMatchObject({ reason: 'next-match-decided' });
            else results = recordPlayoffResult(bracket, results, match.key, flipped).results;
          } else if (open.length > 0) {
            const match = open[choice % open.length] as BracketMatch;
            results = recordPlayoffResult(bracket, results, match.key, ((choice >> 2) % 2) + 1 === 1 ? 1 : 2).results;
          } else if (decided.length === played.length) break;
        }
        // Play on until every match is decided or a walk-through (its other team is not coming).
        for (;;) {
          const resolved = resolveBracket(bracket, results);
          const pending = played.filter((match) => !results.has(match.key) && !resolved.get(match.key)?.walkThrough);
          if (pending.length === 0) break;
          const next = pending.find(
            (match) => resolved.get(match.key)?.team1Id != null && resolved.get(match.key)?.team2Id != null,
          );
          expect(next).toBeDefined();
          results = recordPlayoffResult(bracket, results, (next as BracketMatch).key, 1).results;
        }

        const resolved = resolveBracket(bracket, results);
        const main = bracket.matches.filter((match) => match.bracket === 'main');
        const mainLosers = main.flatMap((match) =>
          resolved.get(match.key)?.loserTeamId ? [resolved.get(match.key)?.loserTeamId] : [],
        );
        expect(new Set(mainLosers).size).toBe(bracket.qualifiers.length - 1);
        const champion = resolved.get(main[main.length - 1]?.key ?? '')?.winnerTeamId;
        expect(bracket.qualifiers.map((entrant) => entrant.teamId)).toContain(champion);
        expect(mainLosers).not.toContain(champion);

        const semiLosers = main
          .filter((match) => match.roundName === 'Semi-finals')
          .map((match) => resolved.get(match.key)?.loserTeamId);
        const third = resolved.get('thirdPlace-1-1');
        if (third) expect([third.team1Id, third.team2Id]).toEqual(semiLosers);

        const firstRoundLosers = main
          .filter((match) => match.round === 1 && !match.isBye)
          .map((match) => resolved.get(match.key)?.loserTeamId);
        const consolationEntrants = bracket.matches
          .filter((match) => match.bracket === 'consolation' && match.round === 1)
          .flatMap((match) => [resolved.get(match.key)?.team1Id, resolved.get(match.key)?.team2Id])
          .filter((team) => team !== null);
        // The consolation takes every team that lost its first match: each first-round loser, and a
        // team with a bye that lost its second-round match (unless that was the final, or a
        // semi-final whose losers play for third place); nobody who won a match first.
        const firstMatchOf = (teamId: number) =>
          main.find(
            (match) =>
              !match.isBye && [resolved.get(match.key)?.team1Id, resolved.get(match.key)?.team2Id].includes(teamId),
          );
        for (const teamId of consolationEntrants)
          expect(resolved.get(firstMatchOf(teamId!)!.key)?.loserTeamId).toBe(teamId);
        const secondRound = main.filter((match) => match.round === 2);
        const byeTeamsCount = !(secondRound.length === 1 || (secondRound.length === 2 && thirdPlaceMatch));
        const byeLosers = byeTeamsCount
          ? bracket.qualifiers
              .filter(
                (q) =>
                  firstMatchOf(q.teamId)?.round === 2 &&
                  resolved.get(firstMatchOf(q.teamId)!.key)?.loserTeamId === q.teamId,
              )
              .map((q) => q.teamId)
          : [];
        if (consolationEntrants.length > 0)
          expect([...consolationEntrants].sort()).toEqual([...firstRoundLosers, ...byeLosers].sort());
        else expect(!consolation || firstRoundLosers.length + byeLosers.length < 2).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

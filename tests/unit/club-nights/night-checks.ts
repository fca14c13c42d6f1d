import type { PlannedMatch } from '../../../src/shared/domain/club-nights/types.js';

interface AnyRound {
  matches: readonly PlannedMatch[];
  resting: readonly number[];
}

export const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

export function partnerCounts(rounds: readonly AnyRound[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const round of rounds) {
    for (const match of round.matches) {
      for (const [a, b] of [match.team1, match.team2]) counts.set(pairKey(a, b), (counts.get(pairKey(a, b)) ?? 0) + 1);
    }
  }
  return counts;
}

/** The most times two players face each other. */
export function opponentSpread(rounds: readonly AnyRound[]): number {
  const counts = new Map<string, number>();
  for (const round of rounds) {
    for (const match of round.matches) {
      for (const a of match.team1)
        for (const b of match.team2) counts.set(pairKey(a, b), (counts.get(pairKey(a, b)) ?? 0) + 1);
    }
  }
  return Math.max(0, ...counts.values());
}

/** Problems with who is in each round: every listed player once per round, nobody else. */
export function roundProblems(rounds: readonly AnyRound[], players: readonly number[], courts: number): string[] {
  const problems: string[] = [];
  const expected = [...players].sort((a, b) => a - b).join(',');
  rounds.forEach((round, index) => {
    const seen = [...round.matches.flatMap((match) => [...match.team1, ...match.team2]), ...round.resting];
    if ([...seen].sort((a, b) => a - b).join(',') !== expected)
      problems.push(`round ${index + 1}: players ${seen.join(',')}`);
    if (round.matches.length > courts)
      problems.push(`round ${index + 1}: ${round.matches.length} matches on ${courts} courts`);
  });
  return problems;
}

/** The largest gap between rest counts after any round (1 at most means nobody rests twice before all rested once). */
export function worstRestGap(rounds: readonly AnyRound[], players: readonly number[]): number {
  const rests = new Map(players.map((id) => [id, 0]));
  let worst = 0;
  for (const round of rounds) {
    for (const id of round.resting) rests.set(id, (rests.get(id) ?? 0) + 1);
    const values = [...rests.values()];
    worst = Math.max(worst, Math.max(...values) - Math.min(...values));
  }
  return worst;
}

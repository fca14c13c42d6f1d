/**
 * Packing games into rounds with the rests shared evenly (docs/club-nights.md, "Rests").
 *
 * A game is a list of units (players in the individual formats, pairs in Team Americano). A round
 * takes up to `perRound` games that share no unit. After every round the numbers of games the
 * units have played differ by at most one, which is the same as: nobody rests a second time
 * before everybody has rested once, and so on for every later rest.
 */

export type Units = readonly number[];

export interface PackInput {
  /** Number of units, 0..units-1. */
  units: number;
  /** The games in order of preference (earlier first). */
  games: readonly Units[];
  perRound: number;
  rounds: number;
  /** Games each unit played before (regeneration, late arrivals); zeros when left out. */
  playedBefore?: readonly number[];
  /** Search budget (nodes); the packer answers null past it. */
  budget?: number;
}

/**
 * Chooses `rounds` rounds of `perRound` disjoint games each, keeping the play counts within one
 * of each other after every round. Answers the indexes of the games of each round, or null when
 * no packing was found within the budget. Depth-first with backtracking, deterministic.
 */
export function packRounds(input: PackInput): number[][] | null {
  const { units, games, perRound, rounds } = input;
  const played = input.playedBefore ? [...input.playedBefore] : new Array<number>(units).fill(0);
  const used = new Array<boolean>(games.length).fill(false);
  const busy = new Array<boolean>(units).fill(false);
  const chosen: number[][] = [];
  let budget = input.budget ?? 200_000;
  const gamesOf: number[][] = Array.from({ length: units }, () => []);
  games.forEach((game, index) => game.forEach((unit) => gamesOf[unit]!.push(index)));
  const unitsPerGame = games[0]?.length ?? 0;

  const roundStep = (round: number): boolean => {
    if (round === rounds) return true;
    let min = Infinity;
    for (const count of played) min = Math.min(min, count);
    const due: number[] = [];
    for (let unit = 0; unit < units; unit++) if (played[unit] === min) due.push(unit);
    const seats = perRound * unitsPerGame;
    const dueMustAllPlay = due.length <= seats;
    const isDue = (unit: number) => played[unit] === min;
    const current: number[] = [];

    // Picks games one by one in index order; every due unit not yet seated must still fit.
    const pick = (start: number, dueSeated: number): boolean => {
      if (--budget < 0) return false;
      if (current.length === perRound) {
        if (dueMustAllPlay && dueSeated < due.length) return false;
        const setBusy = (value: boolean) => {
          for (const g of current) for (const unit of games[g]!) busy[unit] = value;
        };
        for (const g of current) for (const unit of games[g]!) played[unit]!++;
        chosen.push([...current]);
        setBusy(false);
        const done = roundStep(round + 1);
        setBusy(true);
        if (done) return true;
        chosen.pop();
        for (const g of current) for (const unit of games[g]!) played[unit]!--;
        return false;
      }
      const seatsLeft = (perRound - current.length) * unitsPerGame;
      if (dueMustAllPlay && due.length - dueSeated > seatsLeft) return false;
      // When every due unit must play, the next game must seat the first due unit not seated yet.
      let candidates: readonly number[];
      const forced = dueMustAllPlay && dueSeated < due.length;
      if (forced) {
        const first = due.find((unit) => !busy[unit]);
        candidates = first === undefined ? [] : gamesOf[first]!;
      } else {
        candidates = games.map((_, index) => index);
      }
      for (const g of candidates) {
        if (used[g] || g < start) continue;
        const game = games[g]!;
        if (game.some((unit) => busy[unit])) continue;
        if (!dueMustAllPlay && game.some((unit) => !isDue(unit))) continue;
        used[g] = true;
        for (const unit of game) busy[unit] = true;
        current.push(g);
        const seated = dueSeated + game.filter(isDue).length;
        // A game forced by a due unit leaves the free picks after it to start anywhere; free picks
        // keep the index order, so no set of games is tried twice.
        const ok = pick(forced ? 0 : g + 1, seated);
        current.pop();
        for (const unit of game) busy[unit] = false;
        used[g] = false;
        if (ok) return true;
        if (budget < 0) return false;
      }
      return false;
    };
    return pick(0, 0);
  };

  return roundStep(0) ? chosen : null;
}

import { INITIAL_RATING, expectedScore, kFactorOf, matchScore, pairRating, reliabilityOf } from './elo.js';

/** A decided match as the ratings see it: who played on each side and which side won. */
export interface RatedMatch {
  matchId: number;
  /** The round's date, yyyy-mm-dd. */
  date: string;
  roundId: number;
  startTime: number | null;
  courtNumber: number | null;
  team1PlayerIds: readonly [number, number];
  team2PlayerIds: readonly [number, number];
  winnerSide: 1 | 2;
  /**
   * A league or playoff match's games, team 1's first (league-result.ts): the margin counts
   * (docs/ratings.md, "The margin"). Left out, the result alone counts.
   */
  games?: readonly [number, number];
  /**
   * A club-night match (docs/ratings.md, "Club nights"): `roundId` is then the night's id,
   * `startTime` its round number, and the result counts by `team1Share`, team 1's share of the
   * points (0..1), in place of a win or a loss.
   */
  clubNight?: { team1Share: number };
}

export interface RatingStep {
  matchId: number;
  date: string;
  before: number;
  after: number;
  /** The night of a club-night match. */
  clubNightId?: number;
}

export interface PlayerRating {
  rating: number;
  matchesRated: number;
  reliability: number;
  /** Oldest first, one step per rated match. */
  history: RatingStep[];
}

const nullsLast = (a: number | null, b: number | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;

/** The one order ratings are computed in: date, league before club night, round (or night), hour (or night round), court, match id (unplaced matches last in a round). */
export const compareRatedMatches = (a: RatedMatch, b: RatedMatch): number =>
  (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
  // On one date a league's matches come before the club nights' (an evening event).
  (a.clubNight ? 1 : 0) - (b.clubNight ? 1 : 0) ||
  a.roundId - b.roundId ||
  nullsLast(a.startTime, b.startTime) ||
  nullsLast(a.courtNumber, b.courtNumber) ||
  a.matchId - b.matchId;

/**
 * Every player's rating from the whole match history (docs/ratings.md). The order of the input does
 * not matter: matches are sorted first, so a corrected result recomputed here gives the same
 * numbers as a history that held the corrected result from the start. `startingRatings` holds the
 * rating a player starts from where an organiser set a starting level (level.ts); everyone else
 * starts at 1500.
 */
export function ratingsFromHistory(
  matches: readonly RatedMatch[],
  startingRatings: ReadonlyMap<number, number> = new Map(),
): Map<number, PlayerRating> {
  const players = new Map<number, PlayerRating>();
  const stateOf = (playerId: number): PlayerRating => {
    let state = players.get(playerId);
    if (!state) {
      state = { rating: startingRatings.get(playerId) ?? INITIAL_RATING, matchesRated: 0, reliability: 0, history: [] };
      players.set(playerId, state);
    }
    return state;
  };

  for (const match of [...matches].sort(compareRatedMatches)) {
    const side1 = match.team1PlayerIds;
    const side2 = match.team2PlayerIds;
    // A player on both sides, or a "pair" of one player, says nothing about anyone's level.
    const everyone = new Set([...side1, ...side2]);
    if (everyone.size !== 4) continue;
    const team1 = side1.map(stateOf);
    const team2 = side2.map(stateOf);
    const expected1 = expectedScore(
      pairRating(team1[0]!.rating, team1[1]!.rating),
      pairRating(team2[0]!.rating, team2[1]!.rating),
    );
    const score1 = match.clubNight ? match.clubNight.team1Share : matchScore(match.winnerSide, match.games);
    // Each player moves by their own K (their own reliability), before this match counts for it.
    const changes = [...team1.map((player) => kFactorOf(player.matchesRated) * (score1 - expected1)),
      ...team2.map((player) => kFactorOf(player.matchesRated) * (expected1 - score1))];
    [...team1, ...team2].forEach((player, index) => {
      const before = player.rating;
      player.rating = before + (changes[index] ?? 0);
      player.matchesRated += 1;
      player.reliability = reliabilityOf(player.matchesRated);
      player.history.push({
        matchId: match.matchId,
        date: match.date,
        before,
        after: player.rating,
        ...(match.clubNight ? { clubNightId: match.roundId } : {}),
      });
    });
  }
  return players;
}

/** A player with no rated match: the starting rating (1500, or their starting level's), nothing known. */
export const unratedPlayer = (startingRating: number = INITIAL_RATING): PlayerRating => ({
  rating: startingRating,
  matchesRated: 0,
  reliability: 0,
  history: [],
});

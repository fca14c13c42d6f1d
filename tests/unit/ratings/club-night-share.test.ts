import { describe, expect, it } from 'vitest';
import { ratingsFromHistory, type RatedMatch } from '../../../src/shared/domain/ratings/index.js';

const night = (matchId: number, team1Share: number, date = '2026-03-06'): RatedMatch => ({
  matchId,
  date,
  roundId: 7,
  startTime: 1,
  courtNumber: 1,
  team1PlayerIds: [1, 2],
  team2PlayerIds: [3, 4],
  winnerSide: team1Share >= 0.5 ? 1 : 2,
  clubNight: { team1Share },
});

describe('club-night matches in the ratings (docs/ratings.md, "Club nights")', () => {
  it('move by the points share: 18–6 between new pairs is +10, 12–12 moves nobody', () => {
    const ratings = ratingsFromHistory([night(1, 0.75)]);
    expect(ratings.get(1)!.rating).toBe(1510);
    expect(ratings.get(3)!.rating).toBe(1490);
    expect(ratings.get(1)!.history[0]).toMatchObject({ matchId: 1, clubNightId: 7 });
    expect(ratingsFromHistory([night(2, 0.5)]).get(1)!.rating).toBe(1500);
  });

  it('come after the league matches of the same date', () => {
    const league: RatedMatch = {
      matchId: 1,
      date: '2026-03-06',
      roundId: 99,
      startTime: 21,
      courtNumber: 1,
      team1PlayerIds: [1, 3],
      team2PlayerIds: [2, 4],
      winnerSide: 1,
    };
    const history = ratingsFromHistory([night(1, 0.75), league]).get(1)!.history;
    expect(history.map((step) => step.clubNightId)).toEqual([undefined, 7]);
  });
});

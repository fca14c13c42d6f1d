import { describe, expect, it } from 'vitest';
import { scoreGridOf } from '@/client/components/score-entry/score-entry';
import { scoresOf } from '@/client/features/me/report-form';
import { mySideOf, toTeamOrder, toViewerOrder, viewerScoreOf } from '@/client/features/me/viewer-side';

// /me reads every score from the signed-in player's side; the server keeps team 1 / team 2 order.
const match = (myTeamId: number) => ({ myTeamId, team1Id: 11, team2Id: 12 });

describe("the player's side of a score", () => {
  it('turns the server order into the player order and back, for either team', () => {
    const wire = { team1Results: [6, 4, 3], team2Results: [4, 6, 6] };
    expect(toViewerOrder(wire, 1)).toEqual({ mine: [6, 4, 3], theirs: [4, 6, 6] });
    expect(toViewerOrder(wire, 2)).toEqual({ mine: [4, 6, 6], theirs: [6, 4, 3] });
    for (const side of [1, 2] as const) expect(toTeamOrder(toViewerOrder(wire, side), side)).toEqual(wire);
    expect(toTeamOrder({ mine: [7, 6], theirs: [5, 2] }, 2)).toEqual({ team1Results: [5, 2], team2Results: [7, 6] });
  });

  it("sends the report form's rows (the player's pair first) in team order", () => {
    const grid = scoreGridOf([6, 6], [3, 4]);
    expect(scoresOf(grid, mySideOf(match(11)))).toEqual({ team1Results: [6, 6], team2Results: [3, 4] });
    expect(scoresOf(grid, mySideOf(match(12)))).toEqual({ team1Results: [3, 4], team2Results: [6, 6] });
  });

  it("writes the score with the player's games first and says whether their pair won", () => {
    const result = { team1Results: [6, 4, 3], team2Results: [4, 6, 6] };
    expect(viewerScoreOf(match(11), result)).toEqual({ score: '6–4 4–6 3–6', won: false });
    expect(viewerScoreOf(match(12), result)).toEqual({ score: '4–6 6–4 6–3', won: true });
    expect(viewerScoreOf(match(12), { team1Results: [6, 5], team2Results: [4, 7] })).toEqual({ score: '4–6 7–5', won: null });
    // A walkover names its winner: no score, still a win or a loss.
    expect(viewerScoreOf(match(12), { team1Results: [], team2Results: [], outcome: 'walkover', winnerTeamId: 12 })).toEqual({ score: '', won: true });
  });
});

import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { scoreBoxLabel } from '@/client/components/score-entry/messages';

/** The score grid's box of a team's set (0-based), by its accessible name. */
export const scoreBox = (scope: HTMLElement, team: string, set: number) => within(scope).getByLabelText(scoreBoxLabel(team, set));

const gamesOf = (text: string) => text.split(',').map((games) => games.trim()).filter((games) => games !== '');

/** Types a result written as "6, 4" per team into the grid, after emptying the boxes typed before. */
export async function typeScoreGrid(user: UserEvent, scope: HTMLElement, teams: readonly [string, string], team1: string, team2: string): Promise<void> {
  for (const [side, text] of [team1, team2].entries()) {
    const team = teams[side]!;
    for (let set = 0; within(scope).queryByLabelText(scoreBoxLabel(team, set)); set += 1) await user.clear(scoreBox(scope, team, set));
    for (const [set, games] of gamesOf(text).entries()) await user.type(scoreBox(scope, team, set), games);
  }
}

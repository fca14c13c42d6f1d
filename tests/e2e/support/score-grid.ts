import type { Locator } from '@playwright/test';
import { scoreBoxLabel } from '../../../src/client/components/score-entry/messages';

/** One box of the score grid: a team's set (0-based), by its accessible name. */
export const scoreBox = (scope: Locator, team: string, set: number) => scope.getByLabel(scoreBoxLabel(team, set), { exact: true });

const gamesOf = (text: string) => text.split(',').map((games) => games.trim()).filter((games) => games !== '');

/** Enters a result written as "6, 4" per team into the grid, after emptying what the boxes held. */
export async function fillScoreGrid(scope: Locator, teams: readonly [string, string], team1: string, team2: string): Promise<void> {
  for (const [side, text] of [team1, team2].entries()) {
    const team = teams[side]!;
    for (let set = 0; (await scoreBox(scope, team, set).count()) > 0; set += 1) await scoreBox(scope, team, set).fill('');
    for (const [set, games] of gamesOf(text).entries()) await scoreBox(scope, team, set).fill(games);
  }
}

/** The two teams an Edit Match Results dialog names (read-only there). */
export async function teamsOfEditDialog(dialog: Locator): Promise<[string, string]> {
  const names = await dialog.locator('dd').allTextContents();
  return [names[0]!, names[1]!];
}

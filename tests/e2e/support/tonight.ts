import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { scoreBoxLabel } from '../../../src/client/components/score-entry/messages';
import { localIsoDate } from '../../../src/shared/domain/format';
import { t } from '../../../src/client/i18n/i18n';
import type { AdminSession } from './api';
import { expect } from './fixtures';
import { createOwnLeague, type OwnLeague } from './own-league';

/**
 * What the Tonight specs share: a league of the test's own with one round today (the browser runs on
 * this machine's clock and time zone, so its "today" is this one), the Tonight screen, and a card's
 * score boxes typed into as an organiser does.
 */
export type OwnMatch = OwnLeague['rounds'][number]['matches'][number];

/** A club, league, group, teams and one round today with `matchesPerRound` matches (createOwnLeague). */
export const createTonightLeague = (request: APIRequestContext, session: AdminSession, name: string, matchesPerRound: number): Promise<OwnLeague> =>
  createOwnLeague(request, session, { name, roundDates: [localIsoDate(new Date())], matchesPerRound });

/** A card's accessible name: "<team 1> vs <team 2>". */
export const matchTitle = (match: Pick<OwnMatch, 'team1Name' | 'team2Name'>) => `${match.team1Name} vs ${match.team2Name}`;

export async function openTonight(page: Page): Promise<void> {
  await page.goto('/admin/tonight');
  await expect(page.getByRole('heading', { level: 2, name: t('admin.tonight.title') })).toBeVisible();
}

/** One score box of a card: team 0 or 1, set 0, 1, 2. */
export const scoreBox = (card: Locator, match: OwnMatch, team: 0 | 1, set: number) =>
  card.getByLabel(scoreBoxLabel(team === 0 ? match.team1Name : match.team2Name, set), { exact: true });

/** Fills the card's boxes with each team's games per set and taps Save. */
export async function enterInPlace(card: Locator, match: OwnMatch, team1: number[], team2: number[]): Promise<void> {
  for (const [set, games] of team1.entries()) await scoreBox(card, match, 0, set).fill(String(games));
  for (const [set, games] of team2.entries()) await scoreBox(card, match, 1, set).fill(String(games));
  await card.getByRole('button', { name: t('admin.tonight.save') }).click();
}

export async function expectBoxes(card: Locator, match: OwnMatch, team1: string[], team2: string[]): Promise<void> {
  for (const [set, games] of team1.entries()) await expect(scoreBox(card, match, 0, set), `team 1, set ${set + 1}`).toHaveValue(games);
  for (const [set, games] of team2.entries()) await expect(scoreBox(card, match, 1, set), `team 2, set ${set + 1}`).toHaveValue(games);
}

/** Runs `body` with a Tonight league of the test's own, and removes the league whatever happens. */
export async function withTonightLeague(
  request: APIRequestContext,
  session: AdminSession,
  name: string,
  matchesPerRound: number,
  body: (own: OwnLeague, round: OwnLeague['rounds'][number]) => Promise<void>,
): Promise<void> {
  const own = await createTonightLeague(request, session, name, matchesPerRound);
  try {
    await body(own, own.rounds[0]!);
  } finally {
    await own.remove();
  }
}

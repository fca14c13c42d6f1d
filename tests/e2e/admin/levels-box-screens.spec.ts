import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, type AdminSession } from '../support/api';
import { openInLanguage } from '../support/public-screens';
import { useTexts } from '../support/texts';
import { dialog, uniqueSuffix } from './helpers';
import { t } from '@/client/i18n/i18n';

/** Screenshots for people to look at, outside the test output (it is emptied on every run). */
const SHOTS = process.env.LEVELS_SHOTS_DIR ?? '/tmp/levels';

interface Ladder {
  clubId: number;
  leagueId: number;
  leagueName: string;
  /** The player an organiser gave level 4.5, who then won a match. */
  playerId: number;
  playerName: string;
}

/** A three-level box league ranked by points per match, one match played, one starting level set. */
async function createLadder(request: APIRequestContext, session: AdminSession, sfx: string): Promise<Ladder> {
  const post = <T>(path: string, data: unknown) => api<T>(request, 'POST', path, { session, data });
  const club = await post<{ id: number }>('/v1/admin/clubs', { name: `Zz Levels ${sfx} Club` });
  const leagueName = `Levels ${sfx} Ladder`;
  const leagues = `/v1/admin/clubs/${club.id}/leagues`;
  const league = await post<{ id: number }>(leagues, {
    name: leagueName,
    status: 'active',
    rankByPointsPerMatch: true,
  });
  const teamIds: number[] = [];
  let playerId = 0;
  for (const name of ['A', 'B', 'C']) {
    const group = await post<{ id: number }>(`${leagues}/${league.id}/groups`, { name: `Group ${name}` });
    for (const n of [1, 2, 3]) {
      const player1 = await post<{ id: number }>('/v1/admin/players', {
        firstName: 'Ana',
        lastName: `${name}${n}${sfx}`,
      });
      const player2 = await post<{ id: number }>('/v1/admin/players', {
        firstName: 'Bea',
        lastName: `${name}${n}${sfx}`,
      });
      if (playerId === 0) playerId = player1.id;
      const team = await post<{ id: number }>('/v1/admin/teams', { player1Id: player1.id, player2Id: player2.id });
      await post(`${leagues}/${league.id}/groups/${group.id}/teams`, { team_id: team.id });
      teamIds.push(team.id);
    }
  }
  await api(request, 'PUT', `/v1/admin/players/${playerId}`, {
    session,
    data: { firstName: 'Ana', lastName: `A1${sfx}`, startingLevel: 4.5 },
  });
  const round = await post<{ id: number }>(`${leagues}/${league.id}/rounds`, {
    name: 'Round 1',
    date: '2026-06-02',
    start_hour: 18,
    end_hour: 21,
    court_number: 2,
    status: 'active',
  });
  await post(`${leagues}/${league.id}/rounds/${round.id}/matches`, {
    team1Id: teamIds[0],
    team2Id: teamIds[1],
    courtNumber: 1,
    startTime: 18,
    team1Results: [6, 6],
    team2Results: [3, 4],
  });
  return { clubId: club.id, leagueId: league.id, leagueName, playerId, playerName: `Ana A1${sfx}` };
}

// The screens of issue 27's levels and box leagues, in both languages at a phone's widths and a
// desktop's: the player's level, the starting level in the admin player form, the league's ranking
// setting, the next season's moves per boundary, and the public table's ranking note.
test('levels and box-league screens render in English and Spanish at 360, 390 and 1280 px', async ({
  adminPage: page,
  adminSession: session,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const sfx = uniqueSuffix(testInfo.project.name);
  const ladder = await createLadder(request, session, sfx);
  try {
    for (const locale of ['en', 'es'] as const) {
      useTexts(locale);
      await openInLanguage(page, locale);
      for (const width of [360, 390, 1280]) {
        const shot = (name: string) => `${SHOTS}/${name}-${locale}-${width}.png`;
        await page.setViewportSize({ width, height: 800 });

        await page.goto(`/player?id=${ladder.playerId}`);
        const rating = page.getByRole('region', { name: t('players.seasons.rating') });
        await expect(rating).toContainText(t('players.seasons.level'));
        await expect(rating).toContainText(locale === 'en' ? '4.5' : '4,5');
        await rating.scrollIntoViewIfNeeded();
        await page.screenshot({ path: shot('player-level') });

        await page.goto('/admin/players');
        await page
          .getByRole('button', {
            name: t('admin.editEntity', { noun: t('admin.noun.player'), name: ladder.playerName }),
          })
          .click();
        const level = dialog(page).getByLabel(new RegExp(t('admin.field.startingLevel')));
        await expect(level).toHaveValue(locale === 'en' ? '4.5' : '4,5');
        await level.scrollIntoViewIfNeeded();
        await dialog(page).screenshot({ path: shot('player-form') });
        await page.keyboard.press('Escape');

        await page.goto(`/admin/leagues?club=${ladder.clubId}`);
        await page
          .getByRole('button', {
            name: t('admin.editEntity', { noun: t('admin.noun.league'), name: ladder.leagueName }),
          })
          .click();
        const ranking = dialog(page).getByText(t('admin.leagues.rankingHint'));
        await ranking.scrollIntoViewIfNeeded();
        await expect(dialog(page)).toContainText(t('admin.leagues.rankByPointsPerMatch'));
        await dialog(page).screenshot({ path: shot('league-form') });
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: `${t('admin.seasons.open')}: ${ladder.leagueName}` }).click();
        await dialog(page).getByLabel(t('admin.seasons.perBoundary')).check();
        const boundary = dialog(page).getByRole('group', {
          name: t('admin.seasons.boundary', { upper: 'Group A', lower: 'Group B' }),
        });
        await boundary.getByLabel(new RegExp(t('admin.seasons.boundaryUp', { lower: 'Group B' }))).fill('2');
        await dialog(page)
          .getByRole('button', { name: t('admin.seasons.preview') })
          .click();
        await expect(dialog(page).getByRole('region', { name: 'Group C' })).toBeVisible();
        await boundary.scrollIntoViewIfNeeded();
        await dialog(page).screenshot({ path: shot('next-season') });
        await dialog(page).getByRole('region', { name: 'Group A' }).scrollIntoViewIfNeeded();
        await dialog(page).screenshot({ path: shot('next-season-preview') });
        await page.keyboard.press('Escape');

        await page.goto(`/league?clubId=${ladder.clubId}&leagueId=${ladder.leagueId}`);
        await expect(page.getByText(t('leagues.rankedByPointsPerMatch'))).toBeVisible();
        await page.screenshot({ path: shot('standings'), fullPage: true });
      }
    }
  } finally {
    useTexts('en');
    await api(request, 'DELETE', `/v1/admin/clubs/${ladder.clubId}`, { session }).catch(() => undefined);
  }
});

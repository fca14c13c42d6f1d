import { expect, test } from '../support/fixtures';
import { api } from '../support/api';
import { createOwnLeague } from '../support/own-league';
import { openInLanguage } from '../support/public-screens';
import { dialog, pick, uniqueSuffix } from './helpers';
import { t } from '@/client/i18n/i18n';

// A substitute (docs/substitutes.md): the organiser sets a match's line-up on the Results screen
// with the player search, and the card and the public results name who stood in. Then the screens
// in both languages at a phone's widths and a desktop's (shots to look at; each must render).
test('the organiser names a substitute on the Results screen; the screens render in English and Spanish at 360, 390 and 1280 px', async ({
  adminPage: page,
  adminSession: session,
  request,
}, testInfo) => {
  // Six screens at three widths and two languages: a walk, not a check of speed.
  test.setTimeout(180_000);
  const suffix = uniqueSuffix(testInfo.project.name);
  const own = await createOwnLeague(request, session, {
    name: `Subs${suffix}`,
    roundDates: ['2026-06-10', '2026-06-17'],
    matchesPerRound: 1,
    public: true,
  });
  const round = own.rounds[0]!;
  const match = round.matches[0]!;
  const adminMatch = `/v1/admin/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${round.id}/matches/${match.id}`;
  const played = await api<{ version: number; groupId: number }>(request, 'PUT', adminMatch, {
    session,
    data: {
      team1Id: match.team1Id,
      team2Id: match.team2Id,
      courtNumber: match.courtNumber,
      startTime: match.startTime,
      team1Results: [6, 6],
      team2Results: [3, 4],
    },
  });
  const substitute = await api<{ id: number }>(request, 'POST', '/v1/admin/players', {
    session,
    data: { firstName: 'Carla', lastName: `Suplente${suffix}`, dob: '1992-04-05' },
  });
  const title = `${match.team1Name} vs ${match.team2Name}`;
  const absent = `Ana Subs${suffix}A`;
  const stoodIn = t('lineup.stoodInFor', { substitute: `Carla Suplente${suffix}`, absent });
  const results = `/admin/results?club=${own.clubId}&league=${own.leagueId}&round=${round.id}`;
  try {
    await page.goto(results);
    await page.getByRole('button', { name: t('admin.lineup.actionOf', { match: title }) }).click();
    await expect(dialog(page).getByRole('heading', { name: t('admin.lineup.title') })).toBeVisible();
    await dialog(page)
      .getByRole('checkbox', { name: t('admin.lineup.played', { player: absent }) })
      .uncheck();
    await pick(
      page,
      new RegExp(t('admin.lineup.substituteFor', { player: absent })),
      `Suplente${suffix}`,
      new RegExp(`Carla Suplente${suffix}`),
    );
    await dialog(page)
      .getByRole('button', { name: t('admin.update') })
      .click();
    await expect(dialog(page)).toHaveCount(0);
    const card = page.getByRole('listitem', { name: title });
    await expect(card.getByText(stoodIn)).toBeVisible();

    // The line-up is the match's: the public results name the substitute too.
    const publicResults = `/league?clubId=${own.clubId}&leagueId=${own.leagueId}&tab=results&group=${played.groupId}&round=${round.id}`;
    await page.goto(publicResults);
    await expect(page.getByText(stoodIn)).toBeVisible();

    // Round 2: the pair plays with the substitute again and reports; the opponents see who played on /me.
    const second = own.rounds[1]!;
    const secondMatch = second.matches[0]!;
    const team1 = await api<{ player1Id: number; player2Id: number }>(request, 'GET', `/v1/teams/${match.team1Id}`);
    const team2 = await api<{ player1Id: number; player2Id: number }>(request, 'GET', `/v1/teams/${match.team2Id}`);
    await api(
      request,
      'PUT',
      `/v1/admin/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${second.id}/matches/${secondMatch.id}/lineup`,
      {
        session,
        data: { team1Players: [substitute.id, team1.player2Id], team2Players: [team2.player1Id, team2.player2Id] },
      },
    );
    const join = async (playerId: number, username: string) => {
      const { url } = await api<{ url: string }>(request, 'POST', `/v1/admin/players/${playerId}/invitation`, {
        session,
      });
      const token = new URL(url, 'http://localhost').pathname.split('/join/')[1];
      return api<{ token: string; expiresAt: string }>(request, 'POST', '/v1/auth/join', {
        data: { token, username, password: 'a-long-password' },
      });
    };
    const reporter = await join(team1.player2Id, `subsreporter${suffix}`.toLowerCase());
    await api(request, 'POST', `/v1/me/matches/${secondMatch.id}/report`, {
      data: { team1Results: [6, 7], team2Results: [4, 5] },
      headers: { authorization: `Bearer ${reporter.token}`, 'idempotency-key': crypto.randomUUID() },
    });
    const opponent = await join(team2.player1Id, `subsopponent${suffix}`.toLowerCase());
    await page.addInitScript(({ token, expiresAt }) => {
      localStorage.setItem('bandeja.player.token', token);
      localStorage.setItem('bandeja.player.tokenExpiresAt', expiresAt);
    }, opponent);

    for (const locale of ['en', 'es'] as const) {
      await openInLanguage(page, locale);
      for (const width of [360, 390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(results);
        const lineupButton = page.getByRole('button', { name: /^(Line-up of|Alineación de) / });
        await expect(lineupButton).toBeVisible();
        await page.screenshot({ path: `/tmp/lineup-results-${locale}-${width}.png`, fullPage: true });
        await lineupButton.click();
        await expect(dialog(page).getByRole('combobox')).toBeVisible();
        await page.screenshot({ path: `/tmp/lineup-dialog-${locale}-${width}.png`, fullPage: true });
        await page.keyboard.press('Escape');
        await page.goto(publicResults);
        await expect(page.getByText(new RegExp(`Carla Suplente${suffix} (stood in for|sustituyó a) `))).toBeVisible();
        await page.screenshot({ path: `/tmp/lineup-public-${locale}-${width}.png`, fullPage: true });
        await page.goto('/me');
        // Both matches name the substitute: the one to confirm and the one played.
        await expect(page.getByText(new RegExp(`Carla Suplente${suffix} (stood in for|sustituyó a) `))).toHaveCount(2);
        await page.screenshot({ path: `/tmp/lineup-me-${locale}-${width}.png`, fullPage: true });
        // The league form, where the two limits are set.
        await page.goto(`/admin/leagues?club=${own.clubId}`);
        await page.getByRole('button', { name: new RegExp(`^(Edit|Editar) .*${own.leagueName}$`) }).click();
        const appearances = dialog(page).getByRole('textbox', {
          name: /^(Substitute appearances per team|Apariciones de suplentes por pareja)/,
        });
        await expect(appearances).toHaveValue('2');
        await appearances.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/lineup-league-form-${locale}-${width}.png` });
        await page.keyboard.press('Escape');
      }
    }
  } finally {
    await own.remove().catch(() => undefined);
    await api(request, 'DELETE', `/v1/admin/players/${substitute.id}`, { session }).catch(() => undefined);
  }
});

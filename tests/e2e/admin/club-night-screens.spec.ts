import type { ClubNight } from '../../../src/shared/schemas/club-night';
import { expect, test } from '../support/fixtures';
import { api } from '../support/api';
import { openInLanguage } from '../support/public-screens';
import { uniqueSuffix } from './helpers';
import { t } from '@/client/i18n/i18n';

// The club-night screens in both languages at a phone's widths and a desktop's: the organiser's
// night, the new-night form and the public night page (shots to look at; each must render).
test('club-night screens render in English and Spanish at 360, 390 and 1280 px', async ({
  adminPage: page,
  adminSession: session,
  request,
}, testInfo) => {
  const suffix = uniqueSuffix(testInfo.project.name);
  const club = await api<{ id: number }>(request, 'POST', '/v1/admin/clubs', {
    session,
    data: { name: `Zz Shots${suffix} Club` },
  });
  const players: number[] = [];
  for (const name of ['Alonso', 'Blanco', 'Costa', 'Díaz', 'Esteve', 'Ferrer', 'Gil', 'Hernández', 'Iglesias']) {
    players.push(
      (
        await api<{ id: number }>(request, 'POST', '/v1/admin/players', {
          session,
          data: { firstName: 'Ana', lastName: `${name}${suffix}`, dob: '1990-01-01' },
        })
      ).id,
    );
  }
  const night = await api<ClubNight>(request, 'POST', `/v1/admin/clubs/${club.id}/club-nights`, {
    session,
    data: {
      name: `Mexicano ${suffix}`,
      date: '2026-06-12',
      startHour: 19,
      format: 'mexicano',
      scoring: { kind: 'points', pointsPerMatch: 24 },
      courts: [1, 2],
      players,
    },
  });
  const [m1, m2] = night.rounds[0]!.matches;
  for (const [match, points] of [
    [m1!, 15],
    [m2!, 10],
  ] as const)
    await api(request, 'PUT', `/v1/admin/clubs/${club.id}/club-nights/${night.id}/matches/${match.id}`, {
      session,
      data: { team1Points: points, team2Points: 24 - points },
      headers: { 'if-match': `"${match.version}"`, 'idempotency-key': crypto.randomUUID() },
    });

  for (const locale of ['en', 'es'] as const) {
    await openInLanguage(page, locale);
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/admin/nights?club=${club.id}&night=${night.id}`);
      await expect(page.getByTestId('night-score-card')).toHaveCount(2);
      await page.screenshot({ path: `/tmp/nights-client-organiser-${locale}-${width}.png`, fullPage: true });
      await page.goto(`/admin/nights?club=${club.id}&create=1`);
      await expect(page.locator('form').first()).toBeVisible();
      await page.screenshot({ path: `/tmp/nights-client-create-${locale}-${width}.png`, fullPage: true });
      await page.goto(`/club-night?club=${club.id}&id=${night.id}`);
      await expect(page.getByTestId('night-leaderboard')).toBeVisible();
      await page.screenshot({ path: `/tmp/nights-client-public-${locale}-${width}.png`, fullPage: true });
    }
  }
  expect(t('clubNights.title')).toBe('Club nights');
});

import type { ClubNight } from '../../../src/shared/schemas/club-night';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { api } from '../support/api';
import { uniqueSuffix } from '../admin/helpers';
import { useTexts } from '../support/texts';
import { panelTitle, rotation } from '../support/tv';
import { t } from '@/client/i18n/i18n';

/*
 * A club night running today on the club's TV (docs/tv.md, "Club nights"): a club of the test's
 * own with a Mexicano of 11 on a day of its own (years ahead), round 1 half scored, the screen's
 * clock at 20:30 of that day. The night's leaderboard comes first, in two panels (10 rows, then 1),
 * and a score entered on the organiser's phone moves it without a reload.
 */

const DAY = '2031-07-08';
const AT_2030 = new Date(`${DAY}T20:30:00Z`);
const SHOTS = 'test-results/tv-shots';

test.use({ viewport: { width: 1920, height: 1080 }, timezoneId: 'UTC' });

test("the TV shows a running club night's leaderboard first, and moves it when a score comes in", async ({
  page,
  request,
  adminSession: session,
}, testInfo) => {
  test.setTimeout(90_000);
  const sfx = uniqueSuffix(testInfo.project.name);
  const club = await api<{ id: number }>(request, 'POST', '/v1/admin/clubs', {
    session,
    data: { name: `Zz TV night ${sfx} Club` },
  });
  const surnames = [
    'Navarro',
    'Fernández-Villaverde',
    'Ruiz',
    'Gil',
    'Ortega',
    'Molina',
    'Serrano',
    'Castro',
    'Delgado',
    'Romero',
  ];
  const players: number[] = [];
  for (const surname of surnames)
    players.push(
      (
        await api<{ id: number }>(request, 'POST', '/v1/admin/players', {
          session,
          data: { firstName: 'Ana', lastName: `${surname} ${sfx}` },
        })
      ).id,
    );
  // A guest by one word.
  players.push(
    (
      await api<{ id: number }>(request, 'POST', '/v1/admin/players', {
        session,
        data: { firstName: 'Chema', lastName: '', guest: true },
      })
    ).id,
  );
  const nightsPath = `/v1/admin/clubs/${club.id}/club-nights`;
  const night = await api<ClubNight>(request, 'POST', nightsPath, {
    session,
    data: {
      name: `Friday night ${sfx}`,
      date: DAY,
      startHour: 19,
      format: 'mexicano',
      mexicanoFirstRound: 'list',
      scoring: { kind: 'points', pointsPerMatch: 24 },
      courts: [1, 2],
      players,
    },
  });
  const score = async (index: number, team1Points: number) => {
    const match = night.rounds[0]!.matches[index]!;
    await api(request, 'PUT', `${nightsPath}/${night.id}/matches/${match.id}`, {
      session,
      data: { team1Points, team2Points: 24 - team1Points },
      headers: { 'if-match': `"${match.version}"`, 'idempotency-key': crypto.randomUUID() },
    });
  };
  await score(0, 17);

  const title = panelTitle(page);
  const rows = page.getByTestId('tv-night-row');
  try {
    await page.clock.install({ time: AT_2030 });
    await page.goto(`/tv?clubId=${club.id}&lang=en`);
    await expect(title).toHaveText(t('tv.nightLeaderboard'));
    const tv = await rotation(page);
    await expect(
      page.getByText(
        t('tv.nightLine', { name: night.name, format: 'Mexicano', played: 0, planned: night.plannedRounds }),
      ),
    ).toBeVisible();
    await expect(rows).toHaveCount(10);
    // Round 1 by the list: court 1 is players 1 and 3 against 2 and 4; 17 points lead.
    await expect(rows.first()).toContainText('17');
    const bar = await page.getByTestId('tv-progress').boundingBox();
    const last = await rows.last().boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y);
    await page.screenshot({ path: `${SHOTS}/1920-en-club-night.png` });
    await tv.next(t('tv.nightLeaderboard'));
    await expect(rows).toHaveCount(1);

    // Court 2's score, entered courtside: the leaderboard moves at once (the club's live stream).
    // Live: the screen reads everything now, so its next read is 30 s away; the score shows within
    // 5 s all the same, brought by the stream (seen failing with the clubNight keys left out of live-keys.ts).
    await page.clock.fastForward(31_000);
    await page.waitForTimeout(1_500);
    await score(1, 20);
    await expect(
      page.getByText(
        t('tv.nightLine', { name: night.name, format: 'Mexicano', played: 1, planned: night.plannedRounds }),
      ),
    ).toBeVisible({ timeout: 5_000 });
    for (let turn = 0; turn < 3 && (await rows.count()) !== 10; turn += 1) await tv.advance();
    await expect(rows.first()).toContainText('20');

    await page.setViewportSize({ width: 1280, height: 720 });
    for (let turn = 0; turn < 3 && (await rows.count()) !== 10; turn += 1) await tv.advance();
    const bar720 = await page.getByTestId('tv-progress').boundingBox();
    const last720 = await rows.last().boundingBox();
    expect(last720!.y + last720!.height).toBeLessThanOrEqual(bar720!.y);
    await page.screenshot({ path: `${SHOTS}/1280-en-club-night.png` });

    useTexts('es');
    await page.goto(`/tv?clubId=${club.id}&lang=es`);
    await expect(title).toHaveText(t('tv.nightLeaderboard'));
    await expect(rows).toHaveCount(10);
    await page.screenshot({ path: `${SHOTS}/1280-es-club-night.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: `${SHOTS}/1920-es-club-night.png` });
    // Last: the scan takes real seconds, in which the rotation moves on.
    await expectNoSeriousA11yViolations(page);
  } finally {
    useTexts('en');
    await api(request, 'DELETE', `${nightsPath}/${night.id}`, { session });
    await api(request, 'DELETE', `/v1/admin/clubs/${club.id}`, { session });
    for (const id of players) await api(request, 'DELETE', `/v1/admin/players/${id}`, { session });
  }
});

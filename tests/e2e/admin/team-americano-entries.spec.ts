import type { APIRequestContext } from '@playwright/test';
import type { ClubNight } from '../../../src/shared/schemas/club-night';
import { api, type AdminSession } from '../support/api';
import { expect, test } from '../support/fixtures';
import { uniqueSuffix } from './helpers';
import { t } from '@/client/i18n/i18n';

// Issue 29, a Team Americano from its entries: the organiser makes the night empty "taking the
// pairs from entries", opens its entries (pairs, as the format fixes), three pairs enter, and
// "Put the pairs on the night" makes them its fixed pairs with every round laid out.

const PASSWORD = 'entrant-password-1';

/** A player with an account (invitation, then join): their session. */
async function entrant(request: APIRequestContext, session: AdminSession, lastName: string) {
  const player = await api<{ id: number }>(request, 'POST', '/v1/admin/players', {
    session,
    data: { firstName: 'Pair', lastName },
  });
  const { url } = await api<{ url: string }>(request, 'POST', `/v1/admin/players/${player.id}/invitation`, { session });
  const joined = await api<AdminSession>(request, 'POST', '/v1/auth/join', {
    data: { token: url.split('/join/')[1], username: `pair-${lastName}`.toLowerCase(), password: PASSWORD },
  });
  return { id: player.id, session: joined };
}

test('a Team Americano takes its fixed pairs from the confirmed pair entries', async ({
  adminPage: page,
  adminSession,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const sfx = uniqueSuffix(testInfo.project.name).replace(/\W/g, '');
  const club = await api<{ id: number }>(request, 'POST', '/v1/admin/clubs', {
    session: adminSession,
    data: { name: `Zz Pairs${sfx} Club` },
  });

  await page.goto(`/admin/nights?club=${club.id}`);
  await page.getByRole('link', { name: t('clubNights.admin.createTitle') }).click();
  await page.getByLabel(t('clubNights.admin.name')).fill(`Pairs night ${sfx}`);
  await page.getByLabel(t('clubNights.admin.format')).selectOption({ label: t('clubNights.format.teamAmericano') });
  await page.getByLabel(t('clubNights.admin.pairsFromEntries')).check();
  await expect(page.getByRole('combobox', { name: t('clubNights.admin.addTeam') })).toHaveCount(0);
  await page.getByRole('button', { name: t('clubNights.admin.create') }).click();

  // On to the night's entries: its list takes pairs, not a choice.
  await page.waitForURL(/\/admin\/entries\?.*night=\d+/);
  const nightId = Number(new URL(page.url()).searchParams.get('night'));
  await expect(page.getByText(t('entries.admin.modePairsOfNight'))).toBeVisible();
  await page.getByRole('button', { name: t('entries.admin.open') }).click();
  await expect(page.getByText(t('entries.admin.saved'))).toBeVisible();

  const pairs: number[][] = [];
  for (const n of [1, 2, 3]) {
    const [a, b] = [
      await entrant(request, adminSession, `A${n}${sfx}`),
      await entrant(request, adminSession, `B${n}${sfx}`),
    ];
    const entry = await api<{ id: number }>(request, 'POST', '/v1/me/entries', {
      session: a.session,
      data: { clubNightId: nightId, partnerPlayerId: b.id },
    });
    await api(request, 'POST', `/v1/me/entries/${entry.id}/accept`, { session: b.session });
    pairs.push([a.id, b.id]);
  }
  await page.reload();
  await page.getByRole('button', { name: t('entries.admin.fillNightPairs') }).click();
  await expect(page.getByRole('status')).toContainText(t('entries.admin.pairsAdded'));

  const night = await api<ClubNight>(request, 'GET', `/v1/clubs/${club.id}/club-nights/${nightId}`);
  expect(night.teams.map((team) => team.players)).toEqual(pairs);
  expect(night.rounds).toHaveLength(3);
  await page.goto(`/admin/nights?club=${club.id}&night=${nightId}`);
  await expect(page.getByRole('heading', { level: 3, name: t('clubNights.round', { number: 1 }) })).toBeVisible();
});

import { expect, test } from '../support/fixtures';
import { api } from '../support/api';
import { QUERY_CACHE_KEY } from '../../../src/client/offline/query-persistence';

test('a reload right after a visit shows what the server has now, not the kept copy', async ({ page, request, adminSession }) => {
  // A club of this test's own, so the page it watches changes only when this test says so.
  const stamp = `${test.info().project.name}-${Date.now()}`;
  const club = await api<{ id: number }>(request, 'POST', '/v1/admin/clubs', {
    session: adminSession,
    data: { name: `Zz Reload Club ${stamp}` },
  });
  try {
    await page.goto(`/club?id=${club.id}`);
    await expect(page.getByText('No leagues found')).toBeVisible();
    // The visit is kept on the device (the copy a reload would otherwise show as current).
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', QUERY_CACHE_KEY)).toContain(`Zz Reload Club ${stamp}`);

    await api(request, 'POST', `/v1/admin/clubs/${club.id}/leagues`, {
      session: adminSession,
      data: { name: `Added Meanwhile ${stamp}`, status: 'active' },
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: `Added Meanwhile ${stamp}` })).toBeVisible();
    await expect(page.getByText('No leagues found')).toHaveCount(0);
  } finally {
    await api(request, 'DELETE', `/v1/admin/clubs/${club.id}`, { session: adminSession });
  }
});

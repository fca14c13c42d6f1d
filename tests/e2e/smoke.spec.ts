import { expect, test } from './support/fixtures';

test('the server answers health and serves the app shell', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', db: 'sqlite' });
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
});

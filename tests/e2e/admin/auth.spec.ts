import { expect, test } from '../support/fixtures';
import { TOKEN_EXPIRES_KEY, TOKEN_KEY } from '../../../src/client/lib/session';
import { signInWithForm } from './helpers';

test.describe('admin sign-in and session', () => {
  test('a wrong password is refused, the right one opens the dashboard, Logout returns to login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    // The public header is hidden on admin paths.
    await expect(page.getByRole('link', { name: 'Players' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await signInWithForm(page, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await signInWithForm(page);
    await expect(page).toHaveURL(/\/admin\/overview/);
    await expect(page.getByRole('link', { name: /Total Clubs/ })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    // The token is revoked: the dashboard no longer opens (the form would return there).
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Foverview/);
  });

  test('an expired session sends the browser back to /admin', async ({ page, adminSession }) => {
    await page.goto('/admin/login');
    await page.evaluate(
      ({ tokenKey, expiresKey, token }) => {
        localStorage.setItem(tokenKey, token);
        localStorage.setItem(expiresKey, new Date(Date.now() - 60_000).toISOString());
      },
      { tokenKey: TOKEN_KEY, expiresKey: TOKEN_EXPIRES_KEY, token: adminSession.token },
    );
    await page.goto('/admin/dashboard?section=results');
    await expect(page).toHaveURL(/\/admin(\/login)?(\?redirect=%2Fadmin%2Fresults[^/]*)?$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });

  test('a session that runs out while the dashboard is open ends on the login form', async ({ adminPage: page }) => {
    await page.goto('/admin/dashboard?section=clubs');
    await expect(page.getByRole('heading', { level: 2, name: 'Clubs' })).toBeVisible();
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/admin/clubs') creates.push(request.url());
    });
    // Expire it in place, then save something: the request is never sent, the login form shows.
    await page.evaluate((key) => localStorage.setItem(key, new Date(Date.now() - 1000).toISOString()), TOKEN_EXPIRES_KEY);
    try {
      const dialog = page.getByRole('dialog');
      await page.getByRole('button', { name: 'Create Club' }).click({ timeout: 5_000 });
      await dialog.getByLabel(/^Name/).fill('Never saved', { timeout: 5_000 });
      await dialog.getByRole('button', { name: 'Create' }).click({ timeout: 5_000 });
    } catch {
      // Something in the background (the outbox's sync loop, a read) may find the session over first:
      // then the dashboard is gone before the save could be tried. Either way the end is the same.
    }
    await expect(page).toHaveURL(/\/admin(\/login)?(\?redirect=%2Fadmin%2Fclubs[^/]*)?$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    expect(creates).toEqual([]);
  });
});

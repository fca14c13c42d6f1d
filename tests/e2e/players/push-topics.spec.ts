import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { openInLanguage } from '../support/public-screens';
import { uniqueSuffix } from '../admin/helpers';
import { t } from '@/client/i18n/i18n';
import { useTexts } from '../support/texts';

// The notifications control on /me lists every player topic, the entry moving up from a waiting
// list among them (docs/push.md), in both languages; shots at a phone's width and a desktop's.
test('the player’s notification topics on /me name the entry moving up, in English and Spanish', async ({
  adminSession: session,
  request,
  page,
}, testInfo) => {
  const suffix = uniqueSuffix(testInfo.project.name);
  const player = await api<{ id: number }>(request, 'POST', '/v1/admin/players', {
    session,
    data: { firstName: 'Noa', lastName: `Avisos${suffix}`, dob: '1993-02-03' },
  });
  try {
    const { url } = await api<{ url: string }>(request, 'POST', `/v1/admin/players/${player.id}/invitation`, {
      session,
    });
    const token = new URL(url, 'http://localhost').pathname.split('/join/')[1];
    const joined = await api<{ token: string; expiresAt: string }>(request, 'POST', '/v1/auth/join', {
      data: { token, username: `avisos${suffix}`.toLowerCase(), password: 'a-long-password' },
    });
    await page.addInitScript(({ token, expiresAt }) => {
      localStorage.setItem('bandeja.player.token', token);
      localStorage.setItem('bandeja.player.tokenExpiresAt', expiresAt);
    }, joined);
    for (const locale of ['en', 'es'] as const) {
      await openInLanguage(page, locale);
      useTexts(locale);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/me');
        const control = page.getByRole('region', { name: t('push.title'), exact: true });
        const entries = control.getByRole('checkbox', { name: t('push.topic.entries') });
        await expect(entries).toBeVisible();
        await expect(entries).toBeChecked();
        await control.scrollIntoViewIfNeeded();
        await control.screenshot({ path: `/tmp/push-topics-${locale}-${width}.png` });
        await page.screenshot({ path: `/tmp/push-topics-page-${locale}-${width}.png`, fullPage: true });
      }
    }
  } finally {
    useTexts('en');
    await api(request, 'DELETE', `/v1/admin/players/${player.id}`, { session }).catch(() => undefined);
  }
});

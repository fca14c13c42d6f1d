import type { Browser, Page } from '@playwright/test';
import { expect, signInPage, test } from '../support/fixtures';
import { api, type AdminSession } from '../support/api';
import { createOwnLeague } from '../support/own-league';
import { openInLanguage } from '../support/public-screens';
import { useTexts } from '../support/texts';
import { uniqueSuffix } from './helpers';
import { t } from '@/client/i18n/i18n';

// Court slots and the Overview in the browser (issue 28): a 90-minute round's matches read 18:00 and
// 19:30 on the Schedule screen, the round form offers the slot length and says the starts it gives,
// and the Overview lists the hidden round's schedule with a tap to it. Both languages, a phone's
// width and a desktop's, set here (so the desktop project alone runs it); the shots go to /tmp for
// a person to look at.

async function pageIn(
  browser: Browser,
  baseURL: string | undefined,
  session: AdminSession,
  locale: 'en' | 'es',
  width: number,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await openInLanguage(page, locale);
  await signInPage(page, session);
  return page;
}

test('a 90-minute round on the Schedule, the round form and the Overview, at 360 and 1280 px in en and es', async ({
  adminSession,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const own = await createOwnLeague(request, adminSession, {
    name: `Slots${uniqueSuffix(testInfo.project.name)}`,
    roundDates: ['2031-06-04'],
    matchesPerRound: 2,
  });
  const roundsPath = `/v1/admin/clubs/${own.clubId}/leagues/${own.leagueId}/rounds`;
  const round = await api<{ id: number }>(request, 'POST', roundsPath, {
    session: adminSession,
    data: {
      name: 'Slots',
      date: '2031-06-05',
      start_hour: 18,
      end_hour: 21,
      court_number: 1,
      status: 'active',
      slot_minutes: 90,
    },
  });
  // The same pairs as the league's first round (a rematch placed by hand is allowed).
  const ids = own.rounds[0]!.matches.flatMap((match) => [match.team1Id, match.team2Id]);
  const matchesPath = `${roundsPath}/${round.id}/matches`;
  const made = [
    await api<{ id: number }>(request, 'POST', matchesPath, {
      session: adminSession,
      data: { team1Id: ids[0], team2Id: ids[1], courtNumber: 1, startMinutes: 18 * 60 },
    }),
    await api<{ id: number }>(request, 'POST', matchesPath, {
      session: adminSession,
      data: { team1Id: ids[2], team2Id: ids[3], courtNumber: 1, startMinutes: 19 * 60 + 30 },
    }),
  ];
  try {
    for (const locale of ['en', 'es'] as const) {
      useTexts(locale);
      for (const width of [360, 1280]) {
        const page = await pageIn(browser, baseURL, adminSession, locale, width);
        const shot = (name: string) =>
          page.screenshot({ path: `/tmp/slots28-${name}-${locale}-${width}.png`, fullPage: true });

        // The Schedule reads the round's slots.
        await page.goto(`/admin/schedule?club=${own.clubId}&league=${own.leagueId}&round=${round.id}`);
        await expect(page.getByRole('main').getByText('19:30').first()).toBeVisible();
        await shot('schedule');

        // The round form: the slot length, and the starts it gives.
        await page.goto(`/admin/rounds?club=${own.clubId}&league=${own.leagueId}`);
        await page.getByRole('button', { name: t('admin.rounds.create') }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(new RegExp(t('admin.field.endHour'))).selectOption('21');
        await dialog.getByLabel(new RegExp(t('admin.field.slotMinutes'))).selectOption('90');
        await expect(
          dialog.getByText(
            t('admin.rounds.startsHint', {
              starts: t('admin.rounds.startsList', { first: '18:00, 19:30', last: '21:00' }),
            }),
          ),
        ).toBeVisible();
        await shot('round-form');
        await dialog.getByRole('button', { name: t('ui.cancel') }).click();

        // The Overview: the draft league's round holds a schedule nobody sees; a tap opens it.
        await page.goto('/admin/overview');
        const todo = page.getByRole('region', { name: t('admin.overview.todoTitle') });
        const hidden = todo
          .getByRole('link')
          .filter({ hasText: `${own.leagueName} · Slots ·` })
          .filter({ hasText: t('admin.overview.kind.hiddenRoundWithSchedule', { count: 2 }) });
        await expect(hidden).toBeVisible();
        await shot('overview');
        await hidden.click();
        await expect(page).toHaveURL(new RegExp(`/admin/schedule\\?.*round=${round.id}`));
        await page.context().close();
      }
    }
  } finally {
    useTexts('en');
    for (const match of made) await api(request, 'DELETE', `${matchesPath}/${match.id}`, { session: adminSession });
    await api(request, 'DELETE', `${roundsPath}/${round.id}`, { session: adminSession });
    await own.remove();
  }
});

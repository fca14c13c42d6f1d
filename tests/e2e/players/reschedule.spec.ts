import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { localIsoDate } from '../../../src/shared/domain/format';
import { api, type AdminSession } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';
import { createOwnLeague, readOwnMatch } from '../support/own-league';
import { useTexts } from '../support/texts';
import { uniqueSuffix } from '../admin/helpers';
import { outboxEntries } from '../offline/offline-support';
import { proposalText } from '../../../src/client/features/me/messages';
import { t } from '../../../src/client/i18n/i18n';

// Issue 28, "what must hold": a player asks from a phone to move their match, the other pair
// accepts on another phone, the organiser approves on the dashboard, and the public schedule shows
// the new slot. The league is the test's own (public, its round dated tomorrow). It makes its own
// phones and widths, so it runs in the desktop project only; the screens of each step are shot at
// 360, 390 and 1280 px, in English and Spanish, into RESCHEDULE_SCREENSHOTS_DIR for a person to look at.

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  serviceWorkers: 'block' as const,
};
const SHOTS = process.env.RESCHEDULE_SCREENSHOTS_DIR;

/** The page at 360, 390 and 1280 px wide, for a person to look at; back to its size after. */
async function shoot(page: Page, name: string, locale: 'en' | 'es' = 'en'): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.screenshot({ path: join(SHOTS, `${name}-${locale}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

async function invitationPath(request: APIRequestContext, session: AdminSession, playerId: number): Promise<string> {
  const { url } = await api<{ url: string }>(request, 'POST', `/v1/admin/players/${playerId}/invitation`, { session });
  return new URL(url, 'http://localhost').pathname;
}

/** A phone of its own, opened on the invitation, joined, on /me. */
async function joinOnAPhone(
  browser: Browser,
  baseURL: string,
  path: string,
  username: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: /^Join as / })).toBeVisible();
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill('a-long-password');
  await page.getByRole('button', { name: t('me.join.submit') }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole('heading', { level: 1, name: t('me.title') })).toBeVisible();
  return { context, page };
}

/** The same page in Spanish (the device's pick, as the header's picker keeps it), then back. */
async function inSpanish(page: Page, work: () => Promise<void>): Promise<void> {
  if (!SHOTS) return;
  await page.evaluate(() => localStorage.setItem('bandeja.locale', 'es'));
  await page.reload();
  useTexts('es');
  try {
    await work();
  } finally {
    useTexts('en');
    await page.evaluate(() => localStorage.setItem('bandeja.locale', 'en'));
    await page.reload();
  }
}

test('a player asks to move a match from a phone, the other pair accepts, the organiser approves, the public schedule shows the new slot', async ({
  adminPage,
  adminSession,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const suffix = uniqueSuffix(testInfo.project.name);
  const tomorrow = localIsoDate(new Date(Date.now() + 24 * 3600_000));
  const own = await createOwnLeague(request, adminSession, {
    name: `Mov${suffix}`,
    roundDates: [tomorrow],
    matchesPerRound: 1,
    public: true,
  });
  const contexts: BrowserContext[] = [];
  try {
    const round = own.rounds[0]!;
    const match = await readOwnMatch(request, own, round.id, round.matches[0]!.id);
    const title = `${match.team1Name} vs ${match.team2Name}`;
    const team1 = await api<{ player1Id: number }>(request, 'GET', `/v1/teams/${match.team1Id}`);
    const team2 = await api<{ player1Id: number }>(request, 'GET', `/v1/teams/${match.team2Id}`);
    // The match is at 19:00 on court 1; the pair asks for 21:00 on court 2.
    const newSlot = { roundName: round.name, date: round.date, startMinutes: 21 * 60, courtNumber: 2 };

    // Player A asks from their phone: a reason and one slot of the round.
    const phoneA = await joinOnAPhone(
      browser,
      baseURL!,
      await invitationPath(request, adminSession, team1.player1Id),
      `movA${suffix}`,
    );
    contexts.push(phoneA.context);
    const cardA = phoneA.page.getByRole('listitem', { name: title });
    await cardA.getByRole('button', { name: t('me.move.askOf', { match: title }) }).click();
    const form = cardA.getByRole('form', { name: t('me.move.title') });
    await form.getByLabel(new RegExp(`^${t('me.move.reason')}`)).fill('We are away that evening');
    await form.getByLabel(new RegExp(`^${t('me.move.slot', { n: 1 })}`)).selectOption({ label: proposalText(newSlot) });
    await shoot(phoneA.page, 'me-ask');
    await form.getByRole('button', { name: t('me.move.send') }).click();
    await expect(phoneA.page.getByText(t('me.move.sent'))).toBeVisible();
    await expect(cardA).toContainText(t('me.move.waiting', { opponents: match.team2Name }));
    await shoot(phoneA.page, 'me-asked');

    // Player B, of the other pair, sees it on their phone and accepts the slot.
    const phoneB = await joinOnAPhone(
      browser,
      baseURL!,
      await invitationPath(request, adminSession, team2.player1Id),
      `movB${suffix}`,
    );
    contexts.push(phoneB.context);
    const toAnswer = phoneB.page
      .getByRole('list', { name: t('me.movesToAnswer') })
      .getByRole('listitem', { name: title });
    await expect(toAnswer).toContainText(t('me.move.reasonWas', { reason: 'We are away that evening' }));
    await shoot(phoneB.page, 'me-to-answer');
    await inSpanish(phoneB.page, async () => {
      await expect(phoneB.page.getByRole('heading', { name: t('me.movesToAnswer') })).toBeVisible();
      await shoot(phoneB.page, 'me-to-answer', 'es');
    });
    // Player B answers from the court without signal: the acceptance waits in the outbox, then goes once.
    await phoneB.context.setOffline(true);
    await toAnswer.getByRole('button', { name: t('me.move.acceptOf', { slot: proposalText(newSlot) }) }).click();
    await expect(phoneB.page.getByText(t('me.queued'))).toBeVisible();
    await expect(toAnswer.getByText(t('me.move.pendingAccept'))).toBeVisible();
    await expect(toAnswer.getByText(t('me.pendingSync'))).toBeVisible();
    expect(await outboxEntries(phoneB.page)).toEqual([
      expect.objectContaining({ operation: 'reschedule/accept', matchId: match.id }),
    ]);
    await shoot(phoneB.page, 'me-accept-offline');
    await phoneB.context.setOffline(false);
    await expect.poll(() => outboxEntries(phoneB.page), { timeout: 30_000 }).toEqual([]);
    const agreed = phoneB.page.getByRole('list', { name: t('me.upcoming') }).getByRole('listitem', { name: title });
    await expect(agreed).toContainText(t('me.move.accepted', { slot: proposalText(newSlot) }), { timeout: 15_000 });
    // Agreed is not moved: the match is where it was until the organiser approves.
    expect(await readOwnMatch(request, own, round.id, match.id)).toMatchObject({ courtNumber: 1, startTime: 19 });

    // The organiser approves it on the dashboard.
    await adminPage.goto(`/admin/reschedules?club=${own.clubId}`);
    await expect(adminPage.getByRole('heading', { level: 2, name: t('admin.reschedules.title') })).toBeVisible();
    const approve = adminPage.getByRole('button', {
      name: t('admin.reschedules.approveOf', { team1: match.team1Name, team2: match.team2Name }),
    });
    await expect(approve).toBeVisible();
    await shoot(adminPage, 'admin-reschedules');
    if (SHOTS) {
      const spanish = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
      contexts.push(spanish);
      const page = await spanish.newPage();
      await page.addInitScript(() => localStorage.setItem('bandeja.locale', 'es'));
      await signInPage(page, adminSession);
      await page.goto(`/admin/reschedules?club=${own.clubId}`);
      useTexts('es');
      try {
        await expect(page.getByRole('heading', { level: 2, name: t('admin.reschedules.title') })).toBeVisible();
        await shoot(page, 'admin-reschedules', 'es');
      } finally {
        useTexts('en');
      }
    }
    await approve.click();
    await expect(adminPage.getByText(t('admin.reschedules.approved'))).toBeVisible();
    await expect(approve).toHaveCount(0);

    // The public schedule shows the match at its new slot.
    await expect.poll(async () => (await readOwnMatch(request, own, round.id, match.id)).startTime).toBe(21);
    expect(await readOwnMatch(request, own, round.id, match.id)).toMatchObject({ courtNumber: 2, startTime: 21 });
    const visitor = await browser.newContext({ ...PHONE, baseURL });
    contexts.push(visitor);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/league?clubId=${own.clubId}&leagueId=${own.leagueId}&tab=schedule&round=${round.id}`);
    const publicCard = visitorPage.getByRole('listitem').filter({ hasText: match.team1Name }).first();
    await expect(publicCard).toContainText('21:00');
    await expect(publicCard).not.toContainText('19:00');
    await shoot(visitorPage, 'public-schedule');

    // Player A's phone says it moved.
    await phoneA.page.reload();
    await expect(cardA).toContainText(t('me.move.approved'));
    await shoot(phoneA.page, 'me-moved');
    await inSpanish(phoneA.page, async () => {
      await expect(cardA).toContainText(t('me.move.approved'));
      await shoot(phoneA.page, 'me-moved', 'es');
    });
  } finally {
    for (const context of contexts) await context.close();
    await own.remove().catch(() => undefined);
  }
});

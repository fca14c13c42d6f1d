import { expect, test } from '../support/fixtures';
import { openInLanguage } from '../support/public-screens';
import { useTexts } from '../support/texts';
import { t } from '@/client/i18n/i18n';

/** Screenshots for people to look at, outside the test output (it is emptied on every run). */
const SHOTS = process.env.DEMO_SHOTS_DIR ?? '/tmp/demo27';
const REASON = 'Late for round #2 · Llegó tarde a la jornada #2';

// Issue 27 on the demo tour a new database starts with (src/server/seed/): the point deduction in
// Liga Bandeja II's table, the rules line of a timed league, the Masters Cup's bracket whose two
// best thirds went through and a player's level, in both languages at a phone's widths and a desktop's.
test('the demo shows a deduction, each format’s rules line and a best-thirds bracket, in English and Spanish', async ({
  page,
}) => {
  test.setTimeout(180_000);
  for (const locale of ['en', 'es'] as const) {
    useTexts(locale);
    await openInLanguage(page, locale);
    for (const width of [360, 390, 1280]) {
      const shot = (name: string) => `${SHOTS}/${name}-${locale}-${width}.png`;
      await page.setViewportSize({ width, height: 800 });

      // Liga Bandeja II (super tie-break decider): the team that lost a point says why.
      await page.goto('/league?clubId=1&leagueId=1');
      const table = page.getByRole('table').first();
      const deduction = table.getByText(t('standings.deduction', { points: 1, reason: REASON }));
      await expect(deduction).toBeVisible();
      await expect(table.getByText(REASON)).toHaveCount(1);
      const rules = page.getByRole('region', { name: t('leagues.rulesLabel') });
      await expect(rules).toContainText(t('leagues.matchTiebreakOne'));
      await expect(rules).toContainText(t('leagues.walkoverCounts', { score: '6–0 6–0' }));
      await deduction.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('standings-deduction') });
      await rules.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('standings-rules') });

      // Bandeja Open I is timed: the time limit and a draw's points, no match tie-break.
      await page.goto('/league?clubId=3&leagueId=7');
      const timedRules = page.getByRole('region', { name: t('leagues.rulesLabel') });
      await expect(timedRules).toContainText(t('leagues.gamesTimed'));
      await expect(timedRules).toContainText(t('leagues.pointsRuleWithDraw', { win: 3, draw: 2, loss: 1 }));
      await expect(timedRules).not.toContainText(t('leagues.matchTiebreakOne'));
      await timedRules.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('timed-rules') });

      // The Masters Cup: three group winners, three runners-up and the two best thirds.
      await page.goto('/league?clubId=1&leagueId=8&tab=playoffs');
      const main = page.locator('main');
      // A phone shows one round of the draw at a time: the quarter-finals hold every qualifier.
      await expect(main.getByText(/\b[ABC][1-3]\b/).first()).toBeVisible();
      const quarterFinals = main.getByRole('tab', { name: t('playoffs.round.quarterFinals') }).first();
      if (await quarterFinals.isVisible()) {
        await quarterFinals.click();
        await expect(quarterFinals).toHaveAttribute('aria-selected', 'true');
      }
      // Each qualifier shows its seed and group position ("7 · C3") wherever it stands in the bracket.
      await expect(main.getByText(/\b[ABC]3\b/).first()).toBeVisible();
      const positions = (await main.innerText()).match(/\b[ABC][1-4]\b/g) ?? [];
      const placed = (rank: string) => new Set(positions.filter((position) => position.endsWith(rank)));
      expect([placed('1').size, placed('2').size, placed('3').size, placed('4').size]).toEqual([3, 3, 2, 0]);
      await main
        .getByText(/\b[ABC]3\b/)
        .first()
        .scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('bracket-best-third') });

      // A demo player's page shows the level their results gave them (docs/ratings.md).
      await page.goto('/player?id=1');
      const rating = page.getByRole('region', { name: t('players.seasons.rating') });
      await expect(rating).toContainText(t('players.seasons.level'));
      await expect(rating).toContainText(/\d[.,]\d/);
      await rating.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('player-level') });
    }
  }
});

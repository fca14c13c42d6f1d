// Screenshots of the entries screens: 360, 390, 1280 px, English and Spanish.
import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:4101';
const OUT = '/tmp/entries29-shots';
const ADMIN = { username: 'admin', password: 'e2e-admin-password' };
const basic = Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64');
const json = async (path, { method = 'GET', token, body } = {}) => {
  const response = await fetch(`${BASE}/api${path}`, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
};
const admin = (await (await fetch(`${BASE}/api/v1/auth/login`, { method: 'POST', headers: { authorization: `Basic ${basic}` } })).json()).token;
const clubs = await json('/v1/clubs');
const club = (clubs.clubs ?? clubs)[0];
const nights = await json(`/v1/clubs/${club.id}/club-nights`);
const night = nights.find((n) => n.name === 'Americano next Friday');
// A player with an account who enters the night and waits on a league's list.
const suffix = Date.now() % 100000;
const player = await json('/v1/admin/players', { method: 'POST', token: admin, body: { firstName: 'Lucía', lastName: `Shot${suffix}` } });
const { url } = await json(`/v1/admin/players/${player.id}/invitation`, { method: 'POST', token: admin });
const username = `shot-${suffix}`;
const joined = await json('/v1/auth/join', { method: 'POST', body: { token: url.split('/join/')[1], username, password: 'shot-password-1' } });
await json('/v1/me/entries', { method: 'POST', token: joined.token, body: { clubNightId: night.id } });
const leagues = await json(`/v1/clubs/${club.id}/leagues`);
const league = (leagues.leagues ?? leagues.items ?? leagues)[0];
await json(`/v1/admin/clubs/${club.id}/leagues/${league.id}/registration`, { method: 'PUT', token: admin, body: { opensAt: new Date(Date.now() - 3600e3).toISOString(), closesAt: new Date(Date.now() + 7 * 86400e3).toISOString(), capacity: 1, mode: 'pairs', minLevel: 2, maxLevel: 5.5 } });
const other = await json('/v1/admin/players', { method: 'POST', token: admin, body: { firstName: 'Marta', lastName: `Pair${suffix}` } });
const otherLink = await json(`/v1/admin/players/${other.id}/invitation`, { method: 'POST', token: admin });
const otherJoined = await json('/v1/auth/join', { method: 'POST', body: { token: otherLink.url.split('/join/')[1], username: `pair-${suffix}`, password: 'shot-password-1' } });
const p3 = await json('/v1/admin/players', { method: 'POST', token: admin, body: { firstName: 'Inés', lastName: `Third${suffix}` } });
const e1 = await json('/v1/me/entries', { method: 'POST', token: otherJoined.token, body: { leagueId: league.id, partnerPlayerId: p3.id } });
await json(`/v1/admin/clubs/${club.id}/leagues/${league.id}/entries/${e1.id}`, { method: 'PUT', token: admin, body: { paid: true } }).catch(() => {});
// Make that pair confirmed by staff? It awaits its partner; the player enters the league alone (free agent) and with a partner.
await json('/v1/me/entries', { method: 'POST', token: joined.token, body: { leagueId: league.id } });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const pages = [
  ['night', `/club-night?club=${club.id}&id=${night.id}`, null],
  ['league', `/league?clubId=${club.id}&leagueId=${league.id}`, 'player'],
  ['me', '/me', 'player'],
  ['admin-night', `/admin/entries?club=${club.id}&night=${night.id}`, 'admin'],
  ['admin-league', `/admin/entries?club=${club.id}&league=${league.id}`, 'admin'],
];
for (const lang of ['en', 'es']) {
  for (const width of [360, 390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, serviceWorkers: 'block' });
    await context.addInitScript((l) => localStorage.setItem('bandeja.locale', l), lang);
    const page = await context.newPage();
    const signedIn = { player: false, admin: false };
    for (const [name, path, who] of pages) {
      if (who === 'player') {
        if (!signedIn.player) {
          signedIn.player = true;
          await page.goto(`${BASE}/login?redirect=${encodeURIComponent(path)}`);
          await page.locator('input[autocomplete="username"]').fill(username);
          await page.locator('input[type="password"]').fill('shot-password-1');
          await page.locator('button[type="submit"]').click();
          await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        } else await page.goto(`${BASE}${path}`);
      } else if (who === 'admin') {
        if (!signedIn.admin) {
          signedIn.admin = true;
          await page.goto(`${BASE}/admin/login?redirect=${encodeURIComponent(path)}`);
          await page.locator('input[autocomplete="username"]').fill(ADMIN.username);
          await page.locator('input[type="password"]').fill(ADMIN.password);
          await page.locator('button[type="submit"]').click();
          await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
        }
        await page.goto(`${BASE}${path}`);
      } else await page.goto(`${BASE}${path}`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${OUT}/${name}-${lang}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log('done');

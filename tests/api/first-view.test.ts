import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_DATA_ID, FIRST_VIEW_TEXTS_FILE, type FirstViewData } from '../../src/shared/first-view.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createLeagueFixture, type LeagueFixture } from './support/fixtures.js';

/**
 * A public page's first view in its HTML (issue 11, docs/performance.md): the page's headings and
 * data in the shell, and its first reads' answers as a JSON script, equal to the API's, escaped,
 * current after a write; the service worker's shell (/index.html) never carries data.
 */

const SHELL =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"><div class="app-shell" aria-busy="true"><header class="site-header">' +
  '<a class="brand" href="/" aria-label="Bandeja, home">Bandeja</a>' +
  '<nav class="site-nav" aria-label="Main"><a class="site-nav__link" href="/#clubs">Clubs</a>' +
  '<a class="site-nav__link" href="/players">Players</a></nav></header>' +
  '<main class="shell-page"><div class="shell-block shell-hero"></div></main></div></div></body></html>';

const TEXTS = {
  en: {
    'ui.navClubs': 'Clubs',
    'clubs.heroEyebrow': 'Bandeja',
    'clubs.heroText': 'Standings of every league.',
    'clubs.clubsHeading': 'Clubs',
    'clubs.viewClub': 'View Club',
    'clubs.pictureAlt': 'Floodlit padel court at {club}',
    'leagues.home': 'Home',
    'players.title': 'Players',
    'players.searchPlaceholder': 'Search players by name...',
  },
  es: { 'ui.navClubs': 'Clubes', 'clubs.clubsHeading': 'Clubes', 'players.title': 'Jugadores' },
};

// Text a club's organiser could type: it must arrive as text, never as markup or the script's end.
const HOSTILE = `Padel </script><img src=x onerror="alert(1)"> & 'Co'`;

let root: string;
let t: TestApp;
let league: LeagueFixture;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'bandeja-first-view-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'images'));
  writeFileSync(join(root, 'index.html'), SHELL);
  writeFileSync(join(root, 'assets', 'index-1.js'), 'console.log(1);');
  writeFileSync(join(root, FIRST_VIEW_TEXTS_FILE.slice(1)), JSON.stringify(TEXTS));
  writeFileSync(join(root, 'images', 'club-night-court.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'images', 'club-placeholder.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ STATIC_DIR: root }, undefined, { serveClient: true });
  league = await createLeagueFixture(t, { groups: 2, teams: 2 });
  const updated = await t.admin({
    method: 'PUT',
    url: `/api/v1/admin/clubs/${league.clubId}/leagues/${league.leagueId}`,
    payload: { name: 'Winter League', description: HOSTILE },
  });
  expect(updated.statusCode).toBe(200);
  const club = await t.admin({ method: 'PUT', url: `/api/v1/admin/clubs/${league.clubId}`, payload: { name: HOSTILE } });
  expect(club.statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The answers of the page's JSON script, read as a browser reads the element's text. */
function answersOf(html: string): FirstViewData['answers'] {
  const match = new RegExp(`<script type="application/json" id="${FIRST_VIEW_DATA_ID}">([^<]*)</script>`).exec(html);
  expect(match).not.toBeNull();
  return (JSON.parse(match?.[1] ?? '{}') as FirstViewData).answers;
}

describe('the first view in the HTML', () => {
  it("sends home's clubs as the API answers them, and draws them in the shell", async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const answers = answersOf(response.body);
    const clubs = '/api/v1/clubs?page=1&pageSize=6';
    expect(answers[clubs]).toEqual((await page(clubs)).json());
    expect(answers['/api/v1/meta']).toEqual((await page('/api/v1/meta')).json());
    expect(response.body).toContain('<h2 class="fv-section__title" id="clubs-title">Clubs</h2>');
    expect(response.body).not.toContain('class="shell-page"');
  });

  it('escapes text from the database in the markup and in the JSON script', async () => {
    const html = (await page('/')).body;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('</script><img');
    expect(html).toContain('Padel &#60;/script&#62;&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; &#39;Co&#39;');
    // Exactly one script element ends: the data cannot close it early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const answers = answersOf(html);
    const clubs = answers['/api/v1/clubs?page=1&pageSize=6'] as { clubs: { name: string }[] };
    expect(clubs.clubs.map((club) => club.name)).toContain(HOSTILE);
  });

  it("sends the league page's first reads, and its standings, equal to the API; no bracket for a league without playoffs", async () => {
    const response = await page(`/league?clubId=${league.clubId}&leagueId=${league.leagueId}`);
    const answers = answersOf(response.body);
    const base = league.leaguePath;
    const reads = [
      base,
      `/api/v1/clubs/${league.clubId}`,
      `${base}/groups?page=1&pageSize=20`,
      `${base}/rounds?page=1&pageSize=100&status=active`,
      `${base}/groups/${league.groups[0]?.id}/standings`,
      '/api/v1/meta',
    ];
    expect(Object.keys(answers).sort()).toEqual([...reads].sort());
    for (const read of reads) expect(answers[read]).toEqual((await page(read)).json());
    expect(answers[base]).toMatchObject({ hasPlayoffs: false });
    expect(response.body).toContain('<h1 class="fv-title__text">Winter League</h1>');
    expect(response.body).toContain('<p class="fv-lead">Padel &#60;/script&#62;');
  });

  it('changes after a write: new data, a new ETag, and no 304 for the old copy', async () => {
    const before = await page('/');
    const etag = String(before.headers.etag);
    expect((await page('/', { 'if-none-match': etag })).statusCode).toBe(304);
    const renamed = await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: 'Club Nuevo' } });
    expect(renamed.statusCode).toBe(201);
    const after = await page('/', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const clubs = answersOf(after.body)['/api/v1/clubs?page=1&pageSize=6'];
    expect(clubs).toEqual((await page('/api/v1/clubs?page=1&pageSize=6')).json());
    expect(JSON.stringify(clubs)).toContain('Club Nuevo');
  });

  it("speaks the browser's language, and says the page varies by it", async () => {
    const response = await page('/players', { 'accept-language': 'es-AR,es;q=0.9,en;q=0.5' });
    expect(response.body).toContain('<html lang="es"');
    expect(response.body).toContain('>Jugadores</h1>');
    expect(response.body).toContain('href="/#clubs">Clubes<');
    expect(response.headers.vary).toMatch(/accept-language/);
    expect((await page('/players')).body).toContain('>Players</h1>');
  });

  it('leaves /index.html, the shell the service worker keeps for offline use, without data', async () => {
    const response = await page('/index.html');
    expect(response.body).toBe(SHELL);
    expect(response.body).not.toContain(FIRST_VIEW_DATA_ID);
  });

  it('serves the plain shell where a page has no first view (another route, a league that is not there)', async () => {
    expect((await page('/admin')).body).toBe(SHELL);
    const missing = await page(`/league?clubId=${league.clubId}&leagueId=999999`);
    expect(missing.body).toBe(SHELL);
  });
});

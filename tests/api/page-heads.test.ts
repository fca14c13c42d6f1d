import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_TEXTS_FILE } from '../../src/shared/first-view.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createLeagueFixture, nameOfTeam, type LeagueFixture } from './support/fixtures.js';
import en from '../../src/client/i18n/locales/en.json' with { type: 'json' };
import es from '../../src/client/i18n/locales/es.json' with { type: 'json' };

/**
 * Every public page's head in its first HTML (docs/performance.md, "First view in the HTML"): its
 * title (the one the client sets too), description, Open Graph and Twitter card tags, in the
 * request's language, every value escaped; a page whose subject is unknown keeps the default head.
 */

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Standings, schedules and results of your padel league." />' +
  '<title>Padel Tour</title><script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"><div class="app-shell" aria-busy="true"><header class="site-header">' +
  '<a class="brand" href="/" aria-label="Bandeja, home">Bandeja</a>' +
  '<nav class="site-nav" aria-label="Main"><a class="site-nav__link" href="/#clubs">Clubs</a>' +
  '<a class="site-nav__link" href="/players">Players</a></nav></header>' +
  '<main class="shell-page"><div class="shell-block shell-hero"></div></main></div></div></body></html>';

/** The catalogues' texts the server writes, as the build copies them (scripts/vite-catalogs.ts). */
const pick = (catalogue: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalogue).filter(([key]) => key.startsWith('meta.') || key === 'leagues.fallbackName' || key === 'players.title'));
const TEXTS = { en: pick(en), es: pick(es) };

const HOSTILE = `<script>alert(1)</script> & "quotes"`;
const ORIGIN = 'https://padel.example.org';

let root: string;
let t: TestApp;
let league: LeagueFixture;
let playerId: number;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'bandeja-page-heads-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'icons'));
  writeFileSync(join(root, 'index.html'), SHELL);
  writeFileSync(join(root, 'assets', 'index-1.js'), 'console.log(1);');
  writeFileSync(join(root, 'icons', 'icon-512.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(root, FIRST_VIEW_TEXTS_FILE.slice(1)), JSON.stringify(TEXTS));
  t = await createTestApp({ STATIC_DIR: root, PUBLIC_URL: ORIGIN }, undefined, { serveClient: true });
  league = await createLeagueFixture(t, { groups: 1, teams: 2 });
  expect((await t.admin({ method: 'PUT', url: `/api/v1/admin/clubs/${league.clubId}`, payload: { name: HOSTILE } })).statusCode).toBe(200);
  const renamed = await t.admin({ method: 'PUT', url: league.adminLeaguePath, payload: { name: `Winter ${HOSTILE}` } });
  expect(renamed.statusCode).toBe(200);
  const team = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${league.teamIds[0]}` });
  playerId = team.json<{ player1Id: number }>().player1Id;
});

afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

interface Head {
  raw: string;
  title: string | undefined;
  titles: number;
  meta: Record<string, string>;
}

/** The page's head as a browser reads it: one title, and each meta tag's content by its name or property. */
async function headOf(url: string, language = 'en'): Promise<Head> {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  expect(response.statusCode).toBe(200);
  const raw = /<head>([\s\S]*)<\/head>/.exec(response.body)?.[1] ?? '';
  const titles = [...raw.matchAll(/<title>([\s\S]*?)<\/title>/g)];
  const meta: Record<string, string> = {};
  for (const [, , name, content] of raw.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)) meta[name ?? ''] = unescape(content ?? '');
  return { raw, title: titles[0]?.[1] === undefined ? undefined : unescape(titles[0][1]), titles: titles.length, meta };
}

const SHARED_TAGS = ['description', 'og:title', 'og:description', 'og:type', 'og:url', 'og:image', 'twitter:card'];

describe('the head of each public page', () => {
  it('home: the tour name, its description, the icon as an absolute image', async () => {
    const head = await headOf('/');
    expect(head.titles).toBe(1);
    expect(head.title).toBe('Padel Tour');
    expect(head.meta).toMatchObject({
      description: 'Standings, schedules and results of every league of Padel Tour.',
      'og:title': 'Padel Tour',
      'og:type': 'website',
      'og:url': `${ORIGIN}/`,
      'og:image': `${ORIGIN}/icons/icon-512.png`,
      'twitter:card': 'summary',
    });
  });

  it('club: its name escaped in every tag, never as markup', async () => {
    const head = await headOf(`/club?id=${league.clubId}`);
    expect(head.title).toBe(`${HOSTILE} | Padel Tour`);
    expect(head.meta).toMatchObject({
      'og:title': HOSTILE,
      description: `Leagues, standings and results at ${HOSTILE}.`,
      'og:url': `${ORIGIN}/club?id=${league.clubId}`,
    });
    expect(head.raw).not.toContain('<script>alert(1)');
    expect(head.raw).not.toContain('"quotes"');
    for (const tag of SHARED_TAGS) expect(head.meta[tag], tag).toBeTruthy();
  });

  it('league: its name and club, in Spanish for a Spanish browser', async () => {
    const head = await headOf(`${'/league'}?clubId=${league.clubId}&leagueId=${league.leagueId}`, 'es-ES,es;q=0.9');
    expect(head.title).toBe(`Winter ${HOSTILE} | Padel Tour`);
    expect(head.meta).toMatchObject({
      description: `Clasificación, calendario y resultados de Winter ${HOSTILE} en ${HOSTILE}.`,
      'og:url': `${ORIGIN}/league?clubId=${league.clubId}&leagueId=${league.leagueId}`,
      'og:locale': 'es_ES',
    });
    expect(head.raw).not.toContain('<script>alert(1)');
  });

  it('player and team: their names', async () => {
    const player = await headOf(`/player?id=${playerId}`);
    const team = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${league.teamIds[0]}` });
    const { firstName, lastName } = team.json<{ player1: { firstName: string; lastName: string } }>().player1;
    expect(player.title).toBe(`${firstName} ${lastName} | Padel Tour`);
    expect(player.meta).toMatchObject({ 'og:type': 'profile', description: `${firstName} ${lastName}: statistics, rating and seasons.` });

    const teamHead = await headOf(`/team?id=${league.teamIds[0]}`, 'es');
    expect(teamHead.title).toBe(`${nameOfTeam(league.teamIds[0]!)} | Padel Tour`);
    expect(teamHead.meta).toMatchObject({
      description: `${nameOfTeam(league.teamIds[0]!)}: jugadores, balance y partidos.`,
      'og:url': `${ORIGIN}/team?id=${league.teamIds[0]}`,
    });
    for (const tag of SHARED_TAGS) expect(teamHead.meta[tag], tag).toBeTruthy();
  });

  it.each(['/club?id=999999', '/league?clubId=1&leagueId=999999', '/player?id=999999', '/team?id=999999', '/no-such-page'])(
    'an unknown page (%s) keeps the default head',
    async (url) => {
      const head = await headOf(url);
      expect(head.title).toBe('Padel Tour');
      expect(head.meta.description).toBe('Standings, schedules and results of your padel league.');
      expect(head.meta['og:title']).toBeUndefined();
    },
  );
});

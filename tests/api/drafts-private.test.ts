import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_TEXTS_FILE } from '../../src/shared/first-view.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createOrganiser, createPlayerAccount, playersOfTeam } from './support/accounts.js';
import { addMatch, addRound, createLeagueFixture, type LeagueFixture, type RoundFixture } from './support/fixtures.js';
import { createPlayedLeague, matchesOf, type PlayoffBody, type PlayoffLeague } from './support/playoff-league.js';
import { concreteUrl, routeTable } from './support/route-table.js';

/**
 * Drafts are private (docs/rules.md, "Drafts are private"): an inactive league and an inactive
 * round, and everything under them, are seen by the administrator and the club's organisers only.
 * Every public GET of the router's own table is asked by every kind of reader, with the draft's ids
 * in its path where it takes them: a read path added later is covered without touching this file.
 *
 * Two clubs of one organiser. `open` is a public league, with a public round (a played match) and
 * a draft round (a played match too, between two other teams of the same group). `draft`, in the
 * other club, is an inactive league, played out with playoffs, linked as the season after `open`.
 */
let t: TestApp;
let root: string;
let open: LeagueFixture;
let draftRound: RoundFixture;
let draft: PlayoffLeague;
let otherClubId: number;

/** What no public reader may ever see. */
const hidden = { leagues: new Set<number>(), rounds: new Set<number>(), matches: new Set<number>(), groups: new Set<number>() };
/** Every draft's names and texts carry this, so a leak by name is found as surely as one by id. */
const SECRET = 'Zqx-secret';

/** The players and teams whose pages are read: each plays in a draft. */
let subjects: { playerId: number; teamId: number; groupId: number }[] = [];
let readers: Record<'visitor' | 'badToken' | 'player' | 'otherOrganiser' | 'ownOrganiser' | 'admin', Record<string, string>>;
const PUBLIC_READERS = ['visitor', 'badToken', 'player', 'otherOrganiser'] as const;
const STAFF_READERS = ['admin', 'ownOrganiser'] as const;

async function admin(method: 'PUT' | 'POST', url: string, payload: object) {
  const response = await t.admin({ method, url, payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
  return response.json<Record<string, unknown>>();
}

const roundBody = (name: string, status: 'active' | 'inactive', date = '2026-03-09') => ({
  name,
  date,
  start_hour: 9,
  end_hour: 14,
  court_number: 4,
  status,
});

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'bandeja-drafts-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="en"><body><main class="shell-page"></main></body></html>');
  writeFileSync(join(root, FIRST_VIEW_TEXTS_FILE.slice(1)), JSON.stringify({ en: { 'leagues.home': 'Home' } }));
  t = await createTestApp({ STATIC_DIR: root }, undefined, { serveClient: true });

  open = await createLeagueFixture(t, { teams: 4, courts: 4, hours: [9, 14] });
  const [a, b, c, d] = open.teamIds as [number, number, number, number];
  const won = { team1Results: [6, 6], team2Results: [2, 3] };
  await addMatch(t, open.round, { team1Id: a, team2Id: b, courtNumber: 1, startTime: 9, ...won });
  draftRound = await addRound(t, open, { courts: 4, hours: [9, 14], date: '2026-03-09' });
  hidden.rounds.add(draftRound.id);
  hidden.matches.add((await addMatch(t, draftRound, { team1Id: c, team2Id: d, courtNumber: 1, startTime: 9, ...won })).id);
  await admin('PUT', draftRound.adminPath, roundBody(`${SECRET} round`, 'inactive'));

  draft = await createPlayedLeague(t, { groups: 1, teams: 2 });
  await admin('POST', `${draft.adminLeaguePath}/playoffs`, { qualifiersPerGroup: 2, thirdPlaceMatch: false, consolation: false, roundId: draft.finalDay.id });
  const playoff = (await t.admin({ method: 'GET', url: `${draft.leaguePath}/playoffs` })).json<PlayoffBody>();
  for (const match of matchesOf(playoff)) if (match.id !== null) hidden.matches.add(match.id);
  await admin('PUT', draft.adminLeaguePath, { name: `${SECRET} league`, description: `${SECRET} text`, rules: `${SECRET} rules`, status: 'inactive' });
  hidden.leagues.add(draft.leagueId);
  for (const group of draft.groups) hidden.groups.add(group.id);
  const rounds = await t.db.selectFrom('rounds').select('id').where('league_id', '=', draft.leagueId).execute();
  for (const round of rounds) hidden.rounds.add(round.id);
  const matches = await t.db.selectFrom('matches').select('id').where('round_id', 'in', [...hidden.rounds]).execute();
  for (const match of matches) hidden.matches.add(match.id);
  // The draft is the season after the open league (docs/seasons.md): the link must not show it.
  await t.db.updateTable('leagues').set({ next_league_id: draft.leagueId }).where('id', '=', open.leagueId).execute();
  await t.db.updateTable('leagues').set({ previous_league_id: open.leagueId }).where('id', '=', draft.leagueId).execute();

  // Team c plays the draft round; the draft league's first team plays there too.
  subjects = [
    { playerId: (await playersOfTeam(t, c))[0], teamId: c, groupId: open.groups[0]!.id },
    { playerId: (await playersOfTeam(t, draft.teamIds[0]!))[0], teamId: draft.teamIds[0]!, groupId: draft.groups[0]!.id },
  ];

  otherClubId = (await admin('POST', '/api/v1/admin/clubs', { name: 'Another club' })).id as number;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  readers = {
    visitor: {},
    badToken: bearer('not-a-real-token'),
    player: bearer(await createPlayerAccount(t, subjects[0]!.playerId, 'drafts-player')),
    otherOrganiser: bearer((await createOrganiser(t, 'drafts-other-organiser', [otherClubId])).token),
    ownOrganiser: bearer((await createOrganiser(t, 'drafts-own-organiser', [open.clubId, draft.clubId])).token),
    admin: bearer(await t.login()),
  };
});

afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A path to ask, and whether it names a draft (so it is 404 to the public, 200 to the club's staff). */
interface Ask {
  url: string;
  namesDraft: boolean;
}

/** Lists read with the filters that could reach a draft; every other route is asked as it is. */
const QUERIES: Record<string, string[]> = {
  '/api/v1/clubs/:clubId/leagues': ['', '?status=inactive', '?pageSize=100'],
  '/api/v1/clubs/:clubId/leagues/:leagueId/rounds': ['', '?status=inactive', '?pageSize=100'],
  '/api/v1/players': ['?pageSize=100', '?search=Left'],
  '/api/v1/teams': ['?pageSize=100'],
};

/**
 * Every public GET of the router, with each way of filling its ids: under the draft league (its
 * group and a round of it), under the open league with its draft round, and under the open league
 * with its public round; players and teams who play in drafts.
 */
function asks(): Ask[] {
  const guarded = new Set(t.app.adminRoutes.map(({ url }) => url));
  const routes = routeTable(t.app)
    .filter(({ method, url }) => method === 'GET' && url.startsWith('/api/') && !guarded.has(url))
    .map(({ url }) => url);
  const places = [
    { clubId: draft.clubId, leagueId: draft.leagueId, groupId: draft.groups[0]!.id, roundId: draft.finalDay.id, draftLeague: true },
    { clubId: open.clubId, leagueId: open.leagueId, groupId: open.groups[0]!.id, roundId: draftRound.id, draftLeague: false },
    { clubId: open.clubId, leagueId: open.leagueId, groupId: open.groups[0]!.id, roundId: open.round.id, draftLeague: false },
  ];
  const found: Ask[] = [];
  for (const route of routes) {
    const queries = QUERIES[route] ?? [''];
    for (const { draftLeague, ...place } of places) {
      for (const subject of subjects) {
        const ids: Record<string, number | string> = { ...place, playerId: subject.playerId, teamId: subject.teamId, token: 'no-such-token' };
        const path = concreteUrl(route, (name) => String(ids[name] ?? 1));
        // The one public read that names a group in its query: the group is the subject's.
        const extra = route.endsWith('/available-opponents') ? [`?groupId=${subject.groupId}`] : queries;
        const namesDraft =
          (route.includes(':leagueId') && draftLeague) ||
          (route.includes(':roundId') && hidden.rounds.has(place.roundId)) ||
          (route.endsWith('/available-opponents') && hidden.groups.has(subject.groupId));
        for (const query of extra) found.push({ url: path + query, namesDraft });
      }
    }
  }
  const unique = new Map(found.map((ask) => [ask.url, ask]));
  return [...unique.values()];
}

type Kind = keyof typeof hidden;
/** What an object's `id` is, by the key it is found under. */
const KIND_OF_LIST: Record<string, Kind> = {
  leagues: 'leagues',
  rounds: 'rounds',
  groups: 'groups',
  matches: 'matches',
  upcoming: 'matches',
  recent: 'matches',
  toConfirm: 'matches',
};
/** What a key names wherever it is found. */
const KIND_OF_KEY: Record<string, Kind> = {
  leagueId: 'leagues',
  previousLeagueId: 'leagues',
  nextLeagueId: 'leagues',
  roundId: 'rounds',
  matchId: 'matches',
  groupId: 'groups',
};

/** Every draft found in an answer body, JSON or iCalendar: `rounds 12`, or `a draft's text`. */
function draftsIn(body: string): string[] {
  const found = new Set<string>();
  if (body.includes(SECRET)) found.add("a draft's text");
  const check = (kind: Kind | undefined, value: unknown) => {
    if (kind && typeof value === 'number' && hidden[kind].has(value)) found.add(`${kind} ${value}`);
  };
  for (const [, id] of body.matchAll(/UID:match-(\d+)@/g)) check('matches', Number(id));
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [...found];
  }
  const walk = (value: unknown, under: string | null) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, under);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (under !== null) check(KIND_OF_LIST[under], record.id);
    for (const [key, child] of Object.entries(record)) {
      check(KIND_OF_KEY[key], child);
      walk(child, key);
    }
  };
  walk(json, null);
  return [...found];
}

const read = (url: string, reader: keyof typeof readers) => t.app.inject({ method: 'GET', url, headers: readers[reader] });

describe('drafts are private on every public read', () => {
  it('asks every public read of the route table, the draft ids in the path of each that takes them', () => {
    const all = asks();
    expect(all.filter((ask) => ask.namesDraft).length).toBeGreaterThan(15);
    expect(all.some((ask) => ask.url.endsWith('/calendar.ics'))).toBe(true);
    // A renamed list route would silently lose its draft-reaching filters.
    const routes = new Set(routeTable(t.app).map(({ url }) => url));
    expect(Object.keys(QUERIES).filter((route) => !routes.has(route))).toEqual([]);
  });

  it.each(PUBLIC_READERS)('%s: 404 for every path naming a draft, and no draft in any answer', async (reader) => {
    const problems: string[] = [];
    for (const ask of asks()) {
      const response = await read(ask.url, reader);
      if (ask.namesDraft && response.statusCode !== 404) problems.push(`${ask.url}: ${response.statusCode}, not 404`);
      expect(response.statusCode, ask.url).toBeLessThan(500);
      for (const leak of draftsIn(response.body)) problems.push(`${ask.url}: ${leak}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(STAFF_READERS)("%s: every path naming the club's drafts answers, and every draft is seen", async (reader) => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const ask of asks()) {
      const response = await read(ask.url, reader);
      if (ask.namesDraft && response.statusCode !== 200) problems.push(`${ask.url}: ${response.statusCode}, not 200`);
      for (const draftSeen of draftsIn(response.body)) seen.add(draftSeen);
    }
    expect(problems).toEqual([]);
    const everyDraft = (Object.keys(hidden) as Kind[]).flatMap((kind) => [...hidden[kind]].map((id) => `${kind} ${id}`));
    expect(everyDraft.filter((draftId) => !seen.has(draftId))).toEqual([]);
    expect(seen.has("a draft's text")).toBe(true);
  });

  it("a player's own matches leave out matches of drafts", async () => {
    const response = await read('/api/v1/me/matches', 'player');
    expect(response.statusCode).toBe(200);
    expect(draftsIn(response.body)).toEqual([]);
  });

  it("counts a draft's results only for the club's staff: standings, statistics, history; never in ratings", async () => {
    const [, , c] = open.teamIds as [number, number, number];
    const playerId = subjects[0]!.playerId;
    const standings = `${open.leaguePath}/groups/${open.groups[0]!.id}/standings`;
    const playedBy = (body: string) => JSON.parse(body).standings.find((row: { teamId: number }) => row.teamId === c).matchesPlayed;
    for (const reader of PUBLIC_READERS) {
      expect(playedBy((await read(standings, reader)).body), reader).toBe(0);
      expect((await read(`/api/v1/players/${playerId}/statistics`, reader)).json(), reader).toMatchObject({ matchesPlayed: 0 });
      expect((await read(`/api/v1/players/${playerId}`, reader)).json(), reader).toMatchObject({ matchesPlayed: 0 });
      expect((await read(`/api/v1/players/${playerId}/history`, reader)).json(), reader).toMatchObject({ seasons: [{ played: 0 }] });
    }
    for (const reader of STAFF_READERS) {
      expect(playedBy((await read(standings, reader)).body), reader).toBe(1);
      expect((await read(`/api/v1/players/${playerId}/statistics`, reader)).json(), reader).toMatchObject({ matchesPlayed: 1, matchesWon: 1 });
      expect((await read(`/api/v1/players/${playerId}/history`, reader)).json(), reader).toMatchObject({ seasons: [{ played: 1, won: 1 }] });
      // A rating is one public figure: a draft's result moves it for no one until it is shown.
      expect((await read(`/api/v1/players/${playerId}/rating`, reader)).json(), reader).toMatchObject({ history: [] });
    }
  });

  it('tells caches that a public answer depends on who asks', async () => {
    for (const url of [`/api/v1/clubs/${open.clubId}/leagues`, `${open.leaguePath}/rounds`, `/api/v1/teams/${subjects[0]!.teamId}/calendar.ics`]) {
      expect((await read(url, 'visitor')).headers.vary, url).toMatch(/authorization/i);
    }
  });
});

describe('the public read cache', () => {
  it('keeps no draft, and never answers a signed-in reader from it', async () => {
    const urls = asks().map((ask) => ask.url);
    for (const url of urls) await read(url, 'visitor');
    // The second time round, a visitor's 200s come from the cache: still without a draft.
    let hits = 0;
    for (const url of urls) {
      const response = await read(url, 'visitor');
      if (response.headers['x-read-cache'] === 'hit') hits += 1;
      expect(draftsIn(response.body), url).toEqual([]);
      const staff = await read(url, 'admin');
      expect(staff.headers['x-read-cache'], url).toBeUndefined();
    }
    expect(hits).toBeGreaterThan(10);
  });

  it('stops answering a league from memory once it becomes a draft', async () => {
    const url = open.leaguePath;
    await read(url, 'visitor');
    expect((await read(url, 'visitor')).headers['x-read-cache']).toBe('hit');
    await admin('PUT', open.adminLeaguePath, { name: 'Open league', status: 'inactive' });
    try {
      expect((await read(url, 'visitor')).statusCode).toBe(404);
      expect((await read(`/api/v1/clubs/${open.clubId}/leagues`, 'visitor')).json()).toMatchObject({ leagues: [], total: 0 });
      expect((await read(url, 'admin')).statusCode).toBe(200);
    } finally {
      await admin('PUT', open.adminLeaguePath, { name: 'Open league', status: 'active' });
    }
  });
});

describe('the first view written into the HTML', () => {
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it("carries no draft league: the page of one is the plain shell", async () => {
    const response = await page(`/league?clubId=${draft.clubId}&leagueId=${draft.leagueId}`);
    expect(response.statusCode).toBe(200);
    expect(draftsIn(response.body)).toEqual([]);
    expect(response.body).not.toContain(`leagues/${draft.leagueId}`);
  });

  it("carries no draft round, nor the draft season's link, on a public league's page", async () => {
    const response = await page(`/league?clubId=${open.clubId}&leagueId=${open.leagueId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`leagues/${open.leagueId}`);
    const data = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(data).not.toBe('');
    expect(draftsIn(data)).toEqual([]);
    expect(draftsIn(response.body)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createOrganiser } from './support/accounts.js';
import { createLeagueFixture } from './support/fixtures.js';
import { createNight } from './support/club-night-fixture.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type {
  EntryCreated,
  EntryList,
  EntryListState,
  EntryTeamsResult,
  MyEntries,
} from '../../src/shared/schemas/entries.js';
import type { ClubNight } from '../../src/shared/schemas/club-night.js';

/*
 * Entries (docs/entries.md) on a real database, SQLite or PostgreSQL (API_TEST_DB): places are
 * counted under the list's lock, so a race for the last places gives exactly the capacity; the
 * waiting list keeps arrival order and moves up in it; refusals name their reason.
 */

let t: TestApp;
let counter = 0;
const HOUR = 3_600_000;

interface Player {
  id: number;
  token: string;
}

beforeAll(async () => {
  t = await createTestApp({ OPEN_SIGNUP: 'true' });
});
afterAll(() => t.close());

async function signUp(firstName = 'Entrant'): Promise<Player> {
  counter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: {
      firstName,
      lastName: `Number${counter}`,
      username: `entrant-${counter}`,
      password: 'entrant-password-1',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const token = response.json<{ token: string }>().token;
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
  return { id: me.json<{ playerId: number }>().playerId, token };
}

const as = (player: Player) => ({ authorization: `Bearer ${player.token}` });

function registration(overrides: Record<string, unknown> = {}) {
  return {
    opensAt: new Date(Date.now() - HOUR).toISOString(),
    closesAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    capacity: 16,
    mode: 'pairs',
    ...overrides,
  };
}

async function openLeague(overrides: Record<string, unknown> = {}, groups = 1) {
  const f = await createLeagueFixture(t, { teams: 0, groups });
  const opened = await t.admin({
    method: 'PUT',
    url: `${f.adminLeaguePath}/registration`,
    payload: registration(overrides),
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return f;
}

const enter = (player: Player, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/me/entries', headers: as(player), payload: body });
const created = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EntryCreated>();
};
const listOf = async (adminPath: string) => {
  const response = await t.admin({ method: 'GET', url: `${adminPath}/entries` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EntryList>();
};

describe('sign-up', () => {
  it('is closed unless the tour opens it', async () => {
    const closed = await createTestApp({}, t.database);
    try {
      const response = await closed.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: { firstName: 'Shut', lastName: 'Out', username: 'shut-out', password: 'entrant-password-1' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'SIGNUP_CLOSED', error: expect.stringContaining('invitation') });
      // The client learns it from the tour's facts, and shows no way to sign up.
      const meta = await closed.app.inject({ method: 'GET', url: '/api/v1/meta' });
      expect(meta.json()).toEqual({ tourName: expect.any(String), signupOpen: false });
    } finally {
      await closed.app.close();
    }
  });

  it('makes a player with a player session, and refuses a taken name', async () => {
    const player = await signUp('Nuria');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: as(player) });
    expect(me.json()).toMatchObject({ role: 'player', playerId: player.id });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { firstName: 'Other', lastName: 'One', username: `ENTRANT-${counter}`, password: 'entrant-password-1' },
    });
    expect(again.statusCode).toBe(409);
    // The refusal names the field, so the form shows it under the username box.
    expect(again.json()).toMatchObject({ code: 'CONFLICT', details: [{ field: 'username' }] });
    const meta = await t.app.inject({ method: 'GET', url: '/api/v1/meta' });
    expect(meta.json()).toMatchObject({ signupOpen: true });
  });

  it('is rate limited per address like sign-in', async () => {
    const limited = await createTestApp({ OPEN_SIGNUP: 'true', LOGIN_RATE_LIMIT: '2' }, t.database);
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signup',
          payload: { nonsense: true },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await limited.app.close();
    }
  });
});

describe('a race for the places', () => {
  it(
    '30 players for 16 places: exactly 16 confirmed, the rest waiting in arrival order',
    { timeout: 120_000 },
    async () => {
      const f = await openLeague({ mode: 'pairs', capacity: 8 });
      // Pairs: 8 places. And a night of individuals with 16 places, raced by 30 players.
      const night = await createNight(t, f.clubId, { players: [], openEntries: true });
      const nightPath = `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}`;
      expect(
        (
          await t.admin({
            method: 'PUT',
            url: `${nightPath}/registration`,
            payload: registration({ mode: 'individuals', capacity: 16 }),
          })
        ).statusCode,
      ).toBe(200);

      const players: Player[] = [];
      for (let i = 0; i < 30; i++) players.push(await signUp());
      const answers = (await Promise.all(players.map((player) => enter(player, { clubNightId: night.id })))).map(
        created,
      );
      expect(answers.filter((answer) => answer.status === 'confirmed')).toHaveLength(16);
      const waiting = answers.filter((answer) => answer.status === 'waiting');
      expect(waiting).toHaveLength(14);
      expect(waiting.map((answer) => answer.position).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: 14 }, (_, i) => i + 1),
      );

      const list = await listOf(nightPath);
      expect(list.state).toMatchObject({ confirmed: 16, waiting: 14, placesLeft: 0, window: 'open' });
      const confirmedIds = list.entries.filter((entry) => entry.status === 'confirmed').map((entry) => entry.id);
      const waitingInOrder = list.entries.filter((entry) => entry.status === 'waiting');
      // Arrival order: each place was taken under the lock, so every confirmed entry came before every waiting one, and the waiting list is in id order.
      expect(Math.max(...confirmedIds)).toBeLessThan(Math.min(...waitingInOrder.map((entry) => entry.id)));
      expect(waitingInOrder.map((entry) => entry.id)).toEqual(
        [...waitingInOrder.map((entry) => entry.id)].sort((a, b) => a - b),
      );
      expect(waitingInOrder.map((entry) => entry.position)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
      // Each answer's position is its place in that order.
      for (const answer of waiting) expect(waitingInOrder[answer.position! - 1]!.id).toBe(answer.id);

      // The same race for pairs: 15 pairs accept at once for 8 places.
      const pairs: [Player, Player][] = [];
      for (let i = 0; i < 15; i++) pairs.push([players[2 * i]!, players[2 * i + 1]!]);
      const asked = [];
      for (const [first, second] of pairs)
        asked.push({
          entry: created(await enter(first, { leagueId: f.leagueId, partnerPlayerId: second.id })),
          partner: second,
        });
      expect(asked.every(({ entry }) => entry.status === 'awaitingPartner')).toBe(true);
      const accepted = await Promise.all(
        asked.map(({ entry, partner }) =>
          t.app.inject({ method: 'POST', url: `/api/v1/me/entries/${entry.id}/accept`, headers: as(partner) }),
        ),
      );
      expect(accepted.map((response) => response.statusCode)).toEqual(Array(15).fill(200));
      const statuses = accepted.map((response) => response.json<EntryCreated>().status);
      expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(8);
      expect(statuses.filter((status) => status === 'waiting')).toHaveLength(7);
    },
  );
});

describe('withdrawals', () => {
  it('move the waiting list up in order, and the one who moved up reads it on /me', async () => {
    const f = await createLeagueFixture(t, { teams: 0 });
    const night = await createNight(t, f.clubId, { players: [], openEntries: true });
    const nightPath = `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}`;
    await t.admin({
      method: 'PUT',
      url: `${nightPath}/registration`,
      payload: registration({ mode: 'individuals', capacity: 2 }),
    });
    const players: Player[] = [];
    for (let i = 0; i < 5; i++) players.push(await signUp());
    const entries: EntryCreated[] = [];
    for (const player of players) entries.push(created(await enter(player, { clubNightId: night.id })));
    expect(entries.map((entry) => entry.status)).toEqual(['confirmed', 'confirmed', 'waiting', 'waiting', 'waiting']);
    expect(entries.map((entry) => entry.position)).toEqual([undefined, undefined, 1, 2, 3]);

    // A waiting player leaving moves nobody up; the rest close ranks.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/me/entries/${entries[3]!.id}`, headers: as(players[3]!) }))
        .statusCode,
    ).toBe(204);
    // A confirmed player leaving: the first waiting moves up.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/me/entries/${entries[0]!.id}`, headers: as(players[0]!) }))
        .statusCode,
    ).toBe(204);
    let list = await listOf(nightPath);
    const statusOf = (id: number) => list.entries.find((entry) => entry.id === id);
    expect(statusOf(entries[2]!.id)).toMatchObject({ status: 'confirmed', promotedAt: expect.any(String) });
    expect(statusOf(entries[4]!.id)).toMatchObject({ status: 'waiting', position: 1 });
    expect(statusOf(entries[0]!.id)).toMatchObject({ status: 'withdrawn' });

    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/me/entries', headers: as(players[2]!) });
    expect(mine.json<MyEntries>().entries[0]).toMatchObject({
      status: 'confirmed',
      promotedAt: expect.any(String),
      checkInCode: `bandeja-entry:${entries[2]!.id}`,
    });
    const waitingOne = await t.app.inject({ method: 'GET', url: '/api/v1/me/entries', headers: as(players[4]!) });
    expect(waitingOne.json<MyEntries>().entries[0]).toMatchObject({
      status: 'waiting',
      position: 1,
      list: { clubNightId: night.id },
    });

    // Withdrawn twice: 409; another player's entry: 404.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/me/entries/${entries[0]!.id}`, headers: as(players[0]!) }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/me/entries/${entries[1]!.id}`, headers: as(players[4]!) }))
        .statusCode,
    ).toBe(404);

    // Parallel withdrawals of the two confirmed: each place goes to one waiting entry, never two to one.
    const extra = await signUp();
    created(await enter(extra, { clubNightId: night.id }));
    const both = await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/v1/me/entries/${entries[1]!.id}`, headers: as(players[1]!) }),
      t.app.inject({ method: 'DELETE', url: `/api/v1/me/entries/${entries[2]!.id}`, headers: as(players[2]!) }),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([204, 204]);
    list = await listOf(nightPath);
    expect(list.state).toMatchObject({ confirmed: 2, waiting: 0 });
    expect(
      list.entries
        .filter((entry) => entry.status === 'confirmed')
        .map((entry) => entry.players[0]!.id)
        .sort(),
    ).toEqual([players[4]!.id, extra.id].sort());
  });
});

describe('refusals name their reason', () => {
  it('outside the window, over the level limits, already in', async () => {
    const [a, b, c] = [await signUp(), await signUp(), await signUp()];
    const later = await openLeague({
      opensAt: new Date(Date.now() + HOUR).toISOString(),
      closesAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    const notOpen = await enter(a, { leagueId: later.leagueId });
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json().error).toBe('Entries are not open yet');
    const over = await openLeague({
      opensAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      closesAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect((await enter(a, { leagueId: over.leagueId })).json().error).toBe('Entries have closed');

    // A new player's level is 3.0 (a rating of 1500).
    const strong = await openLeague({ minLevel: 4 });
    const below = await enter(a, { leagueId: strong.leagueId, partnerPlayerId: b.id });
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toMatch(/level \(3\.0\) is below .*4\.0/);
    const weak = await openLeague({ maxLevel: 2.5 });
    expect((await enter(a, { leagueId: weak.leagueId })).json().error).toMatch(/above/);

    const open = await openLeague();
    expect(created(await enter(a, { leagueId: open.leagueId, partnerPlayerId: b.id })).status).toBe('awaitingPartner');
    const again = await enter(a, { leagueId: open.leagueId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You are already on this list');
    const partnerTaken = await enter(c, { leagueId: open.leagueId, partnerPlayerId: b.id });
    expect(partnerTaken.json().error).toBe('Your partner is already on this list');
    // Two parallel entries of one player: one is in, the other refused.
    const d = await signUp();
    const twice = await Promise.all([enter(d, { leagueId: open.leagueId }), enter(d, { leagueId: open.leagueId })]);
    expect(twice.map((response) => response.statusCode).sort()).toEqual([201, 409]);

    // A league without registration; an individuals list named with a partner; a staff account.
    const none = await createLeagueFixture(t, { teams: 0 });
    expect((await enter(a, { leagueId: none.leagueId })).json().error).toBe('This competition does not take entries');
    const organiser = await createOrganiser(t, `entries-organiser-${(counter += 1)}`, [open.clubId]);
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/entries',
      headers: { authorization: `Bearer ${organiser.token}` },
      payload: { leagueId: open.leagueId },
    });
    expect(staff.statusCode).toBe(403);
  });

  it('refuses a registration that closes before it opens, and individuals for a league', async () => {
    const f = await createLeagueFixture(t, { teams: 0 });
    const backwards = await t.admin({
      method: 'PUT',
      url: `${f.adminLeaguePath}/registration`,
      payload: registration({ opensAt: new Date(Date.now() + HOUR).toISOString(), closesAt: new Date().toISOString() }),
    });
    expect(backwards.statusCode).toBe(400);
    expect(
      (
        await t.admin({
          method: 'PUT',
          url: `${f.adminLeaguePath}/registration`,
          payload: registration({ mode: 'individuals' }),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("the organiser's list", () => {
  it('pairs free agents, moves up, marks paid and checked in, and makes teams in groups by level', async () => {
    const f = await openLeague({ capacity: 2 }, 2);
    const players: Player[] = [];
    for (let i = 0; i < 8; i++) players.push(await signUp());
    const pair = async (i: number) => {
      const entry = created(await enter(players[i]!, { leagueId: f.leagueId, partnerPlayerId: players[i + 1]!.id }));
      return (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/me/entries/${entry.id}/accept`,
          headers: as(players[i + 1]!),
        })
      ).json<EntryCreated>();
    };
    const first = await pair(0);
    const second = await pair(2);
    const third = await pair(4);
    expect([first.status, second.status, third.status]).toEqual(['confirmed', 'confirmed', 'waiting']);
    const free1 = created(await enter(players[6]!, { leagueId: f.leagueId }));
    const free2 = created(await enter(players[7]!, { leagueId: f.leagueId }));
    expect([free1.status, free2.status]).toEqual(['freeAgent', 'freeAgent']);
    const paired = await t.admin({
      method: 'POST',
      url: `${f.adminLeaguePath}/entries/pair`,
      payload: { entryIds: [free1.id, free2.id] },
    });
    expect(paired.statusCode, paired.body).toBe(201);
    expect(paired.json()).toMatchObject({
      status: 'waiting',
      position: 2,
      players: [{ id: players[6]!.id }, { id: players[7]!.id }],
    });

    // Move the third pair up past the capacity; mark one paid and checked in (If-Match on the entry's version).
    const up = await t.admin({
      method: 'PUT',
      url: `${f.adminLeaguePath}/entries/${third.id}`,
      payload: { status: 'confirmed' },
    });
    expect(up.json()).toMatchObject({ status: 'confirmed', promotedAt: expect.any(String) });
    const entry = (await listOf(f.adminLeaguePath)).entries.find((e) => e.id === first.id)!;
    const stale = await t.admin({
      method: 'PUT',
      url: `${f.adminLeaguePath}/entries/${first.id}`,
      headers: { 'if-match': `"${entry.version + 1}"` },
      payload: { paid: true },
    });
    expect(stale.statusCode).toBe(412);
    const marked = await t.admin({
      method: 'PUT',
      url: `${f.adminLeaguePath}/entries/${first.id}`,
      headers: { 'if-match': `"${entry.version}"` },
      payload: { paid: true, checkedIn: true },
    });
    expect(marked.json()).toMatchObject({ paid: true, checkedIn: true, version: entry.version + 1 });
    // A check-in sent again (the outbox resending) changes nothing.
    const resent = await t.admin({
      method: 'PUT',
      url: `${f.adminLeaguePath}/entries/${first.id}`,
      payload: { checkedIn: true },
    });
    expect(resent.json()).toMatchObject({ version: entry.version + 1 });

    const teams = await t.admin({ method: 'POST', url: `${f.adminLeaguePath}/entries/teams`, payload: {} });
    expect(teams.statusCode, teams.body).toBe(201);
    const made = teams.json<EntryTeamsResult>().teams;
    expect(made).toHaveLength(3);
    // Three pairs of equal level over two groups: two in the first, one in the second.
    expect(made.filter((team) => team.groupId === f.groups[0]!.id)).toHaveLength(2);
    expect(made.filter((team) => team.groupId === f.groups[1]!.id)).toHaveLength(1);
    const groupTeams = await t.app.inject({
      method: 'GET',
      url: `${f.leaguePath}/groups/${f.groups[1]!.id}/standings`,
    });
    expect(groupTeams.statusCode).toBe(200);
    // Again: the teams are kept, nothing placed twice.
    const again = await t.admin({ method: 'POST', url: `${f.adminLeaguePath}/entries/teams`, payload: {} });
    expect(
      again
        .json<EntryTeamsResult>()
        .teams.map((team) => team.teamId)
        .sort(),
    ).toEqual(made.map((team) => team.teamId).sort());

    // The public state of the list, and the Overview's waiting count.
    const state = await t.app.inject({ method: 'GET', url: `${f.leaguePath}/entries` });
    expect(state.json<EntryListState>()).toMatchObject({ confirmed: 3, waiting: 1, placesLeft: 0 });
    const overview = await t.admin({ method: 'GET', url: '/api/v1/admin/overview' });
    expect(overview.json<{ items: { kind: string; leagueId?: number; count: number }[] }>().items).toContainEqual(
      expect.objectContaining({
        kind: 'entryWaiting',
        leagueId: f.leagueId,
        count: 1,
        href: `/admin/entries?club=${f.clubId}&league=${f.leagueId}`,
      }),
    );
  });

  it('fills a night made with open entries and lays out its rounds', async () => {
    const f = await createLeagueFixture(t, { teams: 0 });
    const night = await createNight(t, f.clubId, { players: [], openEntries: true, format: 'americano' });
    expect(night.players).toEqual([]);
    expect(night.rounds).toEqual([]);
    const nightPath = `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}`;
    await t.admin({
      method: 'PUT',
      url: `${nightPath}/registration`,
      payload: registration({ mode: 'individuals', capacity: 8 }),
    });
    const players: Player[] = [];
    for (let i = 0; i < 5; i++) players.push(await signUp());
    for (const player of players) created(await enter(player, { clubNightId: night.id }));
    const made = await t.admin({ method: 'POST', url: `${nightPath}/entries/teams`, payload: {} });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<EntryTeamsResult>().players.sort()).toEqual(players.map((player) => player.id).sort());
    const filled = (
      await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${f.clubId}/club-nights/${night.id}` })
    ).json<ClubNight>();
    expect(filled.players.map((player) => player.id).sort()).toEqual(players.map((player) => player.id).sort());
    expect(filled.rounds.length).toBeGreaterThan(0);
    // A latecomer after the rounds exist joins as a late arrival.
    const late = await signUp();
    created(await enter(late, { clubNightId: night.id }));
    const again = await t.admin({ method: 'POST', url: `${nightPath}/entries/teams`, payload: {} });
    expect(again.json<EntryTeamsResult>().players).toEqual([late.id]);
  });

  it("takes a night's entries as its format plays: pairs for a Team Americano, individuals otherwise", async () => {
    const f = await createLeagueFixture(t, { teams: 0 });
    for (const [format, takes, refused] of [
      ['teamAmericano', 'pairs', 'individuals'],
      ['americano', 'individuals', 'pairs'],
      ['mexicano', 'individuals', 'pairs'],
    ] as const) {
      const night = await createNight(t, f.clubId, {
        openEntries: true,
        format,
        ...(format === 'teamAmericano' ? {} : { players: [] }),
      });
      const url = `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}/registration`;
      const wrong = await t.admin({ method: 'PUT', url, payload: registration({ mode: refused }) });
      expect(wrong.statusCode, `${format} ${refused}`).toBe(400);
      expect(wrong.json<{ details: { field: string }[] }>().details[0]!.field).toBe('mode');
      const right = await t.admin({ method: 'PUT', url, payload: registration({ mode: takes }) });
      expect(right.statusCode, `${format} ${takes}: ${right.body}`).toBe(200);
    }
  });

  describe('a Team Americano from its entries', () => {
    /** A Team Americano made with open entries (2 courts), a pairs list of `capacity`, and `count` pairs entered and accepted in order. */
    async function teamNight(count: number, capacity = 8) {
      const f = await createLeagueFixture(t, { teams: 0 });
      const night = await createNight(t, f.clubId, { openEntries: true, format: 'teamAmericano' });
      expect(night.teams).toEqual([]);
      expect(night.rounds).toEqual([]);
      const nightPath = `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}`;
      const opened = await t.admin({
        method: 'PUT',
        url: `${nightPath}/registration`,
        payload: registration({ capacity }),
      });
      expect(opened.statusCode, opened.body).toBe(200);
      const pairs: [Player, Player][] = [];
      for (let i = 0; i < count; i++) {
        const pair: [Player, Player] = [await signUp(), await signUp()];
        const entry = created(await enter(pair[0], { clubNightId: night.id, partnerPlayerId: pair[1].id }));
        const accepted = await t.app.inject({
          method: 'POST',
          url: `/api/v1/me/entries/${entry.id}/accept`,
          headers: as(pair[1]),
        });
        expect(accepted.statusCode, accepted.body).toBe(200);
        pairs.push(pair);
      }
      const read = async () =>
        (
          await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${f.clubId}/club-nights/${night.id}` })
        ).json<ClubNight>();
      return { f, night, nightPath, pairs, read };
    }
    const fill = (nightPath: string) => t.admin({ method: 'POST', url: `${nightPath}/entries/teams`, payload: {} });

    it('makes its fixed pairs of the confirmed pairs, in arrival order, and lays out its rounds', async () => {
      const { nightPath, pairs, read } = await teamNight(4, 3);
      const made = await fill(nightPath);
      expect(made.statusCode, made.body).toBe(201);
      const result = made.json<EntryTeamsResult>();
      // Three places: the fourth pair waits and is not on the night.
      expect(result.teams).toHaveLength(3);
      expect(result.teams.every((team) => team.groupId === null)).toBe(true);
      expect(result.players).toEqual(pairs.slice(0, 3).flatMap((pair) => pair.map((player) => player.id)));
      const night = await read();
      expect(night.teams.map((team) => team.players)).toEqual(
        pairs.slice(0, 3).map((pair) => pair.map((player) => player.id)),
      );
      expect(night.teams.map((team) => team.id)).toEqual(result.teams.map((team) => team.teamId));
      // 3 pairs on 2 courts: one match a round, each pair meets the other two once.
      expect(night.rounds).toHaveLength(3);
      const sides = night.rounds.flatMap((round) => round.matches.flatMap((match) => [match.team1, match.team2]));
      const asPairs = new Set(night.teams.map((team) => [...team.players].sort().join('+')));
      expect(sides.every((side) => asPairs.has([...side].sort().join('+')))).toBe(true);
      // Pressing again changes nothing; a pair moved up after the rounds exist cannot join.
      const again = await fill(nightPath);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json<EntryTeamsResult>().players).toEqual([]);
      expect((await read()).version).toBe(night.version);
      const list = await listOf(nightPath);
      const waiting = list.entries.find((entry) => entry.status === 'waiting')!;
      const up = await t.admin({
        method: 'PUT',
        url: `${nightPath}/entries/${waiting.id}`,
        headers: { 'if-match': `"${waiting.version}"` },
        payload: { status: 'confirmed' },
      });
      expect(up.statusCode, up.body).toBe(200);
      const late = await fill(nightPath);
      expect(late.statusCode).toBe(409);
      expect(late.json<{ error: string }>().error).toMatch(/fixed/);
    });

    it('needs two confirmed pairs, and a free agent is no pair', async () => {
      const { nightPath, night } = await teamNight(1);
      created(await enter(await signUp(), { clubNightId: night.id }));
      const made = await fill(nightPath);
      expect(made.statusCode).toBe(409);
      expect(made.json<{ error: string }>().error).toMatch(/at least 2 confirmed pairs/);
    });

    it('two organisers pressing at once lay out one set of rounds', async () => {
      const { nightPath, read } = await teamNight(4);
      const both = await Promise.all([fill(nightPath), fill(nightPath)]);
      expect(both.map((response) => response.statusCode)).toEqual([201, 201]);
      expect(both.map((response) => response.json<EntryTeamsResult>().players.length).sort()).toEqual([0, 8]);
      const night = await read();
      expect(night.teams).toHaveLength(4);
      // 4 pairs on 2 courts: the circle's 3 rounds of 2 matches, made once.
      expect(night.rounds.map((round) => round.matches.length)).toEqual([2, 2, 2]);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { insertMatch, insertRound, insertSeason } from './support/season-rows.js';

let t: TestApp;
const player: Record<string, number> = {};
const team: Record<string, number> = {};
const match: Record<string, number> = {};

async function post<T>(url: string, payload: Record<string, unknown>): Promise<T> {
  const response = await t.admin({ method: 'POST', url, payload });
  if (response.statusCode !== 201) throw new Error(`${url} failed: ${response.body}`);
  return response.json<T>();
}

beforeAll(async () => {
  t = await createTestApp({ TOUR_NAME: 'Costa Tour' });
  for (const [key, firstName, lastName] of [
    ['ana', 'Ana', 'Alonso'],
    ['bea', 'Bea', 'Blanco'],
    ['cruz', 'Cruz', 'Campos'],
    ['dani', 'Dani', 'Díaz'],
    ['eva', 'Eva', 'Esteban'],
    ['lonely', 'Lola', 'Sola'],
  ] as const) {
    player[key] = (await post<{ id: number }>('/api/v1/admin/players', { firstName, lastName, dob: '1990-01-01' })).id;
  }
  const pair = async (a: string, b: string, name?: string) =>
    (await post<{ id: number }>('/api/v1/admin/teams', { player1Id: player[a], player2Id: player[b], name })).id;
  team.ab = await pair('ana', 'bea');
  team.cd = await pair('cruz', 'dani', 'Smash, Inc.');
  team.ae = await pair('ana', 'eva');
  team.de = await pair('dani', 'eva');

  const season = await insertSeason(t, {
    clubName: 'Club Norte',
    leagueName: 'Spring League',
    roundName: 'Round 1',
    date: '2026-03-02',
  });
  const later = await insertRound(t, season.leagueId, { roundName: 'Round 2', date: '2026-03-09' });
  const hidden = await insertRound(t, season.leagueId, {
    roundName: 'Round 3',
    date: '2026-03-16',
    roundStatus: 'inactive',
  });
  const at = (roundId: number) => ({ roundId, groupId: season.groupId });
  match.played = await insertMatch(t, {
    ...at(season.roundId),
    team1Id: team.ab ?? 0,
    team2Id: team.cd ?? 0,
    court: 2,
    hour: 19,
    results: [
      [6, 6],
      [3, 4],
    ],
    version: 4,
    updatedAt: '2026-03-02T21:15:30.123Z',
  });
  // No hour or court yet: an all-day event at the club.
  match.unplaced = await insertMatch(t, {
    ...at(later),
    team1Id: team.de ?? 0,
    team2Id: team.ae ?? 0,
    updatedAt: '2026-02-20T08:00:00.000Z',
  });
  match.inactive = await insertMatch(t, {
    ...at(hidden),
    team1Id: team.ab ?? 0,
    team2Id: team.de ?? 0,
    court: 1,
    hour: 18,
  });
  match.others = await insertMatch(t, {
    ...at(later),
    team1Id: team.cd ?? 0,
    team2Id: team.de ?? 0,
    court: 1,
    hour: 20,
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const uids = (body: string) => [...body.matchAll(/^UID:(.*)$/gm)].map((found) => found[1]?.trim());

describe('calendar feeds', () => {
  it("answers a player's matches of active rounds, from every team, as iCalendar", async () => {
    const response = await get(`/api/v1/players/${player.ana}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`inline; filename="player-${player.ana}.ics"`);
    expect(response.body).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Bandeja//Padel league matches//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Ana Alonso – Costa Tour',
        'BEGIN:VEVENT',
        `UID:match-${match.played}@bandeja`,
        'DTSTAMP:20260302T211530Z',
        'SEQUENCE:4',
        'DTSTART:20260302T190000',
        'DTEND:20260302T200000',
        'SUMMARY:Ana Alonso / Bea Blanco vs Smash\\, Inc.',
        'LOCATION:Club Norte\\, court 2',
        'DESCRIPTION:Spring League\\, Round 1',
        'END:VEVENT',
        'BEGIN:VEVENT',
        `UID:match-${match.unplaced}@bandeja`,
        'DTSTAMP:20260220T080000Z',
        'SEQUENCE:1',
        'DTSTART;VALUE=DATE:20260309',
        'DTEND;VALUE=DATE:20260310',
        'SUMMARY:Dani Díaz / Eva Esteban vs Ana Alonso / Eva Esteban',
        'LOCATION:Club Norte',
        'DESCRIPTION:Spring League\\, Round 2',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it("answers a team's matches of active rounds only", async () => {
    const response = await get(`/api/v1/teams/${team.de}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('X-WR-CALNAME:Dani Díaz / Eva Esteban – Costa Tour\r\n');
    expect(uids(response.body)).toEqual([`match-${match.unplaced}@bandeja`, `match-${match.others}@bandeja`]);
    expect(response.body).toContain('SUMMARY:Smash\\, Inc. vs Dani Díaz / Eva Esteban\r\n');
  });

  it('keeps the UID and raises SEQUENCE when a match changes, so calendars update rather than duplicate', async () => {
    await t.db
      .updateTable('matches')
      .set({ start_time: 21, version: 5, updated_at: '2026-03-03T10:00:00.000Z' })
      .where('id', '=', match.played ?? 0)
      .execute();
    const body = (await get(`/api/v1/teams/${team.ab}/calendar.ics`)).body;
    expect(uids(body)).toEqual([`match-${match.played}@bandeja`]);
    expect(body).toContain(
      'DTSTAMP:20260303T100000Z\r\nSEQUENCE:5\r\nDTSTART:20260302T210000\r\nDTEND:20260302T220000\r\n',
    );
  });

  it('answers an empty calendar for a player without teams', async () => {
    const response = await get(`/api/v1/players/${player.lonely}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('BEGIN:VEVENT');
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('sends an ETag and answers 304 when nothing changed', async () => {
    const url = `/api/v1/players/${player.ana}/calendar.ics`;
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers 404 as JSON for an unknown player or team, and 400 for a malformed id', async () => {
    const player404 = await get('/api/v1/players/999999/calendar.ics');
    expect(player404.statusCode).toBe(404);
    expect(player404.json()).toEqual({ error: 'Player not found', code: 'NOT_FOUND' });
    const team404 = await get('/api/v1/teams/999999/calendar.ics');
    expect(team404.statusCode).toBe(404);
    expect(team404.json()).toEqual({ error: 'Team not found', code: 'NOT_FOUND' });
    expect((await get('/api/v1/teams/abc/calendar.ics')).statusCode).toBe(400);
  });
});

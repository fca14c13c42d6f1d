import type { ClubNight } from '../../../src/shared/schemas/club-night.js';
import type { TestApp } from './test-app.js';

let playerCount = 0;

/** `count` new players ("Night Player<i>"), made through the admin API; their ids in order. */
export async function createNightPlayers(t: TestApp, count: number, options: { guest?: boolean } = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    playerCount += 1;
    const response = await t.admin({
      method: 'POST',
      url: '/api/v1/admin/players',
      payload: { firstName: 'Night', lastName: `Player${playerCount}`, ...(options.guest ? { guest: true } : {}) },
    });
    if (response.statusCode !== 201) throw new Error(`fixture player failed: ${response.statusCode} ${response.body}`);
    ids.push(response.json<{ id: number }>().id);
  }
  return ids;
}

/** A club night made through the admin API; `body` overrides the defaults (an Americano to 24 points on courts 1 and 2). */
export async function createNight(t: TestApp, clubId: number, body: Record<string, unknown>): Promise<ClubNight> {
  const response = await t.admin({
    method: 'POST',
    url: `/api/v1/admin/clubs/${clubId}/club-nights`,
    payload: { name: 'Friday Americano', date: '2026-03-06', startHour: 19, format: 'americano', scoring: { kind: 'points', pointsPerMatch: 24 }, courts: [1, 2], ...body },
  });
  if (response.statusCode !== 201) throw new Error(`fixture night failed: ${response.statusCode} ${response.body}`);
  return response.json<ClubNight>();
}

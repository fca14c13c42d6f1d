import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/client/lib/clock';
import { isPublicApiRead } from '../../../sw/public-api';
import { shouldPersistQuery } from '../../../src/client/offline/query-persistence';
import { offlineNoticeText } from '../../../src/client/pwa/messages';

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  isPublicApiRead({ method, headers: new Headers(headers) }, new URL(path, 'https://bandeja.test'));

describe('service worker: what it may store', () => {
  it.each([
    '/api/v1/clubs?page=1&pageSize=6',
    '/api/v1/clubs/1',
    '/api/v1/clubs/1/leagues?status=active',
    '/api/v1/clubs/1/leagues/2/groups',
    '/api/v1/clubs/1/leagues/2/groups/3/standings',
    '/api/v1/clubs/1/leagues/2/rounds?status=active',
    '/api/v1/clubs/1/leagues/2/groups/3/rounds/4/matches/schedule',
    '/api/v1/clubs/1/leagues/2/groups/3/rounds/4/matches/results?page=1',
    '/api/v1/players?search=al',
    '/api/v1/players/5/statistics',
    '/api/v1/teams/5/available-opponents?groupId=3',
    '/api/v1/meta',
  ])('stores the public read %s', (path) => expect(get(path)).toBe(true));

  it.each([
    '/api/v1/admin/clubs',
    '/api/v1/admin/clubs/1/leagues/2/rounds/3/matches',
    '/api/v1/auth/login',
    '/api/v1/players/5/calendar.ics',
    '/api/health',
    '/api/openapi.json',
    '/league?clubId=1&leagueId=2',
  ])('never stores %s', (path) => expect(get(path)).toBe(false));

  it('never stores anything sent with a token, nor a write', () => {
    expect(get('/api/v1/clubs', { authorization: 'Bearer abc' })).toBe(false);
    expect(get('/api/v1/clubs', {}, 'POST')).toBe(false);
  });
});

describe('persisted query cache: what is kept on the device', () => {
  const query = (queryKey: unknown[], status: 'success' | 'error' | 'pending' = 'success', meta?: Record<string, unknown>) => ({
    queryKey,
    state: { status },
    meta,
  });

  it('keeps successful public queries and nothing of the admin', () => {
    expect(shouldPersistQuery(query(['clubs', 'list', { page: 1 }]))).toBe(true);
    expect(shouldPersistQuery(query(['leagues', 1, 2, 'groups', 3, 'standings']))).toBe(true);
    expect(shouldPersistQuery(query(['admin', 'round-matches', 1, 2, 3]))).toBe(false);
    expect(shouldPersistQuery(query(['clubs'], 'error'))).toBe(false);
    expect(shouldPersistQuery(query(['players'], 'success', { persist: false }))).toBe(false);
    expect(shouldPersistQuery(query(['admin', 'clubs'], 'success', { persist: true }))).toBe(true);
    expect(shouldPersistQuery(query(['admin', 'clubs'], 'error', { persist: true }))).toBe(false);
  });
});

describe('offline notice text', () => {
  // A fixed day far from the dates below, so none of them reads "Today" (src/client/lib/clock.ts).
  let restoreClock = () => {};
  beforeEach(() => {
    restoreClock = setClock(() => new Date(2026, 10, 25, 12).getTime());
  });
  afterEach(() => restoreClock());

  it('names the day and time the data was fetched', () => {
    const at = new Date(2026, 10, 21, 18, 5).getTime();
    expect(offlineNoticeText(at)).toBe('Offline – showing data saved: Sat 21 Nov 2026 18:05');
    expect(offlineNoticeText(new Date(2026, 10, 25, 9, 0).getTime())).toBe('Offline – showing data saved: Today 09:00');
  });
});

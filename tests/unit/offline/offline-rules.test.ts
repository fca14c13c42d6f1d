import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/client/lib/clock';
import { isPublicApiRead } from '../../../sw/public-api';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { QUERY_CACHE_KEY, createPersistOptions, shouldPersistQuery } from '../../../src/client/offline/query-persistence';
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
  // A successful query holds data; an errored one holds what an earlier read brought, if any.
  const query = (
    queryKey: unknown[],
    status: 'success' | 'error' | 'pending' = 'success',
    meta?: Record<string, unknown>,
    data: unknown = status === 'success' ? { rows: [] } : undefined,
  ) => ({ queryKey, state: { status, data }, meta });

  it('keeps successful public queries and nothing of the admin', () => {
    expect(shouldPersistQuery(query(['clubs', 'list', { page: 1 }]))).toBe(true);
    expect(shouldPersistQuery(query(['leagues', 1, 2, 'groups', 3, 'standings']))).toBe(true);
    expect(shouldPersistQuery(query(['admin', 'round-matches', 1, 2, 3]))).toBe(false);
    expect(shouldPersistQuery(query(['clubs'], 'error'))).toBe(false);
    expect(shouldPersistQuery(query(['players'], 'success', { persist: false }))).toBe(false);
    expect(shouldPersistQuery(query(['admin', 'clubs'], 'success', { persist: true }))).toBe(true);
    expect(shouldPersistQuery(query(['admin', 'clubs'], 'error', { persist: true }))).toBe(false);
  });

  it('keeps a query whose last read failed with the data it holds, as that data', async () => {
    expect(shouldPersistQuery(query(['clubs'], 'error', undefined, { rows: [1] }))).toBe(true);
    expect(shouldPersistQuery(query(['admin', 'clubs'], 'error', undefined, { rows: [1] }))).toBe(false);
    // Read once, then read again as the signal drops: the failure must not cost the device its copy.
    const online = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await online.fetchQuery({ queryKey: ['clubs', 'list'], queryFn: () => ({ rows: ['Club Norte'] }) });
    await online.fetchQuery({ queryKey: ['clubs', 'list'], queryFn: () => Promise.reject(new TypeError('Failed to fetch')), staleTime: 0 }).catch(() => undefined);
    expect(online.getQueryState(['clubs', 'list'])?.status).toBe('error');
    const storage = new MemoryStorage();
    const options = createPersistOptions(storage, 'build-1');
    await persistQueryClientSave({ queryClient: online, ...options });
    // The persister writes at most once a second.
    await expect.poll(() => storage.getItem(QUERY_CACHE_KEY), { timeout: 3000 }).not.toBeNull();
    const offline = new QueryClient();
    await persistQueryClientRestore({ queryClient: offline, ...options });
    expect(offline.getQueryState(['clubs', 'list'])).toMatchObject({ status: 'success', data: { rows: ['Club Norte'] }, error: null });
  });
});

/** localStorage's interface over a Map (the unit project runs in Node). */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }
}

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

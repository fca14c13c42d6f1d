import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, dehydrate, onlineManager } from '@tanstack/react-query';
import { persistQueryClientRestore, type PersistedClient } from '@tanstack/react-query-persist-client';
import { createQueryClient } from '../../src/client/lib/query-client';
import { QUERY_CACHE_KEY, createPersistOptions } from '../../src/client/offline/query-persistence';

/** localStorage as far as the persister needs it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const CLUBS = ['clubs', 'list'];

/** The last visit: clubs fetched `agoMs` before the reload, kept in storage as the app writes them on leaving. */
function keptFromLastVisit(storage: Storage, agoMs: number): void {
  const lastVisit = new QueryClient();
  lastVisit.setQueryData(CLUBS, ['Club A'], { updatedAt: Date.now() - agoMs });
  const persisted = { buster: 'build-1', timestamp: Date.now(), clientState: dehydrate(lastVisit) } satisfies PersistedClient;
  storage.setItem(QUERY_CACHE_KEY, JSON.stringify(persisted));
}

/** A reload: a new client restores the kept copy, then the page asks for the clubs as a route loader does. */
async function reload(storage: Storage) {
  const queryClient = createQueryClient();
  await persistQueryClientRestore({ queryClient, ...createPersistOptions(storage, 'build-1') });
  const restored = queryClient.getQueryData(CLUBS);
  const askServer = vi.fn(async () => ['Club A', 'Club B']);
  await queryClient.prefetchQuery({ queryKey: CLUBS, queryFn: askServer });
  return { queryClient, askServer, restored };
}

afterEach(() => onlineManager.setOnline(true));

describe('how long shown data counts as fresh', () => {
  it('online, a reload within 30 s of the last visit asks the server at once instead of showing the kept copy as current', async () => {
    const storage = memoryStorage();
    keptFromLastVisit(storage, 5_000);
    const { queryClient, askServer, restored } = await reload(storage);
    expect(restored).toEqual(['Club A']);
    expect(askServer).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(CLUBS)).toEqual(['Club A', 'Club B']);
  });

  it('online, data this page fetched itself stays fresh for 30 s', async () => {
    const { queryClient, askServer } = await reload(memoryStorage());
    expect(askServer).toHaveBeenCalledTimes(1);
    await queryClient.prefetchQuery({ queryKey: CLUBS, queryFn: askServer });
    expect(askServer).toHaveBeenCalledTimes(1);
  });

  it('offline, the kept copy is shown with the time it was fetched and nothing is asked', async () => {
    const storage = memoryStorage();
    keptFromLastVisit(storage, 3 * 3600_000);
    onlineManager.setOnline(false);
    const { queryClient, askServer, restored } = await reload(storage);
    expect(restored).toEqual(['Club A']);
    expect(askServer).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(CLUBS)).toEqual(['Club A']);
    expect(queryClient.getQueryState(CLUBS)?.dataUpdatedAt).toBeLessThan(Date.now() - 3 * 3600_000 + 1_000);
  });
});

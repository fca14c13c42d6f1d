import { describe, expect, it } from 'vitest';
import { reloadOnStaleChunk, STALE_CHUNK_RELOAD_KEY } from '../../src/client/pwa/reload-on-stale-chunk';

/** A page of build `buildId` with its session storage; `chunkFails()` is Vite failing a lazy chunk. */
function page(buildId: string, { online = true, stored = new Map<string, string>(), storageBlocked = false } = {}) {
  const events = new EventTarget();
  let reloads = 0;
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  reloadOnStaleChunk({
    buildId,
    events,
    storage: () => {
      if (storageBlocked) throw new Error('SecurityError');
      return storage;
    },
    isOnline: () => online,
    reload: () => (reloads += 1),
  });
  return {
    chunkFails: () => events.dispatchEvent(new Event('vite:preloadError', { cancelable: true })),
    reloads: () => reloads,
    stored,
  };
}

describe('reload when a lazy chunk of an older build is gone', () => {
  it('reloads once into the current build', () => {
    const old = page('build-1');
    old.chunkFails();
    expect(old.reloads()).toBe(1);
    expect(old.stored.get(STALE_CHUNK_RELOAD_KEY)).toBe('build-1');
  });

  it('does not reload again from the same build: the chunk is really missing, and a loop helps no one', () => {
    const stored = new Map([[STALE_CHUNK_RELOAD_KEY, 'build-1']]);
    const reloaded = page('build-1', { stored });
    reloaded.chunkFails();
    reloaded.chunkFails();
    expect(reloaded.reloads()).toBe(0);
  });

  it('reloads again once the page runs a newer build that meets a later deploy', () => {
    const stored = new Map([[STALE_CHUNK_RELOAD_KEY, 'build-1']]);
    const newer = page('build-2', { stored });
    newer.chunkFails();
    expect(newer.reloads()).toBe(1);
    expect(stored.get(STALE_CHUNK_RELOAD_KEY)).toBe('build-2');
  });

  it('never reloads offline, nor where it cannot remember having reloaded', () => {
    const offline = page('build-1', { online: false });
    offline.chunkFails();
    expect(offline.reloads()).toBe(0);
    const blocked = page('build-1', { storageBlocked: true });
    blocked.chunkFails();
    expect(blocked.reloads()).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { BoundedLru } from '../../src/server/fast-paths/index.js';

const keysOf = (lru: BoundedLru<number>, candidates: string[]) => candidates.filter((key) => lru.get(key) !== undefined);

describe('BoundedLru', () => {
  it('forgets the entry least recently used, not the one read since it was set', () => {
    const lru = new BoundedLru<number>(3, Number.POSITIVE_INFINITY);
    lru.set('a', 1, 0);
    lru.set('b', 2, 0);
    lru.set('c', 3, 0);
    expect(lru.get('a')).toBe(1);
    lru.set('d', 4, 0);
    expect(lru.size).toBe(3);
    expect(lru.get('b')).toBeUndefined();
    expect(keysOf(lru, ['a', 'c', 'd'])).toEqual(['a', 'c', 'd']);
  });

  it('holds its entry bound when every entry was read', () => {
    const lru = new BoundedLru<number>(3, Number.POSITIVE_INFINITY);
    for (const key of ['a', 'b', 'c']) lru.set(key, 0, 0);
    for (const key of ['a', 'b', 'c']) lru.get(key);
    lru.set('d', 0, 0);
    lru.set('e', 0, 0);
    expect(lru.size).toBe(3);
    expect(lru.get('e')).toBe(0);
  });

  it('holds its byte bound, and refuses an entry larger than the bound', () => {
    const lru = new BoundedLru<string>(100, 10);
    lru.set('a', 'x', 4);
    lru.set('b', 'y', 4);
    lru.get('a');
    lru.set('c', 'z', 4);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('x');
    expect(lru.get('c')).toBe('z');
    lru.set('huge', 'w', 11);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('replaces an entry set again under the same key', () => {
    const lru = new BoundedLru<number>(2, 10);
    lru.set('a', 1, 6);
    lru.set('a', 2, 6);
    expect(lru.get('a')).toBe(2);
    lru.set('b', 3, 4);
    expect(lru.size).toBe(2);
    lru.delete('a');
    expect(lru.get('a')).toBeUndefined();
    expect(lru.size).toBe(1);
  });
});

import { useCallback, useSyncExternalStore } from 'react';

/*
 * Proposals the organiser has not confirmed or discarded yet: a round's generated schedule and a
 * group's planned fixtures. They outlive the screen (another section, another round, a reload of
 * the tab) until Confirm or Discard, so work is never lost by looking elsewhere. Kept in the tab's
 * sessionStorage, by kind and scope; never sent anywhere.
 */
const PREFIX = 'bandeja.schedule-drafts.';
const memory = new Map<string, unknown>();
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read<T>(key: string): T | null {
  if (memory.has(key)) return memory.get(key) as T | null;
  let value: T | null = null;
  try {
    const text = storage()?.getItem(PREFIX + key);
    value = text ? (JSON.parse(text) as T) : null;
  } catch {
    value = null;
  }
  memory.set(key, value);
  return value;
}

function write<T>(key: string, value: T | null): void {
  memory.set(key, value);
  try {
    if (value === null) storage()?.removeItem(PREFIX + key);
    else storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // A full or closed storage keeps the draft in memory only, for this tab's life.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The draft kept under `kind` for `scopeKey`, and its setter (null discards it). */
export function useKeptDraft<T>(
  kind: 'round' | 'fixtures',
  scopeKey: string,
): [T | null, (next: T | null | ((old: T | null) => T | null)) => void] {
  const key = `${kind}:${scopeKey}`;
  const value = useSyncExternalStore(
    subscribe,
    () => read<T>(key),
    () => null,
  );
  const set = useCallback(
    (next: T | null | ((old: T | null) => T | null)) =>
      write(key, typeof next === 'function' ? (next as (old: T | null) => T | null)(read<T>(key)) : next),
    [key],
  );
  return [value, set];
}

/** Forgets every kept draft of this tab (the component tests start each test without any). */
export function forgetKeptDrafts(): void {
  const keys = [...memory.keys()];
  memory.clear();
  for (const key of keys) {
    try {
      storage()?.removeItem(PREFIX + key);
    } catch {
      // Nothing stored to forget.
    }
  }
  for (const listener of listeners) listener();
}

import { useSyncExternalStore } from 'react';

/** Below this width the bracket shows one round at a time (a phone); from it, rounds side by side. */
export const NARROW_QUERY = '(max-width: 767px)';

const mediaList = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null;

function subscribe(listener: () => void): () => void {
  const list = mediaList();
  if (!list || typeof list.addEventListener !== 'function') return () => {};
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/**
 * True on a phone-sized screen. The bracket's two layouts differ in their roles (a tab list and one
 * panel on a phone, plain columns on a desktop), so this is a render choice, not only CSS.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => mediaList()?.matches ?? false, () => false);
}

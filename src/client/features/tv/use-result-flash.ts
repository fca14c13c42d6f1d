import { useEffect, useRef, useState } from 'react';
import { newResults, type TvMatch } from './tv-panels';

/** How long a new result stays on screen. */
export const FLASH_MS = 10_000;

/**
 * The results that came in with the last data, held for FLASH_MS: each new set of matches is
 * compared with the one before it (the first is not, so opening the screen flashes nothing).
 */
export function useResultFlash(matches: readonly TvMatch[], ready: boolean, flashMs = FLASH_MS): TvMatch[] {
  const before = useRef<readonly TvMatch[] | undefined>(undefined);
  const [flashing, setFlashing] = useState<TvMatch[]>([]);
  useEffect(() => {
    if (!ready) return;
    const fresh = newResults(before.current, matches);
    before.current = matches;
    if (fresh.length > 0) setFlashing(fresh);
  }, [matches, ready]);
  useEffect(() => {
    if (flashing.length === 0) return;
    const timer = setTimeout(() => setFlashing([]), flashMs);
    return () => clearTimeout(timer);
  }, [flashing, flashMs]);
  return flashing;
}

import { useEffect, useState } from 'react';

/** How long each panel stays: long enough to read a table from across the room. */
export const PANEL_MS = 14_000;

/**
 * The panel on screen, moving on every `panelMs`. The count may change between two turns (a round
 * starts, a result comes in): the index wraps into the new list. `turn` restarts the progress bar.
 */
export function useRotation(count: number, panelMs = PANEL_MS): { index: number; turn: number } {
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    if (count <= 1) return;
    const timer = setTimeout(() => setTurn((value) => value + 1), panelMs);
    return () => clearTimeout(timer);
  }, [turn, count, panelMs]);
  return { index: count === 0 ? 0 : turn % count, turn };
}

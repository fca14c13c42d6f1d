/**
 * The device's clock, read through one function so tests can set the time: what "today",
 * "tomorrow" and the current round mean depends on it (src/client/i18n/format.ts,
 * features/leagues/round-selection.ts, Tonight). The browser tests set the page's clock instead.
 */
// Date.now read at each call, not kept: fake timers (vi.setSystemTime, Playwright's clock) replace it.
const deviceClock = (): number => Date.now();
let source: () => number = deviceClock;

/** Now, in milliseconds since the epoch. */
export const now = (): number => source();

/** Replaces the clock (tests); returns the function that puts the device's own back. */
export function setClock(next: () => number): () => void {
  source = next;
  return () => {
    source = deviceClock;
  };
}

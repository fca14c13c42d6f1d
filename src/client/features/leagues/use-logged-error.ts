import { useEffect } from 'react';

/** docs/rules.md, "Public site": a league page load error goes to the console; the visitor sees the empty state. */
export function useLoggedError(what: string, error: Error | null): void {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}:`, error);
  }, [what, error]);
}

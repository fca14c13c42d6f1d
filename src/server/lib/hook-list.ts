/**
 * A list of in-process hooks one domain owns and others fill, so the owner can announce what it
 * does without importing the domains that react (docs/architecture.md, "Hooks between domains").
 * The composition root (routes.ts) wires every list once at app build, as a whole: building a
 * second app wires the same list again rather than adding to it, and a list used before it was
 * wired throws, so a forgotten wiring fails the first request that needs it, not silently.
 */
export interface HookList<Hook> {
  /** Sets the whole list; called once per app build, from routes.ts only. */
  wire(hooks: readonly Hook[]): void;
  /** The wired hooks in their order; throws when the app never wired them. */
  all(): readonly Hook[];
}

export function hookList<Hook>(owner: string): HookList<Hook> {
  let wired: readonly Hook[] | null = null;
  return {
    wire: (hooks) => {
      wired = [...hooks];
    },
    all: () => {
      if (wired === null) throw new Error(`The ${owner} hooks are not wired: registerRoutes (src/server/routes.ts) wires them at app build.`);
      return wired;
    },
  };
}

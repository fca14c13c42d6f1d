/**
 * The root of every admin query key. Reads under it are not kept on the device unless the read asks
 * (offline/query-persistence.ts), the offline notice ignores them, and signing out drops them all.
 */
export const ADMIN_ROOT = ['admin'] as const;

/** An admin query key: `['admin', ...parts]`, the domain's name first (docs/architecture.md, "Query keys and paths"). */
export const adminKey = <const T extends readonly unknown[]>(...parts: T) => [...ADMIN_ROOT, ...parts] as const;

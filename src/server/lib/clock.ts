/** The one source of "now" on the server, as ISO 8601 UTC text (how instants are stored). */
export const nowIso = (): string => new Date().toISOString();

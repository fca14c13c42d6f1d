/**
 * The statuses of an entry (docs/entries.md), without zod: the admin's address (`?status=`) is read
 * by the route tree every page loads, so it must not pull the schemas into the home page's script.
 * `withdrawn` is kept for the organiser's record; it never counts and is not "already in".
 */
export const ENTRY_STATUSES = ['confirmed', 'waiting', 'awaitingPartner', 'freeAgent', 'withdrawn'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

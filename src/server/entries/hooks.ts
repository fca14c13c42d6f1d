import type { FastifyRequest } from 'fastify';
import { hookList } from '../lib/hook-list.js';

/** What another domain does when a write of the entries domain moves entries up. */
export interface EntryHook {
  /**
   * Entries that moved up from the waiting list to a place (a withdrawal, an organiser's change, a
   * larger capacity), told once the write's own work succeeded and before its COMMIT: a hook keeps
   * what it needs on the request and acts only once the write is committed (push notifications').
   */
  promoted?(request: FastifyRequest, entryIds: readonly number[]): void;
}

/** The entry hooks; routes.ts wires them (push notifications'). */
export const entryHooks = hookList<EntryHook>('entry');

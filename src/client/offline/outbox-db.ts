import { Dexie, type EntityTable } from 'dexie';
import type { OutboxEntry } from './outbox-types';

export const OUTBOX_DB_NAME = 'bandeja-outbox';

/** The outbox in IndexedDB: it survives reloads, crashes and closed tabs. */
export class OutboxDatabase extends Dexie {
  entries!: EntityTable<OutboxEntry, 'id'>;

  constructor(name: string = OUTBOX_DB_NAME) {
    super(name);
    this.version(1).stores({ entries: 'id, createdAt, state, roundId, matchId, [matchId+createdAt]' });
  }
}

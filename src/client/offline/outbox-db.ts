import { Dexie, type EntityTable, type Table } from 'dexie';
import type { OutboxEntry, ProducedVersion } from './outbox-types';

export const OUTBOX_DB_NAME = 'bandeja-outbox';

/** The outbox in IndexedDB: it survives reloads, crashes and closed tabs. */
export class OutboxDatabase extends Dexie {
  entries!: EntityTable<OutboxEntry, 'id'>;
  producedVersions!: Table<ProducedVersion, [number, number]>;

  constructor(name: string = OUTBOX_DB_NAME) {
    super(name);
    this.version(1).stores({ entries: 'id, createdAt, state, roundId, matchId, [matchId+createdAt]' });
    // Version 2: what this device's own writes made of each match (own-versions.ts).
    this.version(2).stores({ producedVersions: '[matchId+fromVersion], at' });
  }
}

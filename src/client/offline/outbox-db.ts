import { Dexie, type EntityTable, type Table } from 'dexie';
import { typedEntryFrom } from './outbox-migration';
import type { NightMatchRecord } from './night-ledger';
import type { OutboxEntry, ProducedVersion } from './outbox-types';

export const OUTBOX_DB_NAME = 'bandeja-outbox';

/** The outbox in IndexedDB: it survives reloads, crashes and closed tabs. */
export class OutboxDatabase extends Dexie {
  entries!: EntityTable<OutboxEntry, 'id'>;
  producedVersions!: Table<ProducedVersion, [number, number]>;
  nightMatches!: Table<NightMatchRecord, [number, number, number]>;

  constructor(name: string = OUTBOX_DB_NAME) {
    super(name);
    this.version(1).stores({ entries: 'id, createdAt, state, roundId, matchId, [matchId+createdAt]' });
    // Version 2: what this device's own writes made of each match (own-versions.ts).
    this.version(2).stores({ producedVersions: '[matchId+fromVersion], at' });
    // Version 3: entries keep a typed operation, not a request; entries queued before are read
    // back as operations, or kept as unrecognised, needing attention (outbox-migration.ts).
    this.version(3)
      .stores({})
      .upgrade((tx) =>
        tx
          .table<Record<string, unknown>>('entries')
          .toCollection()
          .modify((stored, ref) => {
            ref.value = typedEntryFrom(stored) as unknown as Record<string, unknown>;
          }),
      );
    // Version 4: club-night matches this device's own writes made or moved on (night-ledger.ts).
    this.version(4).stores({ nightMatches: '[clubNightId+roundNumber+courtNumber], at' });
  }
}

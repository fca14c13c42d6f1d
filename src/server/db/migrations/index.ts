import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { DatabaseDialect } from '../database.js';
import * as initial from './001-initial.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the untyped schema */
type DialectMigration = { up: (db: Kysely<any>, dialect: DatabaseDialect) => Promise<void> };

/** Forward-only and versioned: names sort in the order they run; a shipped migration never changes. */
const migrations: Record<string, DialectMigration> = {
  '001-initial': initial,
};

export function migrationProvider(dialect: DatabaseDialect): MigrationProvider {
  return {
    getMigrations: async () =>
      Object.fromEntries(
        Object.entries(migrations).map(([name, migration]) => [
          name,
          { up: (db: Kysely<any>) => migration.up(db, dialect) } satisfies Migration,
        ]),
      ),
  };
}

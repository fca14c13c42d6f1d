import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Migrator } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../../src/server/db/database.js';
import { migrationProvider } from '../../../src/server/db/migrations/index.js';

export type TestDialect = 'sqlite' | 'postgres';

/** Which database this run of the API suite uses (scripts/test-api.mjs runs it once per database). */
export function testDialect(): TestDialect {
  return process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDatabase {
  handle: DatabaseHandle;
  url: string;
  drop: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory SQLite, or a new PostgreSQL database
 * created on TEST_DATABASE_URL's server and dropped afterwards, so runs never see each other.
 * `migrateTo` stops at that migration, for a test that fills rows the way an older version did.
 */
export async function createTestDatabase({ migrateTo }: { migrateTo?: string } = {}): Promise<TestDatabase> {
  const migrate = async (handle: DatabaseHandle): Promise<void> => {
    if (migrateTo === undefined) {
      await migrateToLatest(handle);
      return;
    }
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect) });
    const { error } = await migrator.migrateTo(migrateTo);
    if (error) throw error instanceof Error ? error : new Error(String(error));
  };
  if (testDialect() === 'sqlite') {
    const handle = openDatabase('sqlite::memory:');
    await migrate(handle);
    return { handle, url: 'sqlite::memory:', drop: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `bandeja_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString());
  await migrate(handle);
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

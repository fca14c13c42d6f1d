import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../../src/server/db/database.js';

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
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDialect() === 'sqlite') {
    const handle = openDatabase('sqlite::memory:');
    await migrateToLatest(handle);
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
  await migrateToLatest(handle);
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

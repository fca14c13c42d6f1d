import { mkdirSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';
import { migrationProvider } from './migrations/index.js';

export type DatabaseDialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DatabaseDialect;
  /** True when this start created the embedded database file (the demo tour goes into it). */
  isNewEmbedded: boolean;
  close: () => Promise<void>;
}

// PostgreSQL's count() and bigint come back as strings; every count here fits an int.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function openDatabase(url: string): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection closed by the server (restart, failover) is replaced by the pool; without
    // a listener the 'error' event would take the whole process down.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', isNewEmbedded: false, close: () => db.destroy() };
  }
  const path = url.replace(/^sqlite:/, '');
  const inMemory = path === ':memory:' || path === '';
  const isNewEmbedded = inMemory || !existsSync(path);
  if (!inMemory) mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(inMemory ? ':memory:' : path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL syncs the WAL at every commit, so an answered write survives a power cut, not only a
  // crash of this process (NORMAL's promise). Its cost is measured by `npm run bench` (README).
  sqlite.pragma('synchronous = FULL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', isNewEmbedded, close: () => db.destroy() };
}

/** Brings the schema up to date; runs at every start and is a no-op when nothing is new. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

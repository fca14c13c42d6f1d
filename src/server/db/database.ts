import { mkdirSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';
import { migrationProvider } from './migrations/index.js';
import { groupCommit, tuneEmbeddedDatabase } from '../fast-paths/index.js';

export type DatabaseDialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DatabaseDialect;
  /** True when this start created the embedded database file (the demo tour goes into it). */
  isNewEmbedded: boolean;
  close: () => Promise<void>;
  /**
   * Resolves once every write committed so far is on disk; the app awaits it before answering a
   * write. Only an embedded file database under group commit has one (fast-paths/wal-sync.ts).
   */
  syncCommitted?: () => Promise<void>;
}

/**
 * How an embedded database makes an answered write durable. `group` (the default): COMMIT does not
 * sync, and answers wait for a shared fsync of the WAL (fast-paths/wal-sync.ts); `full`: SQLite syncs
 * inside every COMMIT; `normal`: nothing syncs before the answer (a power cut can lose the last
 * answered writes). The last two are there for the bench to compare.
 */
export type SqliteDurability = 'group' | 'full' | 'normal';

// PostgreSQL's count() and bigint come back as strings; every count here fits an int.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function openDatabase(
  url: string,
  { sqliteDurability = 'group' }: { sqliteDurability?: SqliteDurability } = {},
): DatabaseHandle {
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
  // An answered write must survive a power cut, not only a crash of this process: FULL syncs the
  // WAL inside every COMMIT; group commit syncs it once for all the writes committed meanwhile,
  // before any of them is answered. Both are measured by `npm run bench` (README).
  sqlite.pragma(sqliteDurability === 'full' ? 'synchronous = FULL' : 'synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  tuneEmbeddedDatabase(sqlite, db);
  const handle: DatabaseHandle = { db, dialect: 'sqlite', isNewEmbedded, close: () => db.destroy() };
  if (!inMemory && sqliteDurability === 'group') {
    handle.syncCommitted = groupCommit(`${resolve(path)}-wal`);
  }
  return handle;
}

/** Brings the schema up to date; runs at every start and is a no-op when nothing is new. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

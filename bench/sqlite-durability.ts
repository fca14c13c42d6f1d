/**
 * What a durable answer costs on SQLite: keyed admin writes (POST a club with a fresh
 * Idempotency-Key, the shape the courtside outbox sends) against fresh SQLite files in the same
 * run, identical but for how an answered write reaches the disk (db/database.ts,
 * SqliteDurability): `normal` syncs only at checkpoints, so a power cut can lose the last answered
 * writes; `full` is synchronous=FULL, one fsync inside every COMMIT; `group`, the app's default,
 * runs NORMAL and holds every answer for one shared fsync of the WAL (fast-paths/wal-sync.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.js';
import { bootstrapAdmin } from '../src/server/auth/service.js';
import { loadConfig } from '../src/server/config.js';
import { migrateToLatest, openDatabase, type SqliteDurability } from '../src/server/db/database.js';

export interface WriteRow {
  durability: SqliteDurability;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const PASSWORD = 'bench-password-1';
const KEYED_REQUEST = fileURLToPath(new URL('./keyed-write-request.cjs', import.meta.url));
// SQLite answers this pragma with a number: NORMAL 1, FULL 2.
const PRAGMA_VALUE: Record<SqliteDurability, number> = { normal: 1, full: 2, group: 1 };

async function benchWrites(durability: SqliteDurability, duration: number, connections: number): Promise<WriteRow> {
  // The temporary directory sits on the same disk as a real deployment's data/ would, with real fsyncs.
  const dir = mkdtempSync(join(tmpdir(), 'bandeja-bench-writes-'));
  const url = `sqlite:${join(dir, 'writes.sqlite')}`;
  const handle = openDatabase(url, { sqliteDurability: durability });
  try {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
    if (rows[0]?.synchronous !== PRAGMA_VALUE[durability]) throw new Error(`durability ${durability} did not take`);
    if ((durability === 'group') !== (handle.syncCommitted !== undefined)) throw new Error('group commit did not take');
    await migrateToLatest(handle);
    await bootstrapAdmin(handle.db, 'bench', PASSWORD);

    const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: handle, serveClient: false, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const login = await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`bench:${PASSWORD}`).toString('base64')}` },
      });
      if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
      const { token } = (await login.json()) as { token: string };
      const result = await autocannon({
        url: `${base}/api/v1/admin/clubs`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench Padel Club' }),
        requests: [{ setupRequest: KEYED_REQUEST }],
        connections,
        duration,
        workers: 1,
      });
      return {
        durability,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One mode after the other, so no run competes with another for the disk. */
export async function benchSqliteDurability(duration: number, connections: number): Promise<WriteRow[]> {
  const rows: WriteRow[] = [];
  for (const durability of ['normal', 'full', 'group'] as const) {
    const row = await benchWrites(durability, duration, connections);
    console.log(
      `[sqlite writes] ${durability}: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`,
    );
    rows.push(row);
  }
  return rows;
}

export function printDurabilityTable(rows: WriteRow[], duration: number, connections: number): void {
  console.log(
    `\nSQLite keyed admin writes (POST a club, fresh Idempotency-Key), ${connections} connections, ${duration} s each:`,
  );
  console.log('durability   req/s  p50 ms  p99 ms  non-2xx  errors');
  for (const row of rows) {
    console.log(
      [
        row.durability.padEnd(11),
        String(Math.round(row.requestsPerSecond)).padStart(5),
        String(row.p50).padStart(6),
        String(row.p99).padStart(6),
        String(row.non2xx).padStart(7),
        String(row.errors).padStart(6),
      ].join('  '),
    );
  }
  const [normal, ...durable] = rows;
  if (!normal || normal.requestsPerSecond <= 0) return;
  for (const row of durable) {
    const change = (row.requestsPerSecond / normal.requestsPerSecond - 1) * 100;
    console.log(`${row.durability} vs normal: ${change >= 0 ? '+' : ''}${change.toFixed(0)}% requests/s`);
  }
}

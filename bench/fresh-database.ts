import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** An empty database of its own for one bench target: a temporary SQLite file, or a new PostgreSQL database on the server. */
export async function freshDatabase(
  kind: 'sqlite' | 'postgres',
  serverUrl?: string,
): Promise<{ url: string; dispose: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bandeja-bench-'));
    return {
      url: `sqlite:${join(dir, 'bench.sqlite')}`,
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!serverUrl) throw new Error('no PostgreSQL server URL');
  const name = `bandeja_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dispose: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      try {
        // The app's pool may still be closing its sockets; a forced drop would kill them mid-close
        // and the pool, with nobody listening for errors any more, would crash the process. So wait
        // for them to go, and force only as a last resort.
        for (let attempt = 0; ; attempt++) {
          try {
            await cleaner.query(`drop database if exists ${name}${attempt >= 10 ? ' with (force)' : ''}`);
            break;
          } catch (error) {
            if (attempt >= 10) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
      } finally {
        await cleaner.end();
      }
    },
  };
}


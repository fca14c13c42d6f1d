import { sql } from 'kysely';
import type { Db } from './database.js';
import { precompiled } from '../fast-paths/index.js';

// Folding the change rows into the version row when a read finds at least this many keeps the
// count cheap; below it the rows cost less than the fold.
const FOLD_AT = 1000;

// Sent by every admin write: compiled once (fast-paths/precompiled.ts).
const changeRow = precompiled((db) => db.insertInto('data_changes').defaultValues());

/**
 * This instance's data version: a number that moves whenever this instance learns of a committed
 * admin write, its own or another instance's on the same database. The public read cache keeps an
 * answer with the version read before its queries ran and serves it only while the version has not
 * moved (fast-paths/public-read-cache.ts).
 *
 * How writes are known. Every admin write inserts a row into `data_changes` in its own transaction
 * (migration 009), so the count of committed writes is `data_version.version` plus those rows, and
 * it only grows. A write of this instance moves the version as soon as it commits, before it is
 * answered (`committed`); writes of other instances arrive through `watch`, which reads the count
 * once per interval and moves the version when the count changed.
 *
 * Why rows and not one counter: bumping one row made every write on PostgreSQL wait for the
 * previous one's COMMIT, since the row stays locked until then; inserts lock nothing another
 * write needs. A sequence would not do either: a value taken before COMMIT would let another
 * instance move on, read, and cache the data from before that write.
 */
export class DataVersion {
  #current = 0;
  #knownCount: number | null = null;
  readonly #listeners: (() => void)[] = [];

  get current(): number {
    return this.#current;
  }

  /** Counts the write inside its transaction; call `committed` once that transaction committed. */
  async recordIn(trx: Db): Promise<void> {
    await changeRow.execute(trx, {});
  }

  /** A write of this instance committed: answers cached before it are stale from now on. */
  committed(): void {
    this.#current += 1;
    this.#moved();
  }

  /**
   * Calls `listener` each time the version moves: a write of this instance committed, or the
   * count showed another instance's. The live streams read what changed then (live/hub.ts).
   */
  onMove(listener: () => void): void {
    this.#listeners.push(listener);
  }

  #moved(): void {
    for (const listener of this.#listeners) listener();
  }

  /**
   * Reads the count of committed writes now and then every `intervalMs`, and moves the version
   * when it changed; returns the first read and the function that stops it.
   */
  watch(db: Db, intervalMs: number, onError: (error: unknown) => void): { ready: Promise<void>; stop: () => void } {
    let inFlight: Promise<void> | null = null;
    const read = () => {
      inFlight ??= this.#readCount(db)
        .catch(onError)
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    };
    const timer = setInterval(() => void read(), intervalMs);
    timer.unref();
    return { ready: read(), stop: () => clearInterval(timer) };
  }

  async #readCount(db: Db): Promise<void> {
    const { rows } = await sql<{ folded: number; unfolded: number }>`
      select (select version from data_version where id = 1) as folded,
             (select count(*) from data_changes) as unfolded`.execute(db);
    const row = rows[0];
    if (!row) return;
    const count = Number(row.folded) + Number(row.unfolded);
    if (this.#knownCount !== null && count !== this.#knownCount) {
      this.#current += 1;
      this.#moved();
    }
    this.#knownCount = count;
    if (Number(row.unfolded) >= FOLD_AT) await foldChanges(db);
  }
}

/**
 * Moves the change rows into the version row in one transaction, so every reader sees the same
 * sum before and after. It adds what its own DELETE removed: rows of writes still uncommitted
 * stay for a later fold, and two instances folding at once each add only the rows they deleted.
 */
export async function foldChanges(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('data_changes').executeTakeFirst();
    const rows = Number(deleted.numDeletedRows);
    if (rows === 0) return;
    await trx
      .updateTable('data_version')
      .set((eb) => ({ version: eb('version', '+', rows) }))
      .where('id', '=', 1)
      .execute();
  });
}

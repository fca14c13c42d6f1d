import type { Db } from './database.js';

/**
 * This instance's knowledge of the `data_version` row (migration 004): the count of committed
 * admin writes. It only moves forward. A write this instance commits advances it at once, before
 * the write is answered; writes of other instances on the same database arrive through `watch`,
 * which reads the row once per interval.
 */
export class DataVersion {
  #current = 0;

  get current(): number {
    return this.#current;
  }

  advanceTo(version: number): void {
    if (version > this.#current) this.#current = version;
  }

  /** Bumps the row inside the write's transaction; pass the result to advanceTo once it commits. */
  async bumpIn(trx: Db): Promise<number> {
    const row = await trx
      .updateTable('data_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .returning('version')
      .executeTakeFirstOrThrow();
    return row.version;
  }

  /** Reads the row now and then every `intervalMs`; returns the function that stops it. */
  watch(db: Db, intervalMs: number, onError: (error: unknown) => void): { ready: Promise<void>; stop: () => void } {
    let inFlight: Promise<void> | null = null;
    const read = () => {
      inFlight ??= db
        .selectFrom('data_version')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirst()
        .then((row) => this.advanceTo(row?.version ?? 0), onError)
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    };
    const timer = setInterval(() => void read(), intervalMs);
    timer.unref();
    return { ready: read(), stop: () => clearInterval(timer) };
  }
}

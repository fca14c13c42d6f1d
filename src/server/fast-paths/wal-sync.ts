import { open } from 'node:fs/promises';

/**
 * Group commit for the embedded database, at the fsync. SQLite's synchronous=FULL syncs the WAL
 * inside every COMMIT, on the event loop (better-sqlite3 is synchronous), so at 50 writers each
 * write waited for its own fsync and nothing else ran meanwhile. Instead the connection runs with
 * synchronous=NORMAL (COMMIT writes the WAL without syncing it) and every write's answer waits for
 * `sync()`: one fsync of the WAL file, off the event loop, that covers every transaction committed
 * before it started. So an answered write is on disk exactly as with FULL, and the writes committed
 * while one fsync runs share the next.
 *
 * Linux's fsync flushes the file's dirty pages whichever descriptor wrote them, so a descriptor of
 * our own covers what SQLite wrote. Checkpoints (which move the WAL into the database and restart
 * it) sync both files themselves under NORMAL, so a write already checkpointed is durable too.
 */
export class WalSync {
  #running: Promise<void> | null = null;
  #next: Promise<void> | null = null;

  /** `fsync` is replaceable so tests can watch how calls share syncs. */
  constructor(
    private readonly walPath: string,
    private readonly fsync: (path: string) => Promise<void> = fsyncFile,
  ) {}

  /** Resolves once every transaction committed before the call is on disk. */
  sync(): Promise<void> {
    if (!this.#running) return this.#start();
    // The running fsync may have started before this caller's COMMIT: wait for the one after it,
    // which every caller arriving meanwhile shares.
    this.#next ??= this.#running.then(
      () => this.#startNext(),
      () => this.#startNext(),
    );
    return this.#next;
  }

  #startNext(): Promise<void> {
    this.#next = null;
    return this.#start();
  }

  #start(): Promise<void> {
    const running = this.fsync(this.walPath).finally(() => {
      if (this.#running === running) this.#running = null;
    });
    this.#running = running;
    return running;
  }
}

async function fsyncFile(path: string): Promise<void> {
  let file;
  try {
    file = await open(path, 'r');
  } catch (error) {
    // No WAL file: nothing is waiting in one (the last close checkpointed it into the database).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    // fdatasync: the written pages and the metadata needed to read them back (the file's size, when
    // the WAL grew), so a committed write is on disk as with fsync; it skips only the timestamps,
    // whose journal commit fsync would add to every sync.
    await file.datasync();
  } finally {
    await file.close();
  }
}

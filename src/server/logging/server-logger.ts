import { openSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config.js';

/** Where the server's log goes: a file descriptor (stdout, 1, by default) or a file it appends to. */
export type LogDestination = number | string;

export interface ServerLogger {
  logger: FastifyBaseLogger;
  /** Resolves once every line logged so far is written; the app awaits it when it closes. */
  flush: () => Promise<void>;
}

// Lines wait in memory until this many bytes are there (about 20 access lines), so a busy server
// makes one write per batch instead of one per line, and the write happens in libuv's thread pool,
// never on the event loop.
const BATCH_BYTES = 4096;
// A quiet server still shows its lines within a second.
const FLUSH_EVERY_MS = 1000;

/**
 * The one logger of the server: pino, writing asynchronously in batches (pino.destination with
 * `sync: false`). A line is never lost at shutdown: `flush()` runs when the app closes (the SIGINT
 * and SIGTERM paths of main.ts), and pino itself writes what is buffered, synchronously, on
 * `process.exit` and on a crash (an uncaught exception ends the process through the same `exit`
 * event). A power cut may lose the last second.
 */
export function createServerLogger(level: Config['LOG_LEVEL'], destination: LogDestination = 1): ServerLogger {
  // A file is opened here, synchronously: the stream is then ready at once and can be flushed at
  // any time. It stays open until the process ends, so a line logged late is never an error.
  const fd = typeof destination === 'number' ? destination : openSync(destination, 'a');
  const stream = pino.destination({ dest: fd, sync: false, minLength: BATCH_BYTES });
  const logger = pino({ level }, stream);
  // Our own timer rather than the destination's periodicFlush, which nothing can stop: a closed
  // app (every API test makes several) stops writing; a line logged after that waits for a full
  // batch or the process's exit.
  const everySecond = setInterval(() => stream.flush(), FLUSH_EVERY_MS);
  everySecond.unref();
  return {
    logger,
    flush: () =>
      new Promise<void>((resolve) => {
        clearInterval(everySecond);
        // flush(cb) waits for a write in progress and writes the batch; the callback's error is
        // the fsync a pipe or a terminal refuses, nothing lost. flushSync then writes whatever the
        // batch write left (more than one write's worth), on the event loop: this runs once, at close.
        stream.flush(() => {
          stream.flushSync();
          resolve();
        });
      }),
  };
}

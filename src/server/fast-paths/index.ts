/**
 * The fast paths: code that exists only because a profile or the bench showed it pays
 * (docs/performance.md, "Fast paths fenced"). Everything here does a job a plainer way already
 * does, faster; nothing here changes what an answer says. A feature author does not need this
 * folder: a domain writes plain Kysely in its queries.ts and plain routes, and the fast paths below
 * apply to it on their own (reads are cached, answers compressed and validated, statements reused).
 *
 * What the rest of the server uses, and who uses it:
 *
 * - `database.ts` (db/): `tuneEmbeddedDatabase` (prepared statements reused by SQL text, and
 *   precompiled statements run on the connection inside a transaction) and `groupCommit` (one
 *   shared fdatasync of the WAL for every write committed meanwhile).
 * - `app.ts`: the plugins, each named and declaring the plugins it follows:
 *   `publicReadCachePlugin` (hits), `securityHeadersPlugin` (with `securityHeaders`, helmet's set
 *   recorded once), `durableAnswersPlugin`, `etagPlugin`, `publicReadCacheStorePlugin`,
 *   `compressionPlugin`.
 * - static/: the same ETag, encodings and bounded memory for the client build and first view.
 * - The queries of the admin result write: `precompiled` / `precompiledList`, an opt-in wrapper
 *   around a plain Kysely builder that compiles it once. Only statements the write bench shows on
 *   every write use it; a new query does not need it.
 */
import type SQLite from 'better-sqlite3';
import type { Db } from '../db/database.js';
import { registerEmbeddedConnection } from './precompiled.js';
import { cachePreparedStatements } from './statement-cache.js';
import { WalSync } from './wal-sync.js';

export { precompiled, precompiledList } from './precompiled.js';
export { durableAnswersPlugin } from './durable-answers.js';
export { publicReadCachePlugin, publicReadCacheStorePlugin } from './public-read-cache.js';
export { etagPlugin, contentEtag, isPublicRead } from './etag.js';
export { compressionPlugin } from './compression.js';
export { securityHeaders, securityHeadersPlugin, type SecurityHeaders } from './security-headers.js';
export { BoundedLru } from './bounded-lru.js';
export {
  compressAnswerSync,
  compressForBuild,
  isCompressible,
  preferredEncoding,
  weakened,
  type ContentEncoding,
} from './content-encoding.js';

/**
 * The embedded connection's fast paths: `prepare` reuses the statement compiled for the same SQL
 * (statement-cache.ts), and precompiled statements run on the connection directly inside a
 * transaction (precompiled.ts). Called once by openDatabase, before anything runs.
 */
export function tuneEmbeddedDatabase(connection: SQLite.Database, db: Db): void {
  cachePreparedStatements(connection);
  registerEmbeddedConnection(db, connection);
}

/**
 * Group commit (wal-sync.ts): the returned function resolves once every transaction committed
 * before the call is on disk, sharing one fdatasync of the WAL at `walPath` with every caller
 * meanwhile. The connection must run with synchronous=NORMAL.
 */
export function groupCommit(walPath: string): () => Promise<void> {
  const wal = new WalSync(walPath);
  return () => wal.sync();
}

import type { Config } from './config.js';
import type { DataVersion } from './db/data-version.js';
import type { DatabaseDialect, Db } from './db/database.js';
import type { LiveHub } from './live/index.js';
import type { PushService } from './push/index.js';

/** What every domain's routes are given: the database, the configuration and the clock. */
export interface AppContext {
  db: Db;
  dialect: DatabaseDialect;
  config: Config;
  /**
   * The server's clock for rules that depend on time passing (invitations expiring, reports
   * confirming themselves, sign-in lockouts); tests pass one they move by hand.
   */
  now: () => Date;
  /** Writes made outside an admin request (the automatic confirmation) count themselves here. */
  dataVersion: DataVersion;
  /** This instance's live streams (docs/live.md). */
  live: LiveHub;
  /** This instance's push notifications (docs/push.md). */
  push: PushService;
}

import type { Config } from './config.js';
import type { DatabaseDialect, Db } from './db/database.js';

/** What every domain's routes are given: the database and the configuration. */
export interface AppContext {
  db: Db;
  dialect: DatabaseDialect;
  config: Config;
}

import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The cheapest statement the database must answer: the health check waits for it. */
export const pingDatabase = (db: Db) => sql`select 1`.execute(db);

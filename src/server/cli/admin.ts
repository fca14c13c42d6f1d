import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { resetPassword } from '../auth/index.js';

const USAGE = `Usage: npm run admin -- reset-password [--username NAME] [--password NEW]
  Sets a new password for the administrator (created if missing) and ends their sessions.
  Without --password a random one is made and printed.`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { username: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || positionals[0] !== 'reset-password') {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const config = loadConfig();
  const database = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(database);
    const username = values.username ?? config.ADMIN_USERNAME ?? 'admin';
    const password = await resetPassword(database.db, username, values.password);
    console.log(`Password for "${username}" reset. New password: ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// Runs the API suite against embedded SQLite, then against PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const databases = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on SQLite only.');
}
for (const database of databases) {
  console.log(`\n▶ API tests on ${database}`);
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, API_TEST_DB: database },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

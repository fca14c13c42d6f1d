// Browser tests need Chromium. Without it they are skipped with a note, except under CI=true.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.env.CI === 'true') {
    console.error(`Browser tests need Chromium at ${chromium}, and CI=true forbids skipping them.`);
    process.exit(1);
  }
  console.log(`Chromium not found at ${chromium}: browser tests skipped (apt-get install -y chromium to run them).`);
  process.exit(0);
}
// The same folder as tests/e2e/support/env.ts's E2E_STATIC_DIR: never the dist/ of a running server.
const staticDir = `.e2e-dist/${process.env.E2E_PORT ?? 4317}`;
if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', staticDir, '--emptyOutDir'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);

// Starts the real server for browser tests on a fresh database file (the demo tour is seeded anew).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const url = process.env.DATABASE_URL ?? '';
if (url.startsWith('sqlite:')) {
  const file = url.slice('sqlite:'.length);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}
const server = spawn('npx', ['tsx', 'src/server/main.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

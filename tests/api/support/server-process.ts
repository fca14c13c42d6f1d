import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ADMIN_PASSWORD, ADMIN_USERNAME, basicAuth } from './test-app.js';

export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Ends the process with the signal and waits until it is gone. */
  stop: (signal: 'SIGKILL' | 'SIGTERM') => Promise<void>;
}

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY_ATTEMPTS = 300;
const READY_PAUSE_MS = 100;

/** A port nobody listens on right now, for a server started right after. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

/**
 * The real server (src/server/main.ts) as its own process, one node process with the tsx loader so
 * a SIGKILL hits the server itself and not a wrapper. Resolves once /api/health answers.
 */
export async function startServer(databaseUrl: string, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPOSITORY_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const server = { origin, stop: (signal: 'SIGKILL' | 'SIGTERM') => stopProcess(child, signal) };
  for (let attempt = 0; attempt < READY_ATTEMPTS; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${errors}`);
    if (await answersHealth(origin)) return server;
    await sleep(READY_PAUSE_MS);
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not start: ${errors}`);
}

/** A bearer token for the administrator the server was started with. */
export async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { authorization: basicAuth(ADMIN_USERNAME, ADMIN_PASSWORD) },
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function answersHealth(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

async function stopProcess(child: ChildProcess, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { seedDemoTour } from '../../../src/server/seed/demo-tour';

export interface DeployOptions {
  /**
   * Answer this path with the app shell (200, text/html), as a server or proxy with an SPA
   * fallback does for a file it lacks: what this app's server did before issue 9.
   */
  shellFor?: string;
}

export interface RedeployableServer {
  origin: string;
  /** Restarts the server on another build folder at the same origin, as a deploy does. */
  deploy: (staticDir: string, options?: DeployOptions) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The real server (buildApp) in the test's own process, on a port of its own: the suite's server
 * never changes builds, and a service worker belongs to its origin, so an update test needs a
 * server it can restart on a new build at the same address. The demo tour lives in memory and
 * survives restarts, as a database does.
 */
export async function startRedeployableServer(staticDir: string): Promise<RedeployableServer> {
  const database = openDatabase('sqlite::memory:');
  await migrateToLatest(database);
  await seedDemoTour(database.db, { size: 'small' });
  let app: FastifyInstance | null = null;
  let port = 0;

  const deploy = async (dir: string, options: DeployOptions = {}) => {
    await app?.close();
    app = await startOn(database, dir, port, options);
    port = (app.server.address() as AddressInfo).port;
  };
  await deploy(staticDir);
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy,
    close: async () => {
      await app?.close();
      await database.close();
    },
  };
}

async function startOn(
  database: DatabaseHandle,
  staticDir: string,
  port: number,
  { shellFor }: DeployOptions,
): Promise<FastifyInstance> {
  const config = loadConfig({ DATABASE_URL: 'sqlite::memory:', STATIC_DIR: staticDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  if (shellFor) {
    const shell = readFileSync(join(staticDir, 'index.html'));
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.split('?')[0] === shellFor) return reply.type('text/html; charset=utf-8').send(shell);
    });
  }
  await app.listen({ host: '127.0.0.1', port });
  return app;
}

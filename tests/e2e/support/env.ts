import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The e2e server's own port, away from the dev server (3000) and Vite (5173). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-admin-password';
export const TOUR_NAME = 'Padel Tour';

export const E2E_DATABASE_FILE = join(tmpdir(), `bandeja-e2e-${E2E_PORT}.sqlite`);
/**
 * The browser tests build and serve the client from a folder of their own, per port, so a run never
 * touches the `dist/` that a running `npm start` serves (nor another run's build).
 */
export const E2E_STATIC_DIR = `.e2e-dist/${E2E_PORT}`;

export const e2eServerEnv: Record<string, string> = {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATABASE_URL: `sqlite:${E2E_DATABASE_FILE}`,
  STATIC_DIR: E2E_STATIC_DIR,
  SEED_DEMO: 'true',
  ADMIN_USERNAME,
  ADMIN_PASSWORD,
  TOUR_NAME,
  LOG_LEVEL: 'warn',
  // Many sign-ins from one address in a run; production keeps the default of 10 a minute.
  LOGIN_RATE_LIMIT: '10000',
};

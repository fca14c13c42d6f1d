import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { Unauthenticated } from '../errors.js';
import { sessionOf } from '../plugins/auth.js';
import { errorBody, hasControlCharacter } from '../../shared/schemas/common.js';
import { loginResponse, passwordChangeInput } from '../../shared/schemas/auth.js';
import { changePassword, INVALID_LOGIN, login, logout } from './service.js';
import { sweepStaleFailures } from './lockout.js';

const loginHeaders = z.object({ authorization: z.string().optional() });

function basicCredentials(header: string | undefined): { username: string; password: string } {
  const [scheme, encoded] = (header ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) throw new Unauthenticated(INVALID_LOGIN);
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) throw new Unauthenticated(INVALID_LOGIN);
  // No username holds a control character, and PostgreSQL would fail on a NUL in the lookup.
  if (hasControlCharacter(decoded.slice(0, colon))) throw new Unauthenticated(INVALID_LOGIN);
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function registerAuthRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/v1/auth/login', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in with HTTP Basic credentials; answers a bearer token',
      headers: loginHeaders,
      response: { 200: loginResponse, 401: errorBody, 429: errorBody },
    },
    config: { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { username, password } = basicCredentials(request.headers.authorization);
      return login(db, username, password, {
        ttlHours: config.SESSION_TTL_HOURS,
        lockout: { attempts: config.LOGIN_LOCKOUT_ATTEMPTS, minutes: config.LOGIN_LOCKOUT_MINUTES },
        now: now(),
      });
    },
  });

  api.post('/api/v1/auth/logout', {
    schema: { tags: ['auth'], summary: 'Revoke the current token', response: { 204: z.null(), 401: errorBody } },
    config: { requiresAdmin: true },
    handler: async (request, reply) => {
      await logout(db, sessionOf(request));
      return reply.code(204).send(null);
    },
  });

  api.put('/api/v1/auth/password', {
    schema: {
      tags: ['auth'],
      summary: "Change the signed-in administrator's password; ends their other sessions",
      body: passwordChangeInput,
      response: { 204: z.null(), 400: errorBody, 401: errorBody },
    },
    config: { requiresAdmin: true },
    handler: async (request, reply) => {
      await changePassword(db, sessionOf(request), request.body);
      return reply.code(204).send(null);
    },
  });

  // Runs of failed sign-ins that ended a day ago are forgotten (auth/lockout.ts).
  const sweep = setInterval(() => {
    void sweepStaleFailures(db, now()).catch((error: unknown) => app.log.warn({ err: error }, 'sweeping sign-in failures failed'));
  }, 3600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

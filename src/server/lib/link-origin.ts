import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * The origin of a link the server writes for someone to open later (an invitation). PUBLIC_URL
 * when it is set, so no header of the request can choose where the link leads; otherwise the
 * request's own origin, whose X-Forwarded-Proto/-Host count only from TRUST_PROXY's proxies (the
 * server warns at start that PUBLIC_URL is unset).
 */
export const linkOrigin = (config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string =>
  config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

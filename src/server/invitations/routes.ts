import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { sessionOf } from '../plugins/auth.js';
import { linkOrigin } from '../lib/link-origin.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import { loginResponse } from '../../shared/schemas/auth.js';
import { invitation, invitationPreview, joinInput } from '../../shared/schemas/reports.js';
import * as service from './service.js';

const tags = ['accounts'];
/** The link's token as issued (32 random bytes, base64url); anything else cannot be one. */
const TOKEN_LENGTH = 43;
const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const NOT_A_TOKEN = 'This is not an invitation token';
const joinBody = joinInput.superRefine((value, context) => {
  if (!INVITATION_TOKEN.test(value.token)) context.addIssue({ code: 'custom', path: ['token'], message: NOT_A_TOKEN });
});

/** Player accounts by invitation (docs/reports.md, "Invitations"). */
export function registerInvitationRoutes(app: FastifyInstance, { db, config, now, dataVersion }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Guessing tokens is as bounded as guessing passwords: the same per-address limit.
  const rateLimit = { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' };

  api.post('/api/v1/admin/players/:playerId/invitation', {
    schema: {
      tags,
      summary: "A one-time link (7 days) for the player to make their account; replaces the player's earlier unused links",
      params: z.object({ playerId: id }),
      response: { 201: invitation, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => {
      const created = await service.createInvitation(db, sessionOf(request), request.params.playerId, linkOrigin(config, request), now());
      return reply.code(201).send(created);
    },
  });

  api.get('/api/v1/auth/join/:token', {
    schema: {
      tags,
      summary: 'Whom an invitation link is for; 404 once it is used or expired',
      params: z.object({ token: z.string().min(TOKEN_LENGTH, NOT_A_TOKEN).max(TOKEN_LENGTH, NOT_A_TOKEN).regex(INVITATION_TOKEN, NOT_A_TOKEN) }),
      response: { 200: invitationPreview, 400: errorBody, 404: errorBody, 429: errorBody },
    },
    config: { rateLimit, uncached: true },
    handler: (request) => service.previewInvitation(db, request.params.token, now()),
  });

  api.post('/api/v1/auth/join', {
    schema: {
      tags,
      summary: "Make a player's account from an invitation and sign it in; the link is used up",
      body: joinBody,
      response: { 201: loginResponse, 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
    },
    config: { rateLimit },
    handler: async (request, reply) =>
      reply.code(201).send(await service.join(db, request.body, { now: now(), ttlHours: config.SESSION_TTL_HOURS, dataVersion })),
  });
}

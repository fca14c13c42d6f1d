import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { sessionOf } from '../plugins/auth.js';
import { linkOrigin } from '../lib/link-origin.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import { loginResponse } from '../../shared/schemas/auth.js';
import { bulkInvitationInput, bulkInvitations, invitation, invitationPreview, joinInput, organiserInvitationInput } from '../../shared/schemas/reports.js';
import { signupInput } from '../../shared/schemas/entries.js';
import * as service from './service.js';

const tags = ['accounts'];
/** The link's token as issued (32 random bytes, base64url); anything else cannot be one. */
const TOKEN_LENGTH = 43;
const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const NOT_A_TOKEN = 'This is not an invitation token';
const joinBody = joinInput.superRefine((value, context) => {
  if (!INVITATION_TOKEN.test(value.token)) context.addIssue({ code: 'custom', path: ['token'], message: NOT_A_TOKEN });
});

/** Player and organiser accounts by invitation (docs/reports.md "Invitations", docs/roles.md "Organisers by invitation"). */
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

  api.post('/api/v1/admin/players/invitations', {
    schema: {
      tags,
      summary:
        'One-time links (7 days) for several players at once (1 to 100 ids), each replacing that player\'s unused link; players with an account, or unknown ids, are listed in `skipped`',
      body: bulkInvitationInput,
      response: { 201: bulkInvitations, 400: errorBody, 422: errorBody },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service.createInvitations(db, sessionOf(request), request.body.playerIds, linkOrigin(config, request), now())),
  });

  api.post('/api/v1/admin/users/invitations', {
    schema: {
      tags,
      summary: "A one-time link (7 days) that makes an organiser's account for the clubs given, joined like a player's (POST /api/v1/auth/join)",
      body: organiserInvitationInput,
      response: { 201: invitation, 400: errorBody, 422: errorBody },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service.createOrganiserInvitation(db, sessionOf(request), request.body.clubIds, linkOrigin(config, request), now())),
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

  api.post('/api/v1/auth/signup', {
    schema: {
      tags,
      summary:
        'Make a player and their account, signed in, where the tour opens sign-up (OPEN_SIGNUP); 403 SIGNUP_CLOSED otherwise. Rate limited per address like sign-in',
      body: signupInput,
      response: { 201: loginResponse, 400: errorBody, 403: errorBody, 409: errorBody, 429: errorBody },
    },
    config: { rateLimit },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await service.signup(db, request.body, { open: config.OPEN_SIGNUP, now: now(), ttlHours: config.SESSION_TTL_HOURS, dataVersion })),
  });

  api.post('/api/v1/auth/join', {
    schema: {
      tags,
      summary: "Make the account an invitation is for (a player's, or an organiser's for its clubs) and sign it in; the link is used up",
      body: joinBody,
      response: { 201: loginResponse, 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
    },
    config: { rateLimit },
    handler: async (request, reply) =>
      reply.code(201).send(await service.join(db, request.body, { now: now(), ttlHours: config.SESSION_TTL_HOURS, dataVersion })),
  });
}

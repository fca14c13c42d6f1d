import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { sessionOf } from '../plugins/auth.js';
import { errorBody } from '../../shared/schemas/common.js';
import { pushPublicKey, pushSubscriptionInput, pushSubscriptionQuery } from '../../shared/schemas/push.js';

const tags = ['push'];

/**
 * Push notifications (docs/push.md): the server's VAPID public key, and an account's browsers
 * subscribing and unsubscribing. Any signed-in account subscribes (staff hear of disputes), so
 * these /api/v1/me/ routes are every role's (auth/route-access.ts).
 */
export function registerPushRoutes(app: FastifyInstance, { db, push }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/v1/push/public-key', {
    schema: {
      tags,
      summary:
        "The server's VAPID public key, the applicationServerKey a browser subscribes with; 404 PUSH_OFF when push is off on this server",
      response: { 200: pushPublicKey, 404: errorBody },
    },
    handler: async () => ({ publicKey: push.publicKey() }),
  });

  api.post('/api/v1/me/push-subscriptions', {
    schema: {
      tags,
      summary:
        "Subscribe this browser to the signed-in account's notifications, in a language and for some topics (all when absent); sending it again updates it. 404 PUSH_OFF when push is off on this server",
      body: pushSubscriptionInput,
      response: { 201: z.null(), 400: errorBody, 401: errorBody, 404: errorBody },
    },
    config: { requiresAdmin: true },
    handler: async (request, reply) => {
      await push.subscribe(db, sessionOf(request).adminId, request.body);
      return reply.code(201).send(null);
    },
  });

  api.delete('/api/v1/me/push-subscriptions', {
    schema: {
      tags,
      summary: "Unsubscribe a browser (its endpoint) from the signed-in account's notifications",
      querystring: pushSubscriptionQuery,
      response: { 204: z.null(), 400: errorBody, 401: errorBody, 404: errorBody },
    },
    config: { requiresAdmin: true },
    handler: async (request, reply) => {
      await push.unsubscribe(db, sessionOf(request).adminId, request.query.endpoint);
      return reply.code(204).send(null);
    },
  });
}

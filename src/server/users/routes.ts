import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { sessionOf } from '../plugins/auth.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import { me, user, userInput, userList, userUpdate } from '../../shared/schemas/users.js';
import * as service from './service.js';

const userParams = z.object({ userId: id });
const tags = ['users'];

/**
 * The tour administrator's accounts (docs/roles.md). Every path here is under /api/v1/admin without
 * a club, so the guard keeps it to the administrator (403 for an organiser).
 */
export function registerUserRoutes(app: FastifyInstance, { db }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/v1/me', {
    schema: {
      tags,
      summary: 'Who is signed in: role, username and, for an organiser, their clubs; for a player, their player',
      response: { 200: me },
    },
    config: { requiresAdmin: true },
    handler: (request) => {
      const session = sessionOf(request);
      return {
        role: session.role,
        username: session.username,
        ...(session.clubIds ? { clubIds: session.clubIds } : {}),
        ...(session.playerId !== null ? { playerId: session.playerId } : {}),
      };
    },
  });

  api.get('/api/v1/admin/users', {
    schema: { tags, summary: 'Every account with its role and clubs', response: { 200: userList } },
    handler: async () => ({ users: await service.listUsers(db) }),
  });

  api.post('/api/v1/admin/users', {
    schema: {
      tags,
      summary: 'Create an organiser for the clubs given',
      body: userInput,
      response: { 201: user, 400: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createUser(db, request.body)),
  });

  api.put('/api/v1/admin/users/:userId', {
    schema: {
      tags,
      summary: 'Update an account: username, role, clubs and, when given, a new password (which ends its sessions)',
      params: userParams,
      body: userUpdate,
      response: { 200: user, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: (request) => service.updateUser(db, sessionOf(request), request.params.userId, request.body),
  });

  api.delete('/api/v1/admin/users/:userId', {
    schema: {
      tags,
      summary: 'Delete an account and its sessions; never your own or the last administrator',
      params: userParams,
      response: { 204: z.null(), 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => {
      await service.deleteUser(db, sessionOf(request), request.params.userId);
      return reply.code(204).send(null);
    },
  });
}

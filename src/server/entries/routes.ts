import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { readerOfRequest, sessionOf } from '../plugins/auth.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import {
  entry,
  entryCreated,
  entryInput,
  entryList,
  entryListState,
  entryPairInput,
  entryTeamsInput,
  entryTeamsResult,
  entryUpdateInput,
  myEntries,
  registration,
  registrationInput,
} from '../../shared/schemas/entries.js';
import * as service from './service.js';
import { entryHooks } from './hooks.js';

/** `If-Match: "3"` or `3` (the version read); `*` or none asks for no check. */
const IF_MATCH = /^\s*(?:"(\d{1,9})"|(\d{1,9})|\*)\s*$/;
const ifMatchHeaders = z.looseObject({
  'if-match': z.string().regex(IF_MATCH, 'Send the version as "3" or 3').optional(),
});
const expectedVersion = (header: string | undefined): number | undefined => {
  const found = header === undefined ? null : IF_MATCH.exec(header);
  const digits = found?.[1] ?? found?.[2];
  return digits === undefined ? undefined : Number(digits);
};
const stale = (current: z.ZodType) =>
  z.object({ error: z.string(), code: z.literal('STALE'), details: z.array(current) });

const tags = ['entries'];
const leagueParams = z.object({ clubId: id, leagueId: id });
const nightParams = z.object({ clubId: id, clubNightId: id });
const entryIdParam = z.object({ entryId: id });

/**
 * Entries (docs/entries.md): the public state of a list, a player's own entries under /api/v1/me/,
 * and the organiser's list under a league or a club night. The league and night routes are the
 * same routes twice, by owner.
 */
export function registerEntryRoutes(app: FastifyInstance, { db, dialect, now }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const writer = { db, dialect, now };
  /** A write's writer: the entries it moves up from a waiting list go to the entry hooks (push). */
  const writerOf = (request: FastifyRequest): service.EntriesWriter => ({
    ...writer,
    onPromoted: (entryIds) => {
      for (const hook of entryHooks.all()) hook.promoted?.(request, entryIds);
    },
  });
  const mine = { requiresAdmin: true };

  const owners = [
    {
      what: 'league',
      params: leagueParams,
      publicPath: '/api/v1/clubs/:clubId/leagues/:leagueId',
      adminPath: '/api/v1/admin/clubs/:clubId/leagues/:leagueId',
    },
    {
      what: 'club night',
      params: nightParams,
      publicPath: '/api/v1/clubs/:clubId/club-nights/:clubNightId',
      adminPath: '/api/v1/admin/clubs/:clubId/club-nights/:clubNightId',
    },
  ] as const;

  for (const owner of owners) {
    const params = owner.params as z.ZodType<service.ListPath>;
    const entryParams = (owner.params as z.ZodObject).extend({ entryId: id }) as unknown as z.ZodType<
      service.ListPath & { entryId: number }
    >;

    api.get(`${owner.publicPath}/entries`, {
      schema: {
        tags,
        summary: `The state of a ${owner.what}'s entries: its registration, window, places left and waiting list length`,
        params,
        response: { 200: entryListState, 400: errorBody, 404: errorBody },
      },
      // The window opens and closes with the clock, not with a write: never cached or tagged.
      config: { uncached: true },
      handler: (request) => service.listState(db, request.params, readerOfRequest(request), now()),
    });

    api.put(`${owner.adminPath}/registration`, {
      schema: {
        tags,
        summary: `Open or change a ${owner.what}'s entries: window, capacity, mode and level limits (0.0–7.0); a larger capacity moves the waiting list up. If-Match: "<registration version>"`,
        params,
        headers: ifMatchHeaders,
        body: registrationInput,
        response: { 200: registration, 400: errorBody, 404: errorBody, 409: errorBody, 412: stale(registration) },
      },
      handler: (request) =>
        service.setRegistration(
          writerOf(request),
          request.params,
          request.body,
          expectedVersion(request.headers['if-match']),
        ),
    });

    api.get(`${owner.adminPath}/entries`, {
      schema: {
        tags,
        summary: `A ${owner.what}'s entries for its organiser: confirmed, the waiting list in order, free agents, pairs awaiting a partner, withdrawn`,
        params,
        response: { 200: entryList, 400: errorBody, 404: errorBody },
      },
      handler: (request) => service.listEntries(db, request.params, now()),
    });

    api.put(`${owner.adminPath}/entries/:entryId`, {
      schema: {
        tags,
        summary:
          'Mark an entry paid or checked in, move it up (confirmed, even past the capacity), back to the waiting list, or withdraw it. If-Match: "<entry version>"',
        params: entryParams,
        headers: ifMatchHeaders,
        body: entryUpdateInput,
        response: { 200: entry, 400: errorBody, 404: errorBody, 409: errorBody, 412: stale(entry) },
      },
      handler: (request) => {
        const { entryId, ...path } = request.params;
        return service.updateEntry(
          writerOf(request),
          path,
          entryId,
          request.body,
          expectedVersion(request.headers['if-match']),
        );
      },
    });

    api.post(`${owner.adminPath}/entries/pair`, {
      schema: {
        tags,
        summary: 'Pair two free agents: they become one entry, placed (confirmed or waiting) as arriving now',
        params,
        body: entryPairInput,
        response: { 201: entry, 400: errorBody, 404: errorBody, 409: errorBody },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await service.pairFreeAgents(writer, request.params, request.body)),
    });

    api.post(`${owner.adminPath}/entries/teams`, {
      schema: {
        tags,
        summary:
          "Make teams of the confirmed pairs and place them in the group named or in the league's groups by level; for a club night, put the confirmed players on the night",
        params,
        body: entryTeamsInput,
        response: { 201: entryTeamsResult, 400: errorBody, 404: errorBody, 409: errorBody },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await service.makeTeams(writer, request.params, request.body)),
    });
  }

  api.get('/api/v1/me/entries', {
    schema: {
      tags,
      summary:
        "The signed-in player's entries: status, place on a waiting list, when they moved up, and the check-in code",
      response: { 200: myEntries, 401: errorBody, 403: errorBody },
    },
    config: mine,
    handler: (request) => service.myEntries(db, sessionOf(request)),
  });

  api.post('/api/v1/me/entries', {
    schema: {
      tags,
      summary:
        'Enter a league or club night: with a partner (who accepts), alone (a free agent of a pairs list, or a player of an individuals list); a full list puts the entry on its waiting list. 409 names the reason: closed, level, already in',
      body: entryInput,
      response: { 201: entryCreated, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    config: mine,
    handler: async (request, reply) =>
      reply.code(201).send(await service.enter(writer, sessionOf(request), request.body)),
  });

  api.post('/api/v1/me/entries/:entryId/accept', {
    schema: {
      tags,
      summary: "Accept a partner's entry: the pair takes a place, or joins the waiting list",
      params: entryIdParam,
      response: { 200: entryCreated, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    config: mine,
    handler: (request) => service.accept(writer, sessionOf(request), request.params.entryId),
  });

  api.delete('/api/v1/me/entries/:entryId', {
    schema: {
      tags,
      summary: 'Withdraw an entry (either player of a pair); its place goes to the first on the waiting list',
      params: entryIdParam,
      response: { 204: z.null(), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    config: mine,
    handler: async (request, reply) => {
      await service.withdraw(writerOf(request), sessionOf(request), request.params.entryId);
      return reply.code(204).send(null);
    },
  });
}

import { Socket } from 'node:net';
import { TLSSocket } from 'node:tls';
import { finished } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { sessionOf } from '../plugins/auth.js';
import { NotFound } from '../errors.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import type { LiveHub, Listener, StreamSink } from './hub.js';
import { encodingFor } from './wire.js';
import * as queries from './queries.js';

const tags = ['live'];
const clubParams = z.object({ clubId: id });
const STREAM_DESCRIPTION =
  'text/event-stream: `change` events (id: the change id; data: { kind, clubId, leagueId?, groupId?, roundId?, matchId?, clubNightId?, version? }), ' +
  '`reset` when the Last-Event-ID is older than what is kept (read everything again), and a comment line now and then. ' +
  'Deflated (Content-Encoding: deflate) where Accept-Encoding allows it. See docs/live.md.';
// Declared per content type: the answer is an event stream, written on the socket, not JSON.
const stream200 = { description: STREAM_DESCRIPTION, content: { 'text/event-stream': { schema: z.string() } } };
const lastEventIdHeader = z.object({ 'last-event-id': z.string().max(40).optional() });

/**
 * The live change streams (docs/live.md): a club's for its visitors, a club's whole one for its
 * staff, a player's own. Each answer is written on the raw socket (`reply.hijack`): it never ends
 * on its own, so none of the hooks that work on a whole answer (ETag, compression, the read cache,
 * the request transaction) may hold it, and none sees it.
 */
export function registerLiveRoutes(app: FastifyInstance, { db, live }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/v1/clubs/:clubId/live', {
    schema: {
      tags,
      summary: "The club's live changes, as a visitor may see them (Server-Sent Events)",
      params: clubParams,
      headers: lastEventIdHeader,
      response: { 200: stream200, 400: errorBody, 404: errorBody },
    },
    // Never cached nor given an ETag: it is a stream, not an answer.
    config: { uncached: true },
    handler: async (request, reply) => {
      const { clubId } = request.params;
      if (!(await queries.clubExists(db, clubId))) throw new NotFound('Club');
      await openStream(request, reply, live, { who: 'visitor', clubId });
    },
  });

  api.get('/api/v1/admin/clubs/:clubId/live', {
    schema: {
      tags,
      summary: 'Every live change of the club, drafts and open reports included, for its staff (Server-Sent Events)',
      params: clubParams,
      headers: lastEventIdHeader,
      response: { 200: stream200, 400: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const { clubId } = request.params;
      if (!(await queries.clubExists(db, clubId))) throw new NotFound('Club');
      await openStream(request, reply, live, { who: 'staff', clubId });
    },
  });

  api.get('/api/v1/me/live', {
    schema: {
      tags,
      summary:
        "The signed-in player's live changes: their matches' reports, results, courts and hours (Server-Sent Events)",
      headers: lastEventIdHeader,
      response: { 200: stream200 },
    },
    config: { requiresAdmin: true },
    handler: async (request, reply) => {
      const session = sessionOf(request);
      const teamIds = session.playerId ? await queries.teamsOfPlayer(db, session.playerId) : [];
      await openStream(request, reply, live, { who: 'player', teamIds });
    },
  });
}

/** The reader's Last-Event-ID: null without one; one that is not an id of ours reads as unknown (a reset). */
function lastEventIdOf(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'];
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  return /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : Number.MAX_SAFE_INTEGER;
}

async function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  live: LiveHub,
  listener: Listener,
): Promise<void> {
  const lastEventId = lastEventIdOf(request);
  // A real HTTP/1.1 connection goes to the fan-out process, which writes its body, one chunk per
  // write (wire.ts), deflated where the reader accepts it. An injected request (tests) or an
  // HTTP/1.0 reader (whose body is not chunked) stays here and is written through the answer, as it is.
  const socket = request.raw.socket;
  const encoding = encodingFor(request.headers['accept-encoding']);
  // (A TLS connection's state lives in this process: it could not move. The app serves plain HTTP
  // behind its proxy; the check keeps a TLS server, should one come, on the answer's path.)
  const handOver = socket instanceof Socket && !(socket instanceof TLSSocket) && request.raw.httpVersion === '1.1';
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Proxies that buffer answers (nginx) pass this one through as it comes.
    'x-accel-buffering': 'no',
    // A handed-over connection closes with its stream (the fan-out process serves no other request).
    connection: handOver ? 'close' : 'keep-alive',
    vary: 'accept-encoding',
    ...(handOver && encoding === 'deflate' ? { 'content-encoding': 'deflate' } : {}),
  });
  // A change leaves at once rather than waiting for more bytes (Nagle); an injected request has no real socket.
  (res.socket as { setNoDelay?: (noDelay: boolean) => void } | null)?.setNoDelay?.(true);
  // Reconnect after 3 s; the first bytes also tell the reader the stream is open.
  const opening = 'retry: 3000\n\n';
  let close: (() => void) | null = null;
  let gone = false;
  const leave = () => {
    gone = true;
    close?.();
  };
  let sink: StreamSink | null = null;
  try {
    // (Node chunks every HTTP/1.1 answer without a length, so a handed-over body is always chunked.)
    if (handOver && res.chunkedEncoding) {
      res.flushHeaders();
      sink = live.fanOut.adopt(socket, encoding, opening, leave);
    } else {
      res.write(opening);
      res.on('close', leave);
      sink = answerSink(res);
    }
    close = await live.open(listener, sink, lastEventId);
  } catch (error) {
    // The answer has begun: a failure can only end it; the reader reconnects.
    request.log.warn({ err: error }, 'opening a live stream failed');
    if (sink) void sink.end();
    else res.end();
    return;
  }
  if (gone) close();
}

/** A stream written through its answer (an injected request, an HTTP/1.0 reader). */
function answerSink(res: FastifyReply['raw']): StreamSink {
  return {
    write: (frames) => {
      if (res.writableEnded) return 0;
      res.write(frames);
      return res.writableLength;
    },
    // Resolves once the last bytes are out: the connection is idle then, and a closing server closes it.
    end: (closing) =>
      new Promise<void>((resolve) => {
        // Captured now: a finished answer lets go of its socket.
        const connection = res.socket as { end?: () => void } | null;
        res.end();
        finished(res, () => {
          // The server is closing: the connection goes too, rather than idling on the reader's keep-alive.
          if (closing) connection?.end?.();
          resolve();
        });
      }),
  };
}

import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access line per request, written when the answer has gone (Fastify's `requestCompleted`,
 * after the onResponse hooks): method, URL, status, response time in milliseconds, the client's
 * address (`request.ip`, so `TRUST_PROXY` applies) and, from the request's logger, its `reqId`.
 * Fastify's own pair of lines ("incoming request" and "request completed", each with a serialised
 * request or reply) is replaced: half the lines, and no serializers on the hot path.
 *
 * A public read answered from the read cache (fast-paths/public-read-cache.ts) writes its own answer
 * from the first onRequest hook, but Fastify still completes its request, so a hit is logged here
 * like every other request, with the status it was sent with (200 or 304).
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      remoteAddress: request.ip,
    };
    // An error here is the answer's stream failing after its headers went; the error handler has
    // already logged every error that became an answer.
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line, 'request');
  }
}

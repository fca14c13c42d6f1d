import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { BoundedLru } from './bounded-lru.js';
import {
  ANSWER_COMPRESSION,
  isCompressible,
  preferredEncoding,
  weakened,
  type ContentEncoding,
} from './content-encoding.js';

// Below about a kilobyte the saved bytes do not pay for the compression and the header.
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const compressors: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, ANSWER_COMPRESSION.br),
  gzip: (body) => promisify(gzip)(body, ANSWER_COMPRESSION.gzip),
};

/**
 * Brotli or gzip for JSON (and any other text) answers above the threshold, by the request's
 * Accept-Encoding. The last onSend: after the request transaction, ETag and read-cache store hooks,
 * so those see and keep the plain JSON; built client files arrive here already compressed
 * (static/build-snapshot.ts).
 */
export const compressionPlugin = fp(
  (app, _options, done) => {
    // Public answers repeat (the read cache serves the same body many times); their strong ETag is a
    // hash of the plain body, so it names the compressed bytes too and they are made once.
    const compressedByEtag = new BoundedLru<Buffer>(2000, 16 * 1024 * 1024);
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.getHeader('content-encoding') !== undefined || reply.statusCode === 204 || reply.statusCode === 304) {
        return payload;
      }
      if (!isCompressible(String(reply.getHeader('content-type') ?? ''))) return payload;
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (body.length < COMPRESSION_THRESHOLD_BYTES) return payload;
      addVary(reply, 'accept-encoding');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const etag = reply.getHeader('etag');
      const memoKey = typeof etag === 'string' && !etag.startsWith('W/') ? `${encoding}:${etag}` : null;
      const compressed = (memoKey && compressedByEtag.get(memoKey)) || (await compressors[encoding](body));
      if (memoKey) compressedByEtag.set(memoKey, compressed, compressed.length);
      if (typeof etag === 'string') reply.header('etag', weakened(etag));
      reply.header('content-encoding', encoding).removeHeader('content-length');
      return compressed;
    });
    done();
  },
  {
    name: 'bandeja-compression',
    dependencies: ['bandeja-request-transaction', 'bandeja-etag', 'bandeja-public-read-cache-store'],
    fastify: '5.x',
  },
);

/** Adds to Vary rather than replacing it: some answers already vary by Authorization. */
function addVary(reply: FastifyReply, header: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const joined = withVary(current, header);
  if (joined !== current) reply.header('vary', joined);
}

/** `vary` with `header` added unless it is there (or `*` is). */
export function withVary(vary: string, header: string): string {
  const names = vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes(header) || names.includes('*')) return vary;
  return [...names, header].join(', ');
}

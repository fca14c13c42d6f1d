import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Header name (lowercase) to value; what helmet sets on every answer. */
export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * Helmet's headers, worked out once. @fastify/helmet builds a new helmet middleware on every
 * request (it parses the CSP directives each time), which the profile of a cached public read
 * showed as the largest cost of our own hooks. Helmet's headers do not depend on the request, so
 * running its middleware once against a recording response gives exactly the set it would send.
 */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/**
 * Sets the headers on every answer, first thing, as @fastify/helmet did: on the raw response, so a
 * route that sets one of them itself (the API docs' own CSP) still has the last word.
 */
export const securityHeadersPlugin = fp<{ headers: SecurityHeaders }>(
  (app, { headers }, pluginDone) => {
    const entries = Object.entries(headers);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of entries) reply.raw.setHeader(name, value);
      done();
    });
    pluginDone();
  },
  // After the read cache's hits, which write these headers into the cached answers themselves.
  { name: 'bandeja-security-headers', dependencies: ['bandeja-public-read-cache'], fastify: '5.x' },
);

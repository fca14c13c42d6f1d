/**
 * One load run with autocannon, and the bare Fastify route every endpoint is compared with: it
 * answers the very bytes our endpoint answered (same body, same content type), so the ratio
 * measures what our stack adds (routing, validation, the query, serialisation), not payload size.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /**
   * CPU time of the whole bench process per request, in microseconds: the server's and the load
   * generator's (its worker thread's) together. The generator's share is the same for every target
   * sending the same bytes, so the difference between two targets is what the server spends more
   * on each request; unlike requests/s, it moves little when other work shares the machine.
   */
  cpuPerRequest: number;
}

export interface LoadOptions {
  duration: number;
  connections: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Absolute path of a CommonJS file exporting a setupRequest (autocannon's worker requires it). */
  setupRequest?: string;
}

export async function load(url: string, options: LoadOptions): Promise<LoadFigures> {
  // A worker thread fires the requests so the load generator does not share the server's event loop.
  // autocannon takes a key set to undefined as a value (an "undefined HTTP method"): leave them out.
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    workers: 1,
    ...(options.method ? { method: options.method } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body ? { body: options.body } : {}),
    ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
  });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
  };
}

export interface BareTwin {
  /** Serves `body` with `contentType` at the returned URL until the next call. */
  answer(body: Buffer, contentType: string): string;
  close(): Promise<void>;
}

/** A bare Fastify app on loopback: one route, no plugins, a fixed answer. */
export async function startBareTwin(): Promise<BareTwin> {
  let body: Buffer = Buffer.alloc(0);
  let contentType = 'application/json';
  const app: FastifyInstance = Fastify({ logger: false });
  app.get('/bare', (_request, reply) => reply.header('content-type', contentType).send(body));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    answer(nextBody, nextType) {
      body = nextBody;
      contentType = nextType;
      return `http://127.0.0.1:${port}/bare`;
    },
    close: () => app.close(),
  };
}

export interface PairedFigures {
  bare: LoadFigures;
  ours: LoadFigures;
  /** The median over the rounds of ours / bare, each pair measured back to back. */
  ratio: number;
}

/**
 * The bare route and ours in alternating short runs, `rounds` pairs splitting `duration`: on a
 * machine shared with other work the load changes from second to second, and one long run of each
 * compared whichever moments they fell on. Figures are the medians of the rounds (errors summed).
 */
export async function pairedLoad(
  bareUrl: string,
  oursUrl: string,
  options: LoadOptions,
  rounds = 3,
): Promise<PairedFigures> {
  const { figures, ratios } = await rotatedLoad([bareUrl, oursUrl], options, rounds);
  return { bare: figures[0]!, ours: figures[1]!, ratio: ratios[1]! };
}

/**
 * Several targets in turn, `rounds` times, each run `duration / rounds` seconds, as pairedLoad does
 * for two (the order turning by one place each round): each target's figures (the medians of its rounds) and, for each target, the median over
 * the rounds of its requests/s over the first target's in the same round.
 */
export async function rotatedLoad(
  urls: string[],
  options: LoadOptions,
  rounds = 3,
): Promise<{ figures: LoadFigures[]; ratios: number[] }> {
  const roundOptions = { ...options, duration: Math.max(1, Math.round(options.duration / rounds)) };
  const runs: LoadFigures[][] = urls.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    // Each round starts with the next target: on a loaded machine the place in a round was seen to
    // matter (whichever ran second in a pair came out ahead), so every target takes every place.
    for (let step = 0; step < urls.length; step += 1) {
      const index = (round + step) % urls.length;
      runs[index]!.push(await load(urls[index]!, roundOptions));
    }
  }
  const first = runs[0]!;
  return {
    figures: runs.map(medianFigures),
    ratios: runs.map((target) =>
      median(target.map((figures, round) => figures.requestsPerSecond / (first[round]?.requestsPerSecond || 1))),
    ),
  };
}

function medianFigures(runs: LoadFigures[]): LoadFigures {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    cpuPerRequest: median(runs.map((run) => run.cpuPerRequest)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

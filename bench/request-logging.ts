/**
 * What request logging costs a cached read, with the server configured as users run it: the
 * default LOG_LEVEL (info), one access line per request written through the server's own logger
 * (src/server/logging) to a real destination, /dev/null. The same read is loaded in turns on that
 * server, on a second one at LOG_LEVEL=silent over the same database, and on the bare route
 * answering the same bytes; the ratio is the logged server's requests/s over the bare route's.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import type { DatabaseHandle } from '../src/server/db/database.js';
import { rotatedLoad, type BareTwin, type LoadFigures, type LoadOptions } from './load.js';

/** Issue 22: a cached read at the default log level does at least this share of the bare route. */
export const LOGGED_READ_TARGET = 0.55;
/** Where the bench's servers log: a real file write per batch, with nothing kept. */
export const BENCH_LOG_DESTINATION = '/dev/null';

export interface RequestLoggingRow {
  endpoint: string;
  path: string;
  destination: string;
  bare: LoadFigures;
  /** The server as users run it (LOG_LEVEL=info). */
  info: LoadFigures;
  silent: LoadFigures;
  /** info over bare, and silent over bare: medians of the rounds. */
  ratio: number;
  silentRatio: number;
  target: number;
}

export async function benchRequestLogging(
  database: DatabaseHandle,
  databaseUrl: string,
  read: { endpoint: string; path: string; infoBase: string },
  twin: BareTwin,
  options: LoadOptions,
): Promise<RequestLoggingRow> {
  const silentApp = await buildApp({
    config: loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }),
    database,
    serveClient: false,
    logDestination: BENCH_LOG_DESTINATION,
  });
  await silentApp.listen({ host: '127.0.0.1', port: 0 });
  try {
    const silentBase = `http://127.0.0.1:${(silentApp.server.address() as AddressInfo).port}`;
    const answer = await fetch(read.infoBase + read.path, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await answer.arrayBuffer());
    const bareUrl = twin.answer(body, answer.headers.get('content-type') ?? 'application/json');
    // One request first, so the silent server's read cache holds the answer as the other's does.
    await fetch(silentBase + read.path);
    // Six rounds of three short runs, so each target takes each place in a round twice: the
    // machine's load moves less within a round than across rounds.
    const { figures, ratios } = await rotatedLoad(
      [bareUrl, read.infoBase + read.path, silentBase + read.path],
      { ...options, duration: options.duration * 3 },
      6,
    );
    const [bare, info, silent] = figures as [LoadFigures, LoadFigures, LoadFigures];
    return {
      endpoint: read.endpoint,
      path: read.path,
      destination: BENCH_LOG_DESTINATION,
      bare,
      info,
      silent,
      ratio: ratios[1] ?? 0,
      silentRatio: ratios[2] ?? 0,
      target: LOGGED_READ_TARGET,
    };
  } finally {
    await silentApp.close();
  }
}

/** The line the README quotes, and whether it meets the target. */
export function requestLoggingSummary(row: RequestLoggingRow): { line: string; met: boolean } {
  const met = row.ratio >= row.target;
  const rps = (figures: LoadFigures) => Math.round(figures.requestsPerSecond).toLocaleString('en');
  const cpu = (figures: LoadFigures) => figures.cpuPerRequest.toFixed(1);
  return {
    met,
    line:
      `cached ${row.endpoint}, LOG_LEVEL=info (default, to ${row.destination}): ${rps(row.info)} req/s, ` +
      `bare route ${rps(row.bare)} req/s, ratio ${row.ratio.toFixed(2)} (target ≥ ${row.target}) ` +
      `${met ? 'met' : '✗ BELOW TARGET'}; LOG_LEVEL=silent ${rps(row.silent)} req/s, ratio ${row.silentRatio.toFixed(2)}; ` +
      `CPU µs per request (bench process): info ${cpu(row.info)}, silent ${cpu(row.silent)}, bare ${cpu(row.bare)}`,
  };
}

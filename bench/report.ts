import type { ClubNightFigures } from './club-nights.js';
import type { LiveFigures, TwoInstanceFigures } from './live.js';
/** The bench's figures: one table on the terminal and bench/results.json, the same numbers in both. */
import { writeFileSync } from 'node:fs';
import type { LoadFigures } from './load.js';
import type { PageFigures } from './lighthouse.js';
import type { WriteRow } from './sqlite-durability.js';
import type { EntryBytes } from './bundle-size.js';
import { requestLoggingSummary, type RequestLoggingRow } from './request-logging.js';

export interface ReadRow {
  database: string;
  endpoint: string;
  path: string;
  /** Bytes of one answer (uncompressed: autocannon asks for no encoding). */
  bytes: number;
  ours?: LoadFigures;
  bare?: LoadFigures;
  /** Our requests/s over the bare route's. */
  ratio?: number;
  targetRatio?: number;
  skipped?: string;
}

export interface ScaleRow {
  endpoint: string;
  p50At1x: number;
  p50At10x: number;
  /** p50 at 10× the data over p50 at 1×. */
  ratio: number;
  errors: number;
}

export interface BenchResults {
  date: string;
  machine: string;
  duration: number;
  connections: number;
  seeds: { database: string; size: string; seconds: number; summary: string }[];
  reads: ReadRow[];
  /** Cached standings at LOG_LEVEL=info and silent beside the bare route (bench/request-logging.ts). */
  requestLogging?: RequestLoggingRow;
  /** `spread`: the matches written, one league's or every league's (bench/result-writes.ts). */
  resultWrites: ({ database: string; spread?: string } & LoadFigures)[];
  sqliteDurability: WriteRow[];
  scale: ScaleRow[] | { skipped: string };
  homeBundle?: EntryBytes & { budget: number };
  lighthouse: PageFigures[] | { skipped: string };
  /** bench/live.ts: streams on one SQLite instance, and across two PostgreSQL instances. */
  live?: LiveFigures | { skipped: string };
  liveTwoInstances?: TwoInstanceFigures | { skipped: string };
  /** bench/club-nights.ts: a 64-player, 16-court Americano generated at once. */
  clubNights?: ClubNightFigures | { skipped: string };
}

function table(header: string[], lines: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n');
}

const fixed = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value) ? '' : value.toFixed(digits);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printResults(results: BenchResults): void {
  console.log(
    `\nPublic reads and the admin result write, ${results.connections} connections, ${results.duration} s each, ` +
      'LOG_LEVEL=info (the default; access log to /dev/null):',
  );
  console.log(
    table(
      ['database', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'bare req/s', 'ratio', 'target'],
      [
        ...results.reads.map((row) =>
          row.skipped
            ? [row.database, row.endpoint, row.skipped, '', '', '', '', '', '']
            : [
                row.database,
                row.endpoint,
                fixed(row.ours?.requestsPerSecond),
                fixed(row.ours?.p50),
                fixed(row.ours?.p99),
                String((row.ours?.errors ?? 0) + (row.ours?.non2xx ?? 0)),
                fixed(row.bare?.requestsPerSecond),
                fixed(row.ratio, 2),
                row.targetRatio === undefined ? '' : `≥ ${row.targetRatio}`,
              ],
        ),
        ...results.resultWrites.map((row) => [
          row.database,
          row.spread === 'every league' ? 'admin result write, every league' : 'admin result write',
          fixed(row.requestsPerSecond),
          fixed(row.p50),
          fixed(row.p99),
          String(row.errors + row.non2xx),
          '',
          '',
          row.database === 'sqlite' ? '≥ 1000/s' : '',
        ]),
      ],
    ),
  );
  if (results.requestLogging) {
    console.log('\nRequest logging, the server as users run it (bench/request-logging.ts):');
    console.log(`  ${requestLoggingSummary(results.requestLogging).line}`);
  }
  if (!Array.isArray(results.scale)) {
    console.log(`\n10× the data: ${results.scale.skipped}`);
  } else {
    console.log('\nThe same reads at 10× the data (SQLite), p50 over p50 (target ≤ 1.2):');
    console.log(
      table(
        ['endpoint', 'p50 1× ms', 'p50 10× ms', 'ratio', 'errors'],
        results.scale.map((row) => [
          row.endpoint,
          fixed(row.p50At1x, 1),
          fixed(row.p50At10x, 1),
          fixed(row.ratio, 2),
          String(row.errors),
        ]),
      ),
    );
  }
  if (results.homeBundle) {
    const { scriptGzip, styleGzip, budget } = results.homeBundle;
    console.log(
      `\nHome page entry (static imports, gzip): scripts ${kb(scriptGzip)} (budget ${kb(budget)}), styles ${kb(styleGzip)}`,
    );
  }
  if (!Array.isArray(results.lighthouse)) {
    console.log(`\nLighthouse: ${results.lighthouse.skipped}`);
  } else {
    console.log(
      '\nLighthouse, mobile profile (targets: performance ≥ 0.95, accessibility and best practices 1.0, LCP < 2.0 s):',
    );
    console.log(
      table(
        ['page', 'performance', 'accessibility', 'best practices', 'LCP s', 'FCP s', 'CLS', 'bytes', 'script bytes'],
        results.lighthouse.map((row) => [
          row.page,
          fixed(row.performance ?? undefined, 2),
          fixed(row.accessibility ?? undefined, 2),
          fixed(row.bestPractices ?? undefined, 2),
          fixed(row.lcp / 1000, 2),
          fixed(row.fcp / 1000, 2),
          fixed(row.cls, 3),
          kb(row.transferBytes),
          kb(row.scriptBytes),
        ]),
      ),
    );
    for (const row of results.lighthouse) {
      if (row.failing.length > 0) console.log(`  ${row.page}: below 1 on ${row.failing.join(', ')}`);
      if (row.lcpElement) console.log(`  ${row.page}: largest paint ${row.lcpElement}`);
    }
  }
  console.log('\nSeeding:');
  for (const seed of results.seeds)
    console.log(`  ${seed.database} ${seed.size}: ${seed.seconds.toFixed(1)} s (${seed.summary})`);
}

export function writeResults(file: string, results: BenchResults): void {
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * The server's log is written in batches off the event loop (src/server/logging/server-logger.ts);
 * a process that ends without closing the app, on a fatal error, still writes every line it logged.
 * Each case runs in its own Node process, which ends the way the server would.
 */

const loggerModule = fileURLToPath(new URL('../../src/server/logging/server-logger.ts', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bandeja-server-logger-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Logs three lines in a fresh process, then ends it with `ending`; returns the exit code and the lines. */
function logThenEnd(ending: string): { status: number | null; lines: string[] } {
  const file = join(dir, 'server.log');
  const script = `
    import { createServerLogger } from ${JSON.stringify(loggerModule)};
    const { logger } = createServerLogger('info', ${JSON.stringify(file)});
    for (const n of [1, 2, 3]) logger.info({ n }, 'before the end');
    ${ending}
  `;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line !== '');
  return { status: result.status, lines };
}

describe('the server log at a fatal end', () => {
  it('keeps every line when the process crashes on an uncaught exception', () => {
    const { status, lines } = logThenEnd(`setImmediate(() => { throw new Error('boom'); });`);
    expect(status).toBe(1);
    expect(lines.map((line) => (JSON.parse(line) as { n: number }).n)).toEqual([1, 2, 3]);
  });

  it('keeps every line when the process exits at once (a failed start)', () => {
    const { status, lines } = logThenEnd('process.exit(1);');
    expect(status).toBe(1);
    expect(lines).toHaveLength(3);
  });
});

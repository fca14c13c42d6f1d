import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** A built client folder and what the tests tell versions apart by. */
export interface ClientBuild {
  dir: string;
  /** The entry script its index.html loads, e.g. `/assets/index-abc.js`. */
  entry: string;
  /** File names under assets/. */
  assets: string[];
}

export function readBuild(dir: string): ClientBuild {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${dir}/index.html loads no module script`);
  return { dir: resolve(dir), entry, assets: readdirSync(join(dir, 'assets')) };
}

/**
 * A real second build of the same sources: another BUILD_ID gives new hashes, a new shell and a
 * new precache list. One made after `current` is reused (a rerun, or the worker Playwright starts
 * after a failure), since a build costs seconds of both cores; sw.js is the last file vite writes.
 */
export async function buildNextVersion(dir: string, current: ClientBuild): Promise<ClientBuild> {
  const finishedAt = (build: string) => (existsSync(join(build, 'sw.js')) ? statSync(join(build, 'sw.js')).mtimeMs : 0);
  if (finishedAt(dir) > finishedAt(current.dir)) return readBuild(dir);
  const args = ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'];
  const output: string[] = [];
  const code = await new Promise<number | null>((done, fail) => {
    const build = spawn('npx', args, {
      env: { ...process.env, BUILD_ID: `next-${Date.now().toString(36)}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    build.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    build.on('error', fail);
    build.on('close', done);
  });
  if (code !== 0) throw new Error(`npx ${args.join(' ')} failed (${code}):\n${output.join('')}`);
  return readBuild(dir);
}

/**
 * A lazy route chunk that only `next` has. A file both versions share is already in the precache
 * and is not fetched again, so only a new one can make the new version's install fail.
 */
export function chunkOnlyIn(next: ClientBuild, current: ClientBuild): string {
  const chunk = next.assets.find(
    (name) => name.endsWith('.js') && !current.assets.includes(name) && `/assets/${name}` !== next.entry,
  );
  if (!chunk) throw new Error('the next build has no new lazy chunk: is it really another build?');
  return `/assets/${chunk}`;
}

/** A copy of `build` missing one file, as a deploy that was cut short leaves it. */
export function copyWithout(build: ClientBuild, path: string, dir: string): ClientBuild {
  rmSync(dir, { recursive: true, force: true });
  cpSync(build.dir, dir, { recursive: true });
  rmSync(join(dir, path));
  return readBuild(dir);
}

/**
 * Asks the browser to check for a new service worker, as the app does when it becomes visible,
 * and answers how the new worker's install ended: `installed` (it waits for the user) or
 * `redundant` (its install failed and it was dropped). Event-driven, no waiting on the clock.
 */
export function checkForUpdate(page: Page): Promise<ServiceWorkerState> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('no service worker registered');
    const settled = new Promise<ServiceWorkerState>((done) => {
      registration.addEventListener(
        'updatefound',
        () => {
          const worker = registration.installing;
          if (!worker) return;
          const report = () => {
            if (worker.state !== 'installing') done(worker.state);
          };
          worker.addEventListener('statechange', report);
          report();
        },
        { once: true },
      );
    });
    await registration.update();
    return settled;
  });
}

/** The entry script of the version the page runs. */
export const entryScript = (page: Page) => page.locator('script[type="module"][src^="/assets/"]');

/**
 * What the home page's HTML makes the browser download before the app can start: the entry
 * script and every chunk it imports statically, gzip-compressed, read from a build's Vite
 * manifest (build.manifest). Chunks behind a dynamic import (other routes, the outbox) load
 * only when used and are left out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** Issue 11: the home page's JavaScript within 100 KB gzip. */
export const HOME_SCRIPT_TARGET = 100 * 1024;

/** A production build of the client into `outDir` (never dist/), with the manifest read below. */
export async function buildClient(outDir: string): Promise<void> {
  // Vite bundles whatever NODE_ENV says, and vitest sets it to 'test': React's development
  // build would be measured. The build is production whoever calls it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface EntryBytes {
  /** gzip bytes of the scripts, and of the stylesheets the same chunks bring. */
  scriptGzip: number;
  styleGzip: number;
  files: { file: string; gzip: number }[];
  /** Manifest keys (source paths) of the modules that load only by a dynamic import. */
  lazyModules: string[];
}

export function homeEntryBytes(outDir: string, entry = 'index.html'): EntryBytes {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = new Set<string>();
  const visit = (key: string) => {
    if (closure.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    closure.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  const gzip = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  const files: { file: string; gzip: number }[] = [];
  for (const key of closure) {
    const chunk = manifest[key];
    if (!chunk) continue;
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      if (!files.some((seen) => seen.file === file)) files.push({ file, gzip: gzip(file) });
    }
  }
  const sum = (suffix: string) =>
    files.filter(({ file }) => file.endsWith(suffix)).reduce((total, { gzip: size }) => total + size, 0);
  const lazyModules = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !closure.has(key))
    .map(([key]) => key);
  return { scriptGzip: sum('.js'), styleGzip: sum('.css'), files, lazyModules };
}

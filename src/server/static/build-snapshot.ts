import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { contentTypeOf } from './content-type.js';

/** One built file, ready to answer. */
export interface BuiltFile {
  body: Buffer;
  contentType: string;
  /** Strong validator of the bytes, so `no-cache` files revalidate with a body-less 304. */
  etag: string;
  cacheControl: string;
}

/**
 * The built client as it was when the server started: URL path (`/assets/index-abc.js`) → file.
 *
 * Why in memory: a rebuild of the folder (`npm run build`, a deploy copying files in) replaces
 * index.html, sw.js and the hashed assets while this server runs, and `--emptyOutDir` deletes the
 * old assets first. Serving from disk would pair an old page with files that are gone, or a new
 * index.html with assets this process never listed: a blank app. A snapshot keeps one build whole
 * until the server restarts, which picks up the new build whole. A build is small (about 3.6 MB
 * with source maps), so holding it costs less than the consistency it buys.
 */
export interface BuildSnapshot {
  files: ReadonlyMap<string, BuiltFile>;
  /** index.html: the app shell every client route opens. */
  shell: BuiltFile;
  bytes: number;
}

export class IncompleteBuildError extends Error {}

// Hashed file names change with their content, so browsers may keep them for good.
const HASHED_ASSET = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Reads every file of the build at `root`; refuses a build whose index.html refers to missing files. */
export function readBuildSnapshot(root: string): BuildSnapshot {
  const files = new Map<string, BuiltFile>();
  let bytes = 0;
  for (const path of filesUnder(root)) {
    const urlPath = `/${relative(root, path).split(sep).join('/')}`;
    const body = readFileSync(path);
    bytes += body.length;
    files.set(urlPath, {
      body,
      contentType: contentTypeOf(path),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: urlPath.startsWith('/assets/') ? HASHED_ASSET : REVALIDATE,
    });
  }
  const shell = files.get('/index.html');
  if (!shell) throw new IncompleteBuildError(`${root} holds no index.html: build the client first (npm run build)`);
  // A folder read while a build was still writing it would serve a page whose scripts are missing.
  const missing = localReferences(shell.body.toString('utf8')).filter((url) => !files.has(url));
  if (missing.length > 0) {
    throw new IncompleteBuildError(
      `${root}/index.html refers to files the build does not hold (${missing.join(', ')}): rebuild the client (npm run build)`,
    );
  }
  return { files, shell, bytes };
}

/** Same-origin paths in `src` and `href` attributes: the scripts, styles, icons and manifest. */
function localReferences(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="(\/(?!\/)[^"?#]*)/g)].map((match) => match[1] ?? '');
}

function* filesUnder(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    // Like @fastify/static before it: dotfiles (.DS_Store, .git) are never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compressForBuild, contentEtag, isCompressible, type ContentEncoding } from '../fast-paths/index.js';
import { contentTypeOf } from './content-type.js';

/** One built file, ready to answer. */
export interface BuiltFile {
  body: Buffer;
  contentType: string;
  /** Strong validator of the bytes, so `no-cache` files revalidate with a body-less 304. */
  etag: string;
  cacheControl: string;
  /**
   * The same bytes brotli- and gzip-compressed once at start, for text files where that saves
   * bytes; null for files sent as they are (images, fonts), which then need no `Vary`.
   */
  encoded: Partial<Record<ContentEncoding, Buffer>> | null;
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
      etag: contentEtag(body),
      cacheControl: urlPath.startsWith('/assets/') ? HASHED_ASSET : REVALIDATE,
      encoded: encodingsWorthSending(body, contentTypeOf(path), urlPath),
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

// Source maps are most of a build's bytes and only developer tools fetch them: gzip, fast to make,
// does; brotli's best setting on them would add seconds to every start.
const SOURCE_MAP_ENCODINGS = ['gzip'] as const;
const ENCODINGS = ['br', 'gzip'] as const;

function encodingsWorthSending(body: Buffer, contentType: string, urlPath: string): BuiltFile['encoded'] {
  if (!isCompressible(contentType)) return null;
  const encodings = urlPath.endsWith('.map') ? SOURCE_MAP_ENCODINGS : ENCODINGS;
  const smaller = Object.entries(compressForBuild(body, encodings)).filter(
    ([, compressed]) => compressed.length < body.length,
  );
  // Even a file too small to gain is compressible in kind: it still answers with `Vary`.
  return Object.fromEntries(smaller);
}

/**
 * Same-origin paths the page loads: `src` of scripts and `href` of links (styles, icons, the
 * manifest). Anchors are left out: the static app shell's header links to app routes (`/players`),
 * which are pages, not files of the build.
 */
function localReferences(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)="(\/(?!\/)[^"?#]*)/g)].map(
    (match) => match[1] ?? '',
  );
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

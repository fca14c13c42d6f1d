/**
 * Issue 11, "first paint without waiting for data": a production build of the client, read the way
 * a phone meets it. The home page's HTML carries the app shell and no inline script (the CSP allows
 * none), and the scripts it loads before the app starts stay within a gzip budget; the other pages'
 * code stays behind dynamic imports. A size budget, not a timing: the same build gives the same bytes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildClient, homeEntryBytes, HOME_SCRIPT_TARGET, type EntryBytes } from '../../bench/bundle-size';

/**
 * Issue 11 asks for HOME_SCRIPT_TARGET (100 KB); React, TanStack Router and Query alone take
 * 102.2 KB (docs/performance.md). Until it gets there this ceiling stops it growing;
 * `npm run bench` prints the size against the target. Raised from 120 to 121 KiB when club nights
 * landed (123.1 KB): every public route's definition sits in the entry (the route tree is code-based)
 * and the admin route tree with it; moving the admin tree out of the entry is the next saving.
 * Raised to 122 KiB with sign-up (124.0 KB): the /signup route, the sign-in's and Enter card's
 * "Create an account" behind meta's signupOpen, and the entries' status list in the admin search.
 */
const HOME_SCRIPT_CEILING = 122 * 1024;

let outDir: string;
let entry: EntryBytes;
let html: string;
/** What the build (the app's and the service worker's) printed as a warning or an error. */
let buildWarnings: string[];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'bandeja-size-'));
  // Vite warns through console.warn; Rolldown's option checks print "[warn] …" through its own logger.
  const printed: string[] = [];
  const spies = [
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void printed.push(`warn: ${args.map(String).join(' ')}`)),
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(`error: ${args.map(String).join(' ')}`)),
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' '))),
    vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' '))),
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => printed.push(String(chunk)) > 0),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => printed.push(String(chunk)) > 0),
  ];
  try {
    await buildClient(outDir);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  buildWarnings = printed.map((line) => line.trim()).filter((line) => /^(warn|error):|\bwarn(ing)?\b|deprecat/i.test(line));
  entry = homeEntryBytes(outDir);
  html = readFileSync(join(outDir, 'index.html'), 'utf8');
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the build', () => {
  // Issue 24, "a clean build": a warning printed on every build is one nobody reads, and hides the next.
  it('prints no warning (PostCSS, deprecated options)', () => {
    expect(buildWarnings).toEqual([]);
  });
});

describe('the home page as built', () => {
  it('loads at most the budget of gzip JavaScript before the app starts', () => {
    expect(HOME_SCRIPT_CEILING).toBeGreaterThanOrEqual(HOME_SCRIPT_TARGET);
    expect(entry.scriptGzip).toBeGreaterThan(0);
    expect(entry.scriptGzip).toBeLessThanOrEqual(HOME_SCRIPT_CEILING);
  });

  it('keeps the other pages, the dashboard and the outbox out of the entry', () => {
    // A module imported statically anywhere would be bundled into the entry and lose its own chunk.
    expect(entry.lazyModules).toEqual(
      expect.arrayContaining([
        'src/client/features/clubs/components/club-page.tsx',
        'src/client/features/leagues/components/league-page.tsx',
        'src/client/features/players/components/players-page.tsx',
        'src/client/features/players/components/player-page.tsx',
        'src/client/features/admin-shell/login/login-page.tsx',
        'src/client/routes/admin-pages.ts', // the admin layout and every section, one lazy chunk
      ]),
    );
    // The outbox is a chunk shared with the dashboard: it must not be among the files home loads.
    expect(entry.files.map(({ file }) => file).join(' ')).not.toContain('outbox-runtime');
  });

  it('paints a busy app shell from the HTML: the header with the brand and the page frame inside #root', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*(?:<link rel="stylesheet"[^>]*>\s*)*<noscript>/.exec(html)?.[1] ?? '';
    expect(root).toMatch(/<div class="app-shell" aria-busy="true">/);
    expect(root).toMatch(/<header class="site-header">/);
    expect(root).toMatch(/aria-label="Bandeja, home"/);
    expect(root).toMatch(/<main class="shell-page">/);
  });

  it("loads the app's stylesheets after the shell, so the shell paints from the HTML and its inline CSS alone", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    const after = html.slice(html.indexOf('<div id="root">'));
    expect(after).toMatch(/<\/div>\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
  });

  it('asks for its scripts at low priority, so nothing the shell paints from waits for them', () => {
    const scripts = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
  });

  it('has no inline script (the CSP allows scripts from the site only)', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="\//);
      expect(body?.trim()).toBe('');
    }
  });
});

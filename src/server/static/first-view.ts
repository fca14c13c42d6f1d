import type { FastifyInstance } from 'fastify';
import {
  FIRST_VIEW_DATA_ID,
  FIRST_VIEW_TEXTS_FILE,
  GROUPS_PAGE_SIZE,
  HOME_CLUBS_PAGE_SIZE,
  PLAYERS_PAGE_SIZE,
  ROUNDS_PAGE_SIZE,
  type FirstViewTextKey,
  type FirstViewTexts,
} from '../../shared/first-view.js';
import { BoundedLru, contentEtag } from '../fast-paths/index.js';
import type { BuildSnapshot } from './build-snapshot.js';
import { escapeHtml, headTags, homeMain, leagueMain, playersMain, type PageHead, type Texts } from './first-view-markup.js';

/**
 * A public page's HTML with its first view in it (docs/performance.md, "First view in the HTML"):
 * the shell's frame replaced by the page's headings and data, and the answers of the page's first
 * public reads as a JSON script the client's API calls start from. Without it the page's largest
 * paint waited for the scripts, then the API, then React (2.3 to 2.7 s on Lighthouse's phone).
 *
 * The answers are asked of this app itself (`inject`), so they are the API's own bytes, from the
 * public read cache when nothing changed: the page is never older than the API. The HTML is kept
 * per URL, language and the answers' ETags, so an unchanged page costs the reads' cache hits only.
 *
 * Only navigations get it: `/index.html`, which the service worker precaches as the offline shell,
 * stays the build's own file without data, so no data is ever kept there to be shown as current.
 */
export interface FirstViewPage {
  body: Buffer;
  etag: string;
  locale: string;
}

interface Reads {
  urls: string[];
  /** A read that depends on an answer (the league's first group's standings). */
  then?: (answers: Answers) => string[];
  /** The page's `<main>`; a page without one keeps the shell's frame (it has only its head). */
  main?: (texts: Texts, answers: Answers) => string | null;
  /**
   * The page's title, description and address for the head; null when its subject did not answer
   * (unknown, or a draft): the page then is the plain shell, with the default head.
   */
  head: (texts: Texts, answers: Answers, tourName: string) => Omit<PageHead, 'tourName' | 'origin' | 'locale' | 'image'> | null;
}

type Answers = ReadonlyMap<string, { body: string; etag: string }>;

const MAX_PAGES = 500;
const MAX_BYTES = 16 * 1024 * 1024;

export function firstViewRenderer(app: FastifyInstance, build: BuildSnapshot) {
  const texts = readTexts(build);
  const shell = build.shell.body.toString('utf8');
  const pages = new BoundedLru<FirstViewPage>(MAX_PAGES, MAX_BYTES);
  const locales = Object.keys(texts);

  const ask = async (urls: readonly string[], into: Map<string, { body: string; etag: string }>) => {
    const answers = await Promise.all(
      urls.map((url) => app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })),
    );
    answers.forEach((answer, index) => {
      const etag = answer.headers.etag;
      // Only answers the client would keep: an error is left for the page to ask (and show) itself.
      if (answer.statusCode === 200 && typeof etag === 'string') into.set(urls[index] ?? '', { body: answer.body, etag });
    });
  };

  /** The page for a navigation to `url`, or null where the plain shell serves (no first view for it). */
  return async function render(url: string, acceptLanguage: string | undefined, origin: string): Promise<FirstViewPage | null> {
    if (locales.length === 0) return null;
    const reads = readsFor(url, build);
    if (!reads) return null;
    const locale = matchLocale(acceptLanguage, locales);
    const answers = new Map<string, { body: string; etag: string }>();
    await ask(reads.urls, answers);
    if (reads.then) await ask(reads.then(answers), answers);
    const key = [locale, origin, url, ...[...answers].map(([read, { etag }]) => `${read} ${etag}`)].join('\n');
    const kept = pages.get(key);
    if (kept) return kept;
    const pageTexts = textsOf(texts, locale);
    const main = reads.main ? reads.main(pageTexts, answers) : undefined;
    if (main === null) return null;
    const tourName = parsed<{ tourName: string }>(answers, META)?.tourName ?? DEFAULT_TOUR_NAME;
    const head = reads.head(pageTexts, answers, tourName);
    if (head === null) return null;
    const headHtml = headTags({ ...head, tourName, origin, locale, image: SHARE_IMAGE });
    const body = Buffer.from(pageHtml(shell, locale, main, answers, pageTexts, headHtml));
    const page = { body, etag: contentEtag(body), locale };
    pages.set(key, page, body.length * 2);
    return page;
  };
}

/** Pictures small enough to travel inside the HTML (a club's drawing is about 2 KB). */
const INLINE_PICTURE_MAX_BYTES = 4096;

function inlinePictures(build: BuildSnapshot): (src: string) => string | undefined {
  return (src) => {
    const file = build.files.get(src);
    if (!file || file.body.length > INLINE_PICTURE_MAX_BYTES || !file.contentType.startsWith('image/')) return undefined;
    return `data:${file.contentType};base64,${file.body.toString('base64')}`;
  };
}

/** The tour's name: every page titles its tab with it. */
const META = '/api/v1/meta';
/** TOUR_NAME's default, as the client's (components/layout/document-title.ts). */
const DEFAULT_TOUR_NAME = 'Padel Tour';
/** The picture a shared link previews with: the app's own icon, a file of every build. */
const SHARE_IMAGE = '/icons/icon-512.png';

function readsFor(url: string, build: BuildSnapshot): Reads | null {
  const { pathname, searchParams } = new URL(url, 'http://first.view');
  if (pathname === '/') {
    const clubs = `/api/v1/clubs?page=1&pageSize=${HOME_CLUBS_PAGE_SIZE}`;
    const meta = META;
    return {
      urls: [clubs, meta],
      main: (texts, answers) => {
        const list = parsed<{ clubs: { id: number; name: string; description?: string | null }[] }>(answers, clubs);
        if (!list) return null;
        const tourName = parsed<{ tourName: string }>(answers, meta)?.tourName ?? DEFAULT_TOUR_NAME;
        return homeMain(texts, tourName, list.clubs, inlinePictures(build));
      },
      head: (texts, _answers, tourName) => ({ path: '/', page: null, description: texts('meta.homeDescription', { tour: tourName }), type: 'website' }),
    };
  }
  if (pathname === '/club') {
    const clubId = positiveInt(searchParams.get('id'));
    if (clubId === undefined) return null;
    const club = `/api/v1/clubs/${clubId}`;
    return {
      urls: [club, META],
      head: (texts, answers) => {
        const answer = parsed<{ name: string; description?: string | null }>(answers, club);
        if (!answer) return null;
        return {
          path: `/club?id=${clubId}`,
          page: answer.name,
          description: answer.description?.trim() || texts('meta.clubDescription', { club: answer.name }),
          type: 'website',
        };
      },
    };
  }
  if (pathname === '/player') {
    const playerId = positiveInt(searchParams.get('id'));
    if (playerId === undefined) return null;
    const player = `/api/v1/players/${playerId}`;
    return {
      urls: [player, META],
      head: (texts, answers) => {
        const answer = parsed<{ firstName: string; lastName: string }>(answers, player);
        if (!answer) return null;
        // The client's fullName (shared/domain/team-name.ts).
        const name = `${answer.firstName} ${answer.lastName}`.trim();
        return { path: `/player?id=${playerId}`, page: name, description: texts('meta.playerDescription', { player: name }), type: 'profile' };
      },
    };
  }
  if (pathname === '/team') {
    const teamId = positiveInt(searchParams.get('id'));
    if (teamId === undefined) return null;
    const team = `/api/v1/teams/${teamId}`;
    return {
      urls: [team, `${team}/matches`, META],
      head: (texts, answers) => {
        const answer = parsed<{ name: string }>(answers, team);
        if (!answer) return null;
        return { path: `/team?id=${teamId}`, page: answer.name, description: texts('meta.teamDescription', { team: answer.name }), type: 'website' };
      },
    };
  }
  if (pathname === '/league') {
    const clubId = positiveInt(searchParams.get('clubId'));
    const leagueId = positiveInt(searchParams.get('leagueId'));
    if (clubId === undefined || leagueId === undefined) return null;
    const base = `/api/v1/clubs/${clubId}/leagues/${leagueId}`;
    const groups = `${base}/groups?page=1&pageSize=${GROUPS_PAGE_SIZE}`;
    const tab = searchText(searchParams.get('tab'));
    const chosenGroup = positiveInt(searchParams.get('group'));
    return {
      urls: [
        base,
        `/api/v1/clubs/${clubId}`,
        groups,
        `${base}/rounds?page=1&pageSize=${ROUNDS_PAGE_SIZE}&status=active`,
        META,
      ],
      // The page opens on the standings of the chosen group, else the first by name (as the route's loader).
      then: (answers) => {
        // The bracket only where the league has one (its GET is 404 otherwise), as the route's loader.
        const bracket = parsed<{ hasPlayoffs?: boolean }>(answers, base)?.hasPlayoffs ? [`${base}/playoffs`] : [];
        if ((tab ?? 'standings') !== 'standings') return bracket;
        const list = parsed<{ groups: { id: number; name: string }[] }>(answers, groups)?.groups ?? [];
        const group = list.find(({ id }) => id === chosenGroup) ?? sortGroups(list)[0];
        return group ? [...bracket, `${base}/groups/${group.id}/standings`] : bracket;
      },
      main: (texts, answers) => {
        const league = parsed<{ name: string; description?: string | null }>(answers, base);
        if (!league) return null;
        const club = parsed<{ name: string }>(answers, `/api/v1/clubs/${clubId}`);
        return leagueMain(texts, { clubId, leagueId }, league, club?.name);
      },
      head: (texts, answers) => {
        const league = parsed<{ name: string; description?: string | null }>(answers, base);
        if (!league) return null;
        const club = parsed<{ name: string }>(answers, `/api/v1/clubs/${clubId}`);
        // The client's title: the name, or 'League {id}' when it is blank (features/leagues/messages.ts).
        const name = league.name.trim() || texts('leagues.fallbackName', { id: String(leagueId) });
        return {
          path: `/league?clubId=${clubId}&leagueId=${leagueId}`,
          page: name,
          description: league.description?.trim() || texts('meta.leagueDescription', { league: name, club: club?.name ?? '' }),
          type: 'website',
        };
      },
    };
  }
  if (pathname === '/players') {
    // Only the list as it opens; a search or a later page is the page's own to ask.
    if (searchParams.has('search') || (positiveInt(searchParams.get('page')) ?? 1) > 1) return null;
    return {
      urls: [`/api/v1/players?page=1&pageSize=${PLAYERS_PAGE_SIZE}&status=active`, META],
      main: (texts) => playersMain(texts),
      head: (texts, _answers, tourName) => ({
        path: '/players',
        page: texts('players.title'),
        description: texts('meta.playersDescription', { tour: tourName }),
        type: 'website',
      }),
    };
  }
  return null;
}

/** The client's order of groups (features/leagues/choices.ts): by name, numbers as numbers. */
const sortGroups = <T extends { id: number; name: string }>(groups: readonly T[]): T[] =>
  [...groups].sort(
    (a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }) || a.id - b.id,
  );

function parsed<T>(answers: Answers, url: string): T | undefined {
  const answer = answers.get(url);
  return answer ? (JSON.parse(answer.body) as T) : undefined;
}

/** The router writes search values as JSON when they would read back otherwise (`"5"`); both read here. */
function searchText(value: string | null): string | undefined {
  if (value === null) return undefined;
  try {
    const json: unknown = JSON.parse(value);
    return typeof json === 'string' || typeof json === 'number' ? String(json) : value;
  } catch {
    return value;
  }
}

function positiveInt(value: string | null): number | undefined {
  const text = searchText(value);
  return text !== undefined && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
}

/** The first of the browser's languages the build has texts for, matched on the language part; else English. */
export function matchLocale(acceptLanguage: string | undefined, locales: readonly string[]): string {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q) };
    })
    .filter(({ language, q }) => language && q > 0)
    .sort((a, b) => b.q - a.q);
  return wanted.find(({ language }) => locales.includes(language))?.language ?? (locales.includes('en') ? 'en' : (locales[0] ?? 'en'));
}

function readTexts(build: BuildSnapshot): FirstViewTexts {
  const file = build.files.get(FIRST_VIEW_TEXTS_FILE);
  if (!file) return {};
  return JSON.parse(file.body.toString('utf8')) as FirstViewTexts;
}

/** The text of `key` in `locale` (English where the language lacks it), `{name}` filled in. */
function textsOf(all: FirstViewTexts, locale: string): Texts {
  return (key: FirstViewTextKey, values = {}) =>
    (all[locale]?.[key] ?? all.en?.[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The shell with the page's `<main>`, its language, the header's texts in that language, and the
 * answers. The answers are JSON inside a script element: `<`, `>` and `&` are written as JSON
 * escapes, so no text from the database can close the element or start markup (and the browser
 * never runs a `type="application/json"` script, so the CSP's script rules stay as they are).
 */
function pageHtml(shell: string, locale: string, main: string | undefined, answers: Answers, texts: Texts, head: string): string {
  const data = `{"answers":{${[...answers].map(([url, { body }]) => `${JSON.stringify(url)}:${body}`).join(',')}}}`;
  const script = `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${escapeJsonForHtml(data)}</script>`;
  const withHead = shell
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${head}\n  </head>`);
  return withHead
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(locale)}"`)
    .replace(/<main class="shell-page">[\s\S]*?<\/main>/, (frame) => main ?? frame)
    .replace('aria-label="Bandeja, home"', () => `aria-label="${escapeHtml(texts('ui.brandHome'))}"`)
    .replace('aria-label="Main"', () => `aria-label="${escapeHtml(texts('ui.mainNav'))}"`)
    .replace('href="/#clubs">Clubs<', () => `href="/#clubs">${escapeHtml(texts('ui.navClubs'))}<`)
    .replace('href="/players">Players<', () => `href="/players">${escapeHtml(texts('ui.navPlayers'))}<`)
    .replace('</body>', () => `${script}\n  </body>`);
}

export function escapeJsonForHtml(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

import {
  KNOWN_CLUB_PICTURES,
  PLACEHOLDER_CLUB_PICTURE,
  type FirstViewTextKey,
} from '../../shared/first-view.js';

/**
 * The `<main>` of a public page's first view, written from the page's first answers: the same
 * headings, text and pictures, in the same places, as the React page that replaces it (index.html
 * styles it with the page's own measures, so nothing moves or grows when React takes over). Every
 * text from the database goes through `escapeHtml`; nothing here is interactive, so nothing typed
 * or tapped before the scripts run is lost.
 */

export type Texts = (key: FirstViewTextKey, values?: Record<string, string>) => string;

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** What a public page's head says of it (docs/performance.md, "First view in the HTML"). */
export interface PageHead {
  /** The page's own name; null on home, whose title is the tour's name alone. */
  page: string | null;
  description: string;
  /** The page's address from the origin: `/league?clubId=1&leagueId=4`. */
  path: string;
  type: 'website' | 'profile';
  tourName: string;
  /** PUBLIC_URL, else the request's own origin (lib/link-origin.ts). */
  origin: string;
  locale: string;
  /** A file of the build, made absolute with the origin. */
  image: string;
}

/** The title the client gives the page too: "<page> | <tour name>", the tour name alone on home (components/layout/document-title.ts). */
export const pageTitle = (page: string | null, tourName: string): string => (page ? `${page} | ${tourName}` : tourName);

/** Open Graph's locale names for the languages the app speaks. */
const OG_LOCALES: Record<string, string> = { en: 'en_GB', es: 'es_ES' };

/**
 * The head of a public page: its title and description, and the Open Graph and Twitter card tags a
 * shared link previews with. Every value is escaped: a club's name is an organiser's text.
 */
export function headTags(head: PageHead): string {
  const title = pageTitle(head.page, head.tourName);
  const origin = head.origin.replace(/\/+$/, '');
  const tags: [string, string, string][] = [
    ['name', 'description', head.description],
    ['property', 'og:site_name', head.tourName],
    ['property', 'og:title', head.page ?? head.tourName],
    ['property', 'og:description', head.description],
    ['property', 'og:type', head.type],
    ['property', 'og:url', `${origin}${head.path}`],
    ['property', 'og:image', `${origin}${head.image}`],
    ['property', 'og:locale', OG_LOCALES[head.locale] ?? head.locale],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', head.description],
  ];
  return [
    `    <title>${escapeHtml(title)}</title>`,
    ...tags.map(([attribute, name, content]) => `    <meta ${attribute}="${name}" content="${escapeHtml(content)}" />`),
  ].join('\n');
}

interface ClubAnswer {
  id: number;
  name: string;
  description?: string | null;
}

/**
 * `inlinePicture` gives a picture's bytes as a `data:` URL, or undefined: the first card's picture
 * is home's largest paint on a phone, and inside the HTML it paints with it, a round trip sooner.
 */
export function homeMain(
  texts: Texts,
  tourName: string,
  clubs: readonly ClubAnswer[],
  inlinePicture: (src: string) => string | undefined,
): string {
  const cards = clubs.map((club, index) => clubCard(texts, club, index === 0 ? inlinePicture : undefined)).join('');
  return (
    `<main id="main" class="fv-page">` +
    `<section class="fv-hero" aria-labelledby="hero-title"><div class="fv-hero__inner">` +
    `<p class="fv-hero__eyebrow">${escapeHtml(texts('clubs.heroEyebrow'))}</p>` +
    `<h1 class="fv-hero__title" id="hero-title">${escapeHtml(tourName)}</h1>` +
    `<p class="fv-hero__text">${escapeHtml(texts('clubs.heroText'))}</p>` +
    `</div></section>` +
    `<section class="fv-section" id="clubs" aria-labelledby="clubs-title">` +
    `<h2 class="fv-section__title" id="clubs-title">${escapeHtml(texts('clubs.clubsHeading'))}</h2>` +
    (cards ? `<ul class="fv-grid" aria-label="${escapeHtml(texts('clubs.clubsHeading'))}">${cards}</ul>` : '') +
    `</section></main>`
  );
}

function clubCard(texts: Texts, club: ClubAnswer, inlinePicture?: (src: string) => string | undefined): string {
  const known = KNOWN_CLUB_PICTURES[club.id];
  const alt = known ? texts('clubs.pictureAlt', { club: club.name }) : '';
  const file = known ?? PLACEHOLDER_CLUB_PICTURE;
  // Only the first card's picture is on screen on a phone: it comes in the HTML; the others load near the screen.
  const src = inlinePicture?.(file) ?? file;
  const loading = inlinePicture ? 'loading="eager"' : 'loading="lazy"';
  return (
    `<li class="fv-card">` +
    `<img class="fv-card__picture" src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="640" height="360" ${loading}>` +
    `<div class="fv-card__body"><h3 class="fv-card__name">${escapeHtml(club.name)}</h3>` +
    (club.description ? `<p class="fv-card__description">${escapeHtml(club.description)}</p>` : '') +
    `<a class="fv-button" href="/club?id=${club.id}" aria-label="${escapeHtml(`${texts('clubs.viewClub')}: ${club.name}`)}">${escapeHtml(texts('clubs.viewClub'))}</a>` +
    `</div></li>`
  );
}

interface LeagueAnswer {
  name: string;
  description?: string | null;
  seasonNumber?: number;
  seasonYear?: string | null;
}

/** The client's season line (features/leagues/messages.ts): "2 · 2026", or the number alone. */
const seasonLine = (league: LeagueAnswer): string =>
  league.seasonYear ? `${league.seasonNumber ?? 1} · ${league.seasonYear}` : `${league.seasonNumber ?? 1}`;

export function leagueMain(
  texts: Texts,
  ids: { clubId: number; leagueId: number },
  league: LeagueAnswer,
  clubName: string | undefined,
): string {
  const leagueName = league.name.trim() || `#${ids.leagueId}`;
  return (
    `<main id="main" class="fv-page">` +
    `<nav aria-label="${escapeHtml(texts('ui.breadcrumb'))}"><ol class="fv-breadcrumb">` +
    `<li><a href="/">${escapeHtml(texts('leagues.home'))}</a></li>` +
    (clubName === undefined ? '' : `<li><a href="/club?id=${ids.clubId}">${escapeHtml(clubName)}</a></li>`) +
    `<li><span aria-current="page">${escapeHtml(leagueName)}</span></li></ol></nav>` +
    `<div class="fv-title"><div class="fv-title__eyebrow"><span class="fv-title__season">${escapeHtml(texts('leagues.season'))}</span> ` +
    `<span>${escapeHtml(seasonLine(league))}</span></div>` +
    `<h1 class="fv-title__text">${escapeHtml(leagueName)}</h1></div>` +
    (league.description ? `<p class="fv-lead">${escapeHtml(league.description)}</p>` : '') +
    `<div class="shell-block fv-views"></div>` +
    `</main>`
  );
}

export function playersMain(texts: Texts): string {
  // The search box is drawn, not yet a field: text typed before the scripts run would be lost.
  return (
    `<main id="main" class="fv-page">` +
    `<div class="fv-title"><h1 class="fv-title__text">${escapeHtml(texts('players.title'))}</h1></div>` +
    `<div class="fv-search" aria-hidden="true">${escapeHtml(texts('players.searchPlaceholder'))}</div>` +
    `</main>`
  );
}

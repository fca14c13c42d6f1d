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

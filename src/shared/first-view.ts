/**
 * The first view of a public page, sent with its HTML (docs/performance.md, "First view in the
 * HTML"): the server fills the static shell with the page's headings and data, and adds the
 * answers of the page's first public reads, which the client's API calls start from instead of
 * asking the network again. What both sides must agree on lives here.
 */

/** The `<script type="application/json">` holding the answers, by the API URL the client asks. */
export const FIRST_VIEW_DATA_ID = 'first-view-data';

/** What that script holds: each read's URL (`/api/v1/clubs?page=1&pageSize=6`) to its JSON answer. */
export interface FirstViewData {
  answers: Record<string, unknown>;
}

/**
 * The texts the server writes into a first view, in every language: a file of the client build
 * (scripts/vite-catalogs.ts copies them from the catalogues), locale → key → text.
 */
export const FIRST_VIEW_TEXTS_FILE = '/first-view-texts.json';
export const FIRST_VIEW_TEXT_KEYS = [
  'ui.brandHome',
  'ui.mainNav',
  'ui.navClubs',
  'ui.navPlayers',
  'clubs.heroEyebrow',
  'clubs.heroText',
  'clubs.clubsHeading',
  'clubs.viewClub',
  'clubs.pictureAlt',
  'ui.breadcrumb',
  'leagues.home',
  'leagues.season',
  'players.title',
  'players.searchPlaceholder',
  'leagues.fallbackName',
  'meta.homeDescription',
  'meta.clubDescription',
  'meta.leagueDescription',
  'meta.playersDescription',
  'meta.playerDescription',
  'meta.teamDescription',
] as const;
export type FirstViewTextKey = (typeof FIRST_VIEW_TEXT_KEYS)[number];
export type FirstViewTexts = Record<string, Partial<Record<FirstViewTextKey, string>>>;

/**
 * docs/rules.md, "Public site": one club has a known picture, every other club a placeholder. The
 * known one is the tour's first club (id 1); the drawings are our own (public/images).
 */
export const KNOWN_CLUB_PICTURES: Readonly<Record<number, string>> = { 1: '/images/club-night-court.svg' };
export const PLACEHOLDER_CLUB_PICTURE = '/images/club-placeholder.svg';

/** Page sizes of the first reads (the client's queries ask the same; a test holds them together). */
export const HOME_CLUBS_PAGE_SIZE = 6;
export const GROUPS_PAGE_SIZE = 20;
export const ROUNDS_PAGE_SIZE = 100;
export const PLAYERS_PAGE_SIZE = 10;

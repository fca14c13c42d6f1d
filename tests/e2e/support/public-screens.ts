import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Every screen a visitor can open without an account, each with what shows it has loaded. The
 * 360 px check and the console check (tests/e2e/public) walk the same list, so a new public
 * screen joins both by one line here.
 */
export interface PublicScreen {
  name: string;
  path: string;
  /** Waits until the screen shows its content (not the shell, not a spinner). */
  ready: (page: Page) => Promise<void>;
  /** The admin's sign-in has no public header (the dashboard's own frame starts there). */
  publicHeader?: false;
}

const table = (page: Page) => expect(page.getByRole('table').first()).toBeVisible();

export const PUBLIC_SCREENS: PublicScreen[] = [
  { name: 'home', path: '/', ready: async (page) => expect(page.locator('#clubs')).toBeVisible() },
  { name: 'club', path: '/club?id=1', ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'league-standings', path: '/league?clubId=1&leagueId=1', ready: table },
  { name: 'league-schedule', path: '/league?clubId=1&leagueId=1&tab=schedule', ready: async (page) => expect(page.getByRole('list').filter({ has: page.getByRole('listitem') }).last()).toBeVisible() },
  { name: 'league-results', path: '/league?clubId=1&leagueId=1&tab=results', ready: table },
  { name: 'players', path: '/players', ready: async (page) => expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible() },
  { name: 'player', path: '/player?id=1', ready: async (page) => expect(page.getByRole('img', { name: /\d+/ }).first()).toBeVisible() },
  { name: 'team', path: '/team?id=1', ready: async (page) => expect(page.getByRole('main').getByRole('link').first()).toBeVisible() },
  { name: 'player-sign-in', path: '/login', ready: async (page) => expect(page.locator('main form')).toBeVisible() },
  // Signed out, /me opens the players' sign-in: the screen a player meets first.
  { name: 'me', path: '/me', ready: async (page) => expect(page.locator('main form')).toBeVisible() },
  { name: 'admin-sign-in', path: '/admin/login', ready: async (page) => expect(page.locator('form')).toBeVisible(), publicHeader: false },
  { name: 'not-found', path: '/nowhere', ready: async (page) => expect(page.getByRole('main').getByRole('status').getByRole('heading')).toBeVisible() },
];

/** Opens the app in `locale` (the device's pick, as the header's picker keeps it). */
export async function openInLanguage(page: Page, locale: 'en' | 'es'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('bandeja.locale', value), locale);
}

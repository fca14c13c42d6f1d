import type { Messages } from '@lingui/core';
import type { Locale } from './languages';

/*
 * One chunk per language, compiled at build (scripts/vite-catalogs.ts): only the active language's
 * catalogue is downloaded, and the service worker precaches every chunk, so the chosen language
 * works offline.
 */
// Inside a function: Vite turns the glob into the chunks' loaders; outside Vite (the browser tests'
// Node side, which reads the texts too) nothing runs it at import.
const loaders = () => import.meta.glob<{ messages: Messages }>('./locales/*.json', { query: '?catalog' });

export async function loadCatalog(locale: Locale): Promise<Messages> {
  const load = loaders()[`./locales/${locale}.json`];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return (await load()).messages;
}

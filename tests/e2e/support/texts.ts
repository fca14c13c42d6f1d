/**
 * The browser tests assert the app's texts through its own keys (`t('leagues.standingsTab')`,
 * docs/i18n.md). `t` reads the active catalogue, which the app loads
 * through Vite; here in Node the catalogues are read and compiled directly, English active
 * unless a test switches with `useTexts`.
 */
import { readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { compileCatalog, LOCALES_DIR } from '../../../scripts/vite-catalogs';

export function useTexts(locale: 'en' | 'es'): void {
  const source = JSON.parse(readFileSync(`${LOCALES_DIR}/${locale}.json`, 'utf8')) as Record<string, string>;
  i18n.loadAndActivate({ locale, messages: compileCatalog(source, locale) as Parameters<typeof i18n.loadAndActivate>[0]['messages'] });
}

useTexts('en');

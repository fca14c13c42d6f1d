import { i18n } from '@lingui/core';
import type enCatalog from './locales/en.json';
import { loadCatalog } from './catalogs';
import { LANGUAGES, SOURCE_LOCALE, isLocale, matchLocale, type Locale } from './languages';

/** Every message's key; the English catalogue is the list (a key it lacks does not typecheck). */
export type MessageKey = keyof typeof enCatalog;

export type MessageValues = Record<string, string | number | undefined>;

/** The active language's text for `key`, ICU placeholders and plurals filled from `values`. */
export const t = (key: MessageKey, values?: MessageValues): string => i18n._(key, values);

/** Whether a key built at run time (a server error code) has a message. */
export const hasMessage = (key: string): key is MessageKey => key in i18n.messages;

export const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);

/** Calls `listener` after every language change; returns the unsubscribe. */
export const onLocaleChange = (listener: () => void): (() => void) => i18n.on('change', listener);

/** Where the device keeps the language its user picked (none: follow the browser). */
export const LOCALE_STORAGE_KEY = 'bandeja.locale';

export function storedLocale(): Locale | undefined {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The user's pick on this device, else the first of the browser's languages Bandeja speaks. */
export const initialLocale = (): Locale =>
  storedLocale() ?? matchLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/** Loads the language's catalogue and makes it the active one; `<html lang>` and the manifest follow. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadCatalog(locale);
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (manifest) manifest.href = manifestHref(locale);
  }
}

/** The web manifest in the language (its description is translated; scripts/vite-catalogs.ts writes them). */
export const manifestHref = (locale: Locale): string =>
  locale === SOURCE_LOCALE ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`;

/** The user's pick from a switcher: kept on the device, then shown without a reload. */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the language still changes for this visit.
  }
  await activateLocale(locale);
}

export { LANGUAGES };
export type { Locale };

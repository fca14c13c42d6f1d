/**
 * The languages Bandeja speaks, each with its own name as its speakers write it (the switcher shows
 * these). Adding a language is its catalogue in locales/<code>.json and one line here (docs/i18n.md).
 */
export const LANGUAGES = {
  en: 'English',
  es: 'Español',
} as const;

export type Locale = keyof typeof LANGUAGES;

/** The catalogue every other one translates: its texts are the product's own, word for word. */
export const SOURCE_LOCALE: Locale = 'en';

export const LOCALES = Object.keys(LANGUAGES) as Locale[];

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && value in LANGUAGES;

/**
 * The first of the browser's languages (navigator.languages, most wanted first) that Bandeja speaks,
 * matched on the language part ("es-AR" → es); English when none is.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return SOURCE_LOCALE;
}

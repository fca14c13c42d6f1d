/**
 * Compiles the message catalogues (src/client/i18n/locales/<locale>.json, ICU MessageFormat) when
 * they are imported with `?catalog`: each message becomes Lingui's compiled form, so the app ships
 * no message parser and a broken message fails the build instead of a screen. The same compiler
 * as `lingui compile` (@lingui/message-utils), without the extraction tooling we do not use: our
 * messages have explicit keys (docs/i18n.md).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { FIRST_VIEW_TEXTS_FILE, FIRST_VIEW_TEXT_KEYS, type FirstViewTexts } from '../src/shared/first-view.ts';

const CATALOG_QUERY = '?catalog';

/** The catalogues' folder, and the key of the web manifest's description in each. */
export const LOCALES_DIR = fileURLToPath(new URL('../src/client/i18n/locales', import.meta.url));
export const MANIFEST_DESCRIPTION_KEY = 'app.manifestDescription';
export const MANIFEST_NAME_KEY = 'app.manifestName';
const SOURCE_LOCALE = 'en';

const readCatalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(LOCALES_DIR, `${locale}.json`), 'utf8')) as Record<string, string>;

/** The English manifest's description, from the catalogue (vite.config.ts hands it to the PWA plugin). */
export const sourceManifestDescription = (): string => readCatalog(SOURCE_LOCALE)[MANIFEST_DESCRIPTION_KEY] ?? '';
export const sourceManifestName = (): string => readCatalog(SOURCE_LOCALE)[MANIFEST_NAME_KEY] ?? 'Bandeja';

export function compileCatalog(source: Record<string, string>, file = 'catalogue'): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => {
      try {
        // Always the compiled array, even for a plain text (["Players"]): a production build of
        // Lingui has no message compiler and warns "Uncompiled message detected!" for every
        // message it is handed as a string (`lingui compile` writes arrays too).
        return [key, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: message "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`);
      }
    }),
  );
}

const VIRTUAL_PREFIX = '\0catalog:';

/**
 * `manifest` is the English web manifest; every other catalogue gets its own copy with the
 * name and description translated (manifest.<locale>.webmanifest), which the page links to when that
 * language is active (src/client/i18n/i18n.ts) and the service worker precaches.
 */
export function messageCatalogs(manifest: { name?: string; description?: string }): Plugin {
  return {
    name: 'bandeja-message-catalogs',
    enforce: 'pre',
    generateBundle() {
      // The few texts the server writes into a page's first view, in every language (server/static/first-view.ts).
      const firstViewTexts: FirstViewTexts = {};
      for (const file of readdirSync(LOCALES_DIR).filter((name) => name.endsWith('.json'))) {
        const catalog = readCatalog(file.replace(/\.json$/, ''));
        firstViewTexts[file.replace(/\.json$/, '')] = Object.fromEntries(
          FIRST_VIEW_TEXT_KEYS.flatMap((key) => (catalog[key] === undefined ? [] : [[key, catalog[key]]])),
        );
      }
      this.emitFile({ type: 'asset', fileName: FIRST_VIEW_TEXTS_FILE.slice(1), source: JSON.stringify(firstViewTexts) });
      for (const file of readdirSync(LOCALES_DIR).filter((name) => name.endsWith('.json'))) {
        const locale = file.replace(/\.json$/, '');
        if (locale === SOURCE_LOCALE) continue;
        const catalog = readCatalog(locale);
        const description = catalog[MANIFEST_DESCRIPTION_KEY] ?? manifest.description;
        const name = catalog[MANIFEST_NAME_KEY] ?? manifest.name;
        this.emitFile({
          type: 'asset',
          fileName: `manifest.${locale}.webmanifest`,
          source: JSON.stringify({ ...manifest, lang: locale, name, description }),
        });
      }
    },
    // A virtual id without the .json ending, so Vite's JSON plugin leaves the compiled module alone.
    async resolveId(source, importer) {
      if (!source.endsWith(CATALOG_QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -CATALOG_QUERY.length), importer, { skipSelf: true });
      return resolved ? `${VIRTUAL_PREFIX}${resolved.id.replace(/\.json$/, '')}` : null;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const file = `${id.slice(VIRTUAL_PREFIX.length)}.json`;
      this.addWatchFile(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      return { code: `export const messages = ${JSON.stringify(compileCatalog(source, file))};`, map: null };
    },
  };
}

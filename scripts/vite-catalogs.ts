/**
 * Compiles the message catalogues (src/client/i18n/locales/<locale>.json, ICU MessageFormat) when
 * they are imported with `?catalog`: each message becomes Lingui's compiled form, so the app ships
 * no message parser and a broken message fails the build instead of a screen. The same compiler
 * as `lingui compile` (@lingui/message-utils), without the extraction tooling we do not use: our
 * messages have explicit keys (docs/i18n.md).
 */
import { readFile } from 'node:fs/promises';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG_QUERY = '?catalog';

export function compileCatalog(source: Record<string, string>, file = 'catalogue'): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => {
      try {
        const compiled = compileMessageOrThrow(message);
        // A message without placeholders is kept as its plain string (what Lingui does too).
        return [key, compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled];
      } catch (error) {
        throw new Error(`${file}: message "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`);
      }
    }),
  );
}

const VIRTUAL_PREFIX = '\0catalog:';

export function messageCatalogs(): Plugin {
  return {
    name: 'bandeja-message-catalogs',
    enforce: 'pre',
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

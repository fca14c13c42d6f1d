/**
 * Issue 13: every language says everything, and nothing more than the code asks for. A key in one
 * catalogue and not the other, a key no source file uses, a language without its catalogue or a
 * message that is not valid ICU (or names other placeholders than English) fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, SOURCE_LOCALE } from '@/client/i18n/languages';
import { compileCatalog } from '../../scripts/vite-catalogs';

const LOCALES_DIR = 'src/client/i18n/locales';
const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(LOCALES_DIR, `${locale}.json`), 'utf8')) as Record<string, string>;

const files = readdirSync(LOCALES_DIR).filter((file) => file.endsWith('.json'));
const catalogues = Object.fromEntries(files.map((file) => [file.replace(/\.json$/, ''), read(file.replace(/\.json$/, ''))]));
const source = catalogues[SOURCE_LOCALE]!;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith('locales') ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The placeholders a message uses ("count", "search"), wherever they sit in plurals. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const choice of token.cases) visit(choice.tokens);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('the message catalogues', () => {
  it('has one catalogue per language of the switcher, and a language for every catalogue', () => {
    expect(Object.keys(catalogues).sort()).toEqual(Object.keys(LANGUAGES).sort());
  });

  it.each(Object.keys(LANGUAGES).filter((locale) => locale !== SOURCE_LOCALE))('%s has exactly the keys of English', (locale) => {
    const keys = Object.keys(catalogues[locale]!);
    expect(keys.filter((key) => !(key in source)), 'keys English does not have').toEqual([]);
    expect(Object.keys(source).filter((key) => !keys.includes(key)), 'keys missing').toEqual([]);
  });

  // A translation may leave a value out (the server's English sentence, in a Spanish error), never
  // use one the code does not pass.
  it.each(Object.keys(LANGUAGES))('%s: every message is valid ICU, uses only the placeholders of English, and none is empty', (locale) => {
    const catalogue = catalogues[locale]!;
    expect(() => compileCatalog(catalogue, locale)).not.toThrow();
    for (const [key, message] of Object.entries(catalogue)) {
      expect(message.trim(), key).not.toBe('');
      const offered = argumentsOf(source[key] ?? '');
      expect(argumentsOf(message).filter((name) => !offered.includes(name)), key).toEqual([]);
    }
  });

  // The server's page heads and first views read their texts from the build (src/shared/first-view.ts lists them).
  it('holds no key the code does not use (every key is written out in src/client, scripts/ for the build, or the first view\'s list)', () => {
    const code = [...sourceFiles('src/client'), ...sourceFiles('scripts'), 'src/shared/first-view.ts']
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(source).filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  // Issue 24: Lingui has no message compiler in a production build and warns "Uncompiled message
  // detected!" for every message it is handed as a plain string, so the build hands it none.
  it.each(Object.keys(LANGUAGES))('%s: every message reads in production without a warning', (locale) => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const production = setupI18n();
    process.env.NODE_ENV = nodeEnv;
    production.loadAndActivate({ locale, messages: compileCatalog(catalogues[locale]!, locale) as Messages });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const key of Object.keys(source)) production._(key, { count: 1 });
      expect(warn.mock.calls.map(([message]) => String(message).split('\n')[0])).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeJsonForHtml, matchLocale } from '../../src/server/static/first-view.js';
import { escapeHtml } from '../../src/server/static/first-view-markup.js';

describe('the first view escapes what it writes into the HTML', () => {
  it('writes any JSON so that it cannot end its script element or start markup, and reads back the same', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'grapheme' }), (value, text) => {
        const json = JSON.stringify({ value, text: `${text}</script><!--\u2028\u2029&` });
        const escaped = escapeJsonForHtml(json);
        expect(escaped).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(escaped)).toEqual(JSON.parse(json));
      }),
    );
  });

  it('escapes text for element content and quoted attributes', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')"> & co`)).toBe('&#60;img src=x onerror=&#34;a(&#39;b&#39;)&#34;&#62; &#38; co');
  });
});

describe("the first view's language", () => {
  it("is the first of the browser's languages the build has, by weight, on the language part; else English", () => {
    expect(matchLocale('es-AR,es;q=0.9,en;q=0.8', ['en', 'es'])).toBe('es');
    expect(matchLocale('fr-FR,en;q=0.5,es;q=0.7', ['en', 'es'])).toBe('es');
    expect(matchLocale('de', ['en', 'es'])).toBe('en');
    expect(matchLocale(undefined, ['en', 'es'])).toBe('en');
    expect(matchLocale('es;q=0', ['en', 'es'])).toBe('en');
  });
});

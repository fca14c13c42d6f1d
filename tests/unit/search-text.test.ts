import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseForSearch } from '../../src/shared/domain/search-text.js';

describe('normaliseForSearch', () => {
  it.each([
    ['Álvarez', 'alvarez'],
    ['NÚÑEZ', 'nunez'],
    ['Núñez'.normalize('NFD'), 'nunez'],
    ['ÍÑIGO Muñoz', 'inigo munoz'],
    ['Çağlar Öztürk', 'caglar ozturk'],
    ['Strauß', 'strauss'],
    ['STRAẞE', 'strasse'],
    ['Søren Ødegaard', 'soren odegaard'],
    ['Æsa Œuvre', 'aesa oeuvre'],
    ['Łukasz Đoković', 'lukasz dokovic'],
    ['  Juan \t\u00a0 Lebrón  ', 'juan lebron'],
    ['ﬁlipa', 'filipa'],
    ['50% _x_', '50% _x_'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(normaliseForSearch(text)).toBe(expected);
  });

  it('is idempotent: a stored search text searched for finds itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = normaliseForSearch(text);
        expect(normaliseForSearch(once)).toBe(once);
      }),
    );
  });

  it('gives composed (NFC) and decomposed (NFD) text the same form', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(normaliseForSearch(text.normalize('NFD'))).toBe(normaliseForSearch(text.normalize('NFC')));
      }),
    );
  });

  const spanishLetter = fc.constantFrom(...'aábcdeéfghiíjklmnñoópqrstuúüvwxyz ');
  it('ignores case and accents of Spanish names', () => {
    fc.assert(
      fc.property(fc.string({ unit: spanishLetter }), (name) => {
        const plain = name.normalize('NFD').replace(/\p{M}/gu, '');
        expect(normaliseForSearch(name.toUpperCase())).toBe(normaliseForSearch(plain));
        expect(normaliseForSearch(name)).toMatch(/^(?:[a-z]+(?: [a-z]+)*)?$/);
      }),
    );
  });
});

/**
 * Letters that are not "a base letter plus a mark", so NFKD leaves them whole, yet a reader
 * typing on a plain keyboard writes them as these base letters.
 */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ħ: 'h',
  ı: 'i',
  þ: 'th',
  ŧ: 't',
};
const FOLDED_LETTER = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');

/**
 * Text as search compares it: "NÚÑEZ", "Núñez" and a decomposed (NFD) "Núñez" all become "nunez",
 * so a search ignores case and accents the same way on every database. Lower-cased after NFKD,
 * which can yield capitals ("𝒜" → "A"), and before folding, so "ẞ" and "Ø" fold too. Whitespace
 * runs become one space, so a stored text can join names with a line break no search can span.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(FOLDED_LETTER, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

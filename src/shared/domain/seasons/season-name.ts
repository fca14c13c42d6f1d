/**
 * The name a new season gets by default, from the old one's (docs/seasons.md, "Next season"):
 * its year moves on ("Winter League 2026" → "Winter League 2027"; "Liga 2026/27" → "Liga
 * 2027/28"; the last year in the name when it holds several), else a season number at its end
 * moves on ("Ladder 3" → "Ladder 4"), else the number 2 is added ("Ladder" → "Ladder 2").
 */
export function nextSeasonName(name: string): string {
  const trimmed = name.trim();
  // A split season: 2026/27, 2026-27 or 2026/2027 (the second year one after the first).
  const split = /((?:19|20)\d{2})([/-])(\d{4}|\d{2})(?!\d)(?!.*(?:19|20)\d{2})/.exec(trimmed);
  if (split) {
    const [whole, first = '', separator = '/', second = ''] = split;
    const next = Number(first) + 1;
    const after = second.length === 2 ? String((next + 1) % 100).padStart(2, '0') : String(next + 1);
    return trimmed.slice(0, split.index) + `${next}${separator}${after}` + trimmed.slice(split.index + whole.length);
  }
  const years = [...trimmed.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)];
  const year = years.at(-1);
  if (year) {
    const index = year.index;
    return trimmed.slice(0, index) + String(Number(year[0]) + 1) + trimmed.slice(index + year[0].length);
  }
  const number = /(?<!\d)(\d{1,3})$/.exec(trimmed);
  if (number) return trimmed.slice(0, number.index) + String(Number(number[1]) + 1);
  return trimmed === '' ? trimmed : `${trimmed} 2`;
}

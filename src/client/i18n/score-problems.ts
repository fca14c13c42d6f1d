import { t, type MessageKey, type MessageValues } from './i18n';

/**
 * The shared score rules (src/shared/domain/set-scores.ts, match-formats.ts) word their problems
 * in English, the words the server answers too. The forms show them in the active language: each
 * sentence the rules can build is read back here into its key and values. A sentence this table
 * does not know stays as the rules wrote it. tests/unit/i18n-score-problems.test.ts runs every
 * rule's sentence through it, so a reworded rule fails there instead of going untranslated.
 */
const PATTERNS: [RegExp, MessageKey, (match: RegExpExecArray) => MessageValues][] = [
  [/^A walkover carries no scores: leave the set scores empty$/, 'scores.walkoverNoScores', () => ({})],
  [/^Both teams need a score for every set$/, 'scores.bothTeams', () => ({})],
  [/^A match has at most (\d+) sets$/, 'scores.maxSets', (m) => ({ count: Number(m[1]) })],
  [/^Set scores are whole numbers from 0 to (\d+)$/, 'scores.range', (m) => ({ max: Number(m[1]) })],
  [/^Set (\d+): a set cannot end level \((\d+–\d+)\)$/, 'scores.tie', (m) => ({ set: Number(m[1]), score: m[2] })],
  [/^One team must win more sets$/, 'scores.moreSets', () => ({})],
  [/^Set (\d+): the match was already won after set (\d+), so no set follows$/, 'scores.alreadyWon', (m) => ({ set: Number(m[1]), after: Number(m[2]) })],
  [/^Set (\d+): this format plays at most (\d+) sets?$/, 'scores.formatMaxSets', (m) => ({ set: Number(m[1]), count: Number(m[2]) })],
  [/^Set (\d+): a set ends 6–0 to 6–4, 7–5 or 7–6$/, 'scores.fullSetRule', (m) => ({ set: Number(m[1]) })],
  [/^Set (\d+): a match tie-break ends at 10 or more, two clear \(10–8, 11–9, 14–12\)$/, 'scores.tiebreakRule', (m) => ({ set: Number(m[1]) })],
  [/^Set (\d+): a pro set ends 9–0 to 9–7, or 9–8 after a tie-break$/, 'scores.proSetRule', (m) => ({ set: Number(m[1]) })],
  [/^Set (\d+): a short set ends 4–0 to 4–2, 5–3, or 5–4 after a tie-break at 4–4$/, 'scores.shortSetRule', (m) => ({ set: Number(m[1]) })],
  [/^Set (\d+): a pro set to 8 ends 8–0 to 8–6, 9–7, or 9–8 after a tie-break at 8–8$/, 'scores.proSet8Rule', (m) => ({ set: Number(m[1]) })],
  [
    /^Set (\d+): a set before the last ends 6–0 to 6–4, 7–5 or 7–6 \(only the last set may stop when the court time ends\)$/,
    'scores.timedSetRule',
    (m) => ({ set: Number(m[1]) }),
  ],
  [
    /^Set (\d+): (\d+–\d+) cannot happen: a match tie-break stops as soon as it is won, at 10 or more with two clear \(10–8, 11–9, 14–12\)$/,
    'scores.tiebreakOverrun',
    (m) => ({ set: Number(m[1]), score: m[2] }),
  ],
  [
    /^The match is not decided: a side must win (\d+) sets? \(record a retirement if it stopped early\)$/,
    'scores.notDecided',
    (m) => ({ count: Number(m[1]) }),
  ],
  [/^These sets already decide the match: record it as played, not as a retirement$/, 'scores.alreadyDecided', () => ({})],
];

/** One problem sentence of the shared score rules, in the active language. */
export function localiseScoreProblem(message: string): string {
  for (const [pattern, key, values] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(key, values(match));
  }
  return message;
}

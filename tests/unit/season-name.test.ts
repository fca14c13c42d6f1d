import { describe, expect, it } from 'vitest';
import { nextSeasonName } from '../../src/shared/domain/seasons/season-name.js';

describe('nextSeasonName: a new season named after the old one', () => {
  it.each([
    ['Winter League 2026', 'Winter League 2027'],
    ['2026 Summer Ladder', '2027 Summer Ladder'],
    ['Liga 2026/27', 'Liga 2027/28'],
    ['Liga 2099-00', 'Liga 2100-01'],
    ['Liga 2026/2027', 'Liga 2027/2028'],
    ['Copa 2025 (edición 2026)', 'Copa 2025 (edición 2027)'],
    ['Ladder 3', 'Ladder 4'],
    ['Ladder', 'Ladder 2'],
    ['  Mixed League 2026 ', 'Mixed League 2027'],
    ['Liga de 12345 pistas', 'Liga de 12345 pistas 2'],
  ])('%s → %s', (old, next) => {
    expect(nextSeasonName(old)).toBe(next);
  });
});

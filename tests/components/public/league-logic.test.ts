import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '@/client/lib/clock';
import {
  currentRound,
  localIsoDate,
  resultCandidates,
  resultsFallbackRound,
  sortRounds,
} from '@/client/features/leagues/round-selection';
import { matchHasResults, setBoxes, teamLabel } from '@/client/features/leagues/match-results';
import { roundLabel, seasonLine, standingsRulesText } from '@/client/features/leagues/messages';
import { sortGroups } from '@/client/features/leagues/choices';
import { optionalText, positiveInt } from '@/client/routes/search-params';
import { group, round } from './fixtures';
import { MATCH_FORMATS, type MatchFormat } from '@/shared/domain/constants';
import { activateLocale } from '@/client/i18n/i18n';

const rounds = [round(3, '2026-03-10'), round(1, '2026-02-24'), round(4, '2026-03-17'), round(2, '2026-03-03')];

describe('round selection (docs/rules.md, "Public site")', () => {
  it('sorts rounds by date, then id', () => {
    expect(sortRounds([...rounds, round(5, '2026-03-03')]).map((r) => r.id)).toEqual([1, 2, 5, 3, 4]);
  });

  it('schedules the earliest round dated today or later', () => {
    expect(currentRound(rounds, '2026-03-04')?.id).toBe(3);
    expect(currentRound(rounds, '2026-03-10')?.id).toBe(3);
    expect(currentRound(rounds, '2026-01-01')?.id).toBe(1);
  });

  it('falls back to the latest round when all are past, and to nothing without rounds', () => {
    expect(currentRound(rounds, '2026-12-31')?.id).toBe(4);
    expect(currentRound([], '2026-12-31')).toBeUndefined();
  });

  it('looks for results from the latest round already dated backwards', () => {
    expect(resultCandidates(rounds, '2026-03-10').map((r) => r.id)).toEqual([3, 2, 1]);
    expect(resultCandidates(rounds, '2026-01-01')).toEqual([]);
    expect(resultsFallbackRound(rounds, '2026-03-05')?.id).toBe(2);
    expect(resultsFallbackRound(rounds, '2026-01-01')?.id).toBe(1);
  });

  it("reads today's date in local time as yyyy-mm-dd", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('set boxes', () => {
  it('marks the higher score of each set as won', () => {
    expect(setBoxes([6, 4, 10], [3, 6, 8])).toEqual([
      [
        { score: '6', won: true },
        { score: '4', won: false },
        { score: '10', won: true },
      ],
      [
        { score: '3', won: false },
        { score: '6', won: true },
        { score: '8', won: false },
      ],
    ]);
  });

  it("shows three '-' boxes per team when results are missing", () => {
    const [row1, row2] = setBoxes([], []);
    expect(row1.map((box) => box.score)).toEqual(['-', '-', '-']);
    expect(row2.every((box) => box.score === '-' && !box.won)).toBe(true);
  });

  it("fills a missing score with '-' and marks no winner for that set", () => {
    expect(setBoxes([6, 7], [4])[1]).toEqual([
      { score: '4', won: false },
      { score: '-', won: false },
    ]);
  });

  it('knows when a match has results', () => {
    expect(matchHasResults({ team1Results: [], team2Results: [], outcome: 'played' })).toBe(false);
    expect(matchHasResults({ team1Results: [6], team2Results: [4], outcome: 'played' })).toBe(true);
    expect(matchHasResults({ team1Results: [], team2Results: [], outcome: 'walkover' })).toBe(true);
  });
});

describe('labels', () => {
  // A fixed day far from the dates below, so none of them reads "Today" (src/client/lib/clock.ts).
  let restoreClock = () => {};
  beforeEach(() => {
    restoreClock = setClock(() => new Date(2026, 10, 25, 12).getTime());
  });
  afterEach(() => restoreClock());

  it('labels a round "name – day", or by id without a name', () => {
    expect(roundLabel(round(3, '2026-03-10'))).toBe('Round 3 – Tue 10 Mar 2026');
    expect(roundLabel(round(9, '2026-11-01', { name: 'Final day' }))).toBe('Final day – Sun 1 Nov 2026');
    expect(roundLabel(round(9, '2026-11-01', { name: '  ' }))).toBe('Round 9 – Sun 1 Nov 2026');
    expect(roundLabel(round(9, '2026-11-26', { name: 'Final day' }))).toBe('Final day – Tomorrow');
  });

  it('writes the season line as its number and the year of its rounds, or the number alone', () => {
    expect(seasonLine({ seasonNumber: 2, seasonYear: '2026' })).toBe('2 · 2026');
    expect(seasonLine({ seasonNumber: 3, seasonYear: '2025–2026' })).toBe('3 · 2025–2026');
    expect(seasonLine({ seasonNumber: 1, seasonYear: null })).toBe('1');
  });

  it("names a team 'Team {id}' when it has no name", () => {
    expect(teamLabel('', 12)).toBe('Team 12');
    expect(teamLabel(null, 12)).toBe('Team 12');
    expect(teamLabel('Los Bandejas', 12)).toBe('Los Bandejas');
  });

  it('describes the rules in force', () => {
    expect(
      standingsRulesText({
        pointsForWin: 2,
        pointsForLoss: 0,
        tiebreakers: ['gamesDiff', 'headToHead'],
        matchTiebreakGames: 'points',
      }),
    ).toEqual({
      points: 'A win earns 2 points, a loss 0 points.',
      tiebreakers: ['Games difference', 'Head-to-head (wins among the tied teams)', 'Drawn lot'],
      // A table kept from before the format came with it: the setting alone.
      scoring: ['A match tie-break (e.g. 10–8) counts its points as games.'],
    });
    expect(standingsRulesText({ pointsForWin: 1, pointsForLoss: 1, tiebreakers: [] }).points).toBe(
      'A win earns 1 point, a loss 1 point.',
    );
  });

  it('says how games count under each format: the match tie-break line only where one is played', () => {
    const rules = {
      pointsForWin: 3,
      pointsForLoss: 1,
      tiebreakers: [],
      matchTiebreakGames: 'one' as const,
      pointsForDraw: 2,
    };
    const scoring = (matchFormat: MatchFormat) => standingsRulesText({ ...rules, matchFormat }).scoring;
    expect(scoring('bestOf3SuperTiebreak')).toEqual([
      'A match tie-break (e.g. 10–8) counts as one game.',
      'A walkover counts as 6–0 6–0 to the pair that turned up.',
    ]);
    expect(
      standingsRulesText({ ...rules, matchTiebreakGames: 'points', matchFormat: 'bestOf3ShortSets' }).scoring,
    ).toEqual([
      'A match tie-break (e.g. 10–8) counts its points as games.',
      'A walkover counts as 4–0 4–0 to the pair that turned up.',
    ]);
    expect(scoring('bestOf3')).toEqual([
      'Games count as scored.',
      'A walkover counts as 6–0 6–0 to the pair that turned up.',
    ]);
    expect(scoring('proSet9')).toEqual([
      'A pro set counts its games as scored: 9–7 is nine games to seven.',
      'A walkover counts as 9–0 to the pair that turned up.',
    ]);
    expect(scoring('proSet8')[1]).toBe('A walkover counts as 8–0 to the pair that turned up.');
    expect(scoring('free')[0]).toBe(
      'Games count as scored, whatever the number: a set won 9–8 is nine games to eight.',
    );
    // A timed league: no match tie-break, the time limit instead, and what a draw earns.
    const timed = standingsRulesText({ ...rules, matchFormat: 'timed' });
    expect(timed.points).toBe('A win earns 3 points, a draw 2 points, a loss 1 point.');
    expect(timed.scoring).toEqual([
      'A match ends when the court time runs out: the score then stands, the pair with more games wins, and equal games is a draw.',
      'A walkover counts as 6–0 6–0 to the pair that turned up.',
    ]);
    for (const format of MATCH_FORMATS.filter((each) => each !== 'bestOf3SuperTiebreak' && each !== 'bestOf3ShortSets'))
      expect(scoring(format).join(' '), format).not.toContain('tie-break (e.g. 10–8)');
  });

  it('says the rules line in Spanish too', async () => {
    await activateLocale('es');
    try {
      const timed = standingsRulesText({
        pointsForWin: 3,
        pointsForLoss: 1,
        tiebreakers: [],
        pointsForDraw: 2,
        matchFormat: 'timed',
      });
      expect(timed.points).toBe('Una victoria suma 3 puntos; un empate, 2 puntos; una derrota, 1 punto.');
      expect(timed.scoring[1]).toBe('Un W.O. cuenta como 6–0 6–0 para la pareja que se presentó.');
      expect(
        standingsRulesText({
          pointsForWin: 3,
          pointsForLoss: 1,
          tiebreakers: [],
          matchTiebreakGames: 'one',
          matchFormat: 'proSet9',
        }).scoring,
      ).toEqual([
        'Un pro set cuenta sus juegos tal como se anotan: 9–7 son nueve juegos a siete.',
        'Un W.O. cuenta como 9–0 para la pareja que se presentó.',
      ]);
    } finally {
      await activateLocale('en');
    }
  });

  it('sorts groups by name, numbers in number order', () => {
    expect(
      sortGroups([group(1, 'Group 10'), group(2, 'group b'), group(3, 'Group 2'), group(4, 'Group A')]).map(
        (g) => g.name,
      ),
    ).toEqual(['Group 2', 'Group 10', 'Group A', 'group b']);
  });
});

describe('search params', () => {
  it('accepts positive integers only', () => {
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt(12)).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', undefined, null, 0, 2.5, '99999999999999999999']) {
      expect(positiveInt(bad)).toBeUndefined();
    }
  });

  it('keeps text, drops blanks', () => {
    expect(optionalText('juan')).toBe('juan');
    expect(optionalText(42)).toBe('42');
    expect(optionalText('  ')).toBeUndefined();
    expect(optionalText(undefined)).toBeUndefined();
  });
});

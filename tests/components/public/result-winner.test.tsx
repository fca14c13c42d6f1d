import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '@/shared/schemas/match';
import { match, page } from './fixtures';
import { LEAGUE, LEAGUE_URL, leagueApi } from './league-api';
import { json, loadPublicPages, mockApi, renderApp, stubScrolling } from './support';
import { t } from '@/client/i18n/i18n';

beforeAll(loadPublicPages);

beforeEach(() => stubScrolling());

/** Round 1's results tab showing only `results`, as the server sends them. */
async function showResults(results: Match[]) {
  mockApi(leagueApi({ [`${LEAGUE}/groups/21/rounds/1/matches/results`]: () => json(page('matches', results)) }));
  renderApp(`${LEAGUE_URL}&tab=results&round=1`);
  const table = await screen.findByRole('table');
  const [, team1, team2] = within(table).getAllByRole('row');
  return { table, team1: team1!, team2: team2! };
}

const scores = (row: HTMLElement) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent);
/** Marked in words (for screen readers) and with a visible check, not by colour alone. */
const isMarkedWinner = (row: HTMLElement) => {
  const header = within(row).getByRole('rowheader');
  const said = header.textContent?.startsWith(t('leagues.winner')) ?? false;
  const shown = within(header).queryByTestId('winner-mark') !== null;
  expect(said, 'the words and the check go together').toBe(shown);
  return said;
};

describe('the winner of a result', () => {
  it('is the team with more sets when the server sends a played match without winnerTeamId', async () => {
    const { team1, team2 } = await showResults([
      match({ team1Results: [4, 6, 8], team2Results: [6, 3, 10], outcome: 'played', winnerTeamId: null }),
    ]);
    expect(isMarkedWinner(team1)).toBe(false);
    expect(isMarkedWinner(team2)).toBe(true);
  });

  it('is marked on a walkover, with W/O instead of empty score boxes', async () => {
    const { table, team1, team2 } = await showResults([match({ outcome: 'walkover', winnerTeamId: 11 })]);
    expect(isMarkedWinner(team1)).toBe(true);
    expect(isMarkedWinner(team2)).toBe(false);
    expect(scores(team1)).toEqual([t('leagues.walkoverShort')]);
    expect(scores(team2)).toEqual(['']);
    expect(table).not.toHaveTextContent('-');
    expect(within(table).getByText(t('leagues.walkover'))).toBeInTheDocument();
  });

  it('is marked on a retirement, with the scores as they stood and "ret." by the team that retired', async () => {
    // Team 1 led when it retired: the named winner counts, not the sets.
    const { team1, team2 } = await showResults([
      match({ team1Results: [6, 2], team2Results: [3, 1], outcome: 'retired', winnerTeamId: 13 }),
    ]);
    expect(isMarkedWinner(team1)).toBe(false);
    expect(isMarkedWinner(team2)).toBe(true);
    expect(scores(team1).map((text) => text?.replace(' won', ''))).toEqual(['6', '2']);
    expect(scores(team2).map((text) => text?.replace(' won', ''))).toEqual(['3', '1']);
    expect(within(team1).getByRole('rowheader')).toHaveTextContent(
      `${t('leagues.retiredShort')} ${t('leagues.retiredSpoken')}`,
    );
    expect(within(team2).getByRole('rowheader')).not.toHaveTextContent(t('leagues.retiredShort'));
  });

  it('is not marked while the match has no result', async () => {
    const { team1, team2 } = await showResults([match({ team1Results: [], team2Results: [] })]);
    expect(isMarkedWinner(team1)).toBe(false);
    expect(isMarkedWinner(team2)).toBe(false);
    expect(scores(team1)).toEqual(['-', '-', '-']);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playoffRoundName } from '@/client/features/playoffs/messages';
import { ResultsSection } from '@/client/features/matches/admin/results/results-section';
import type { Match } from '@/shared/schemas/match';
import type { PlayoffMatch } from '@/shared/schemas/playoff';
import { groupTeams, mockApi, renderAdmin, scopeRoutes } from '../admin/support';
import { eachTestSignedInOnEmptyOutbox } from '../admin/signed-in-outbox';
import { playoffFixture } from './playoff-fixtures';
import { t } from '@/client/i18n/i18n';

eachTestSignedInOnEmptyOutbox();

/** The round's list as the server sends a playoff match: no group, "To be decided" for a side not known yet. */
const asRoundMatch = (match: PlayoffMatch): Match => ({
  id: match.id!,
  roundId: 4,
  stage: 'playoff',
  groupId: null,
  team1Id: match.team1Id,
  team2Id: match.team2Id,
  team1Name: match.team1Name ?? 'To be decided',
  team2Name: match.team2Name ?? 'To be decided',
  team1ShortName: match.team1Name ?? 'To be decided',
  team2ShortName: match.team2Name ?? 'To be decided',
  team1Results: match.team1Results,
  team2Results: match.team2Results,
  courtNumber: match.courtNumber,
  startTime: match.startTime,
  startMinutes: match.startMinutes,
  outcome: match.outcome,
  winnerTeamId: match.winnerTeamId,
  countedResults: null,
  version: 1,
  updatedAt: '2026-06-20T10:00:00Z',
  report: null,
});

describe('playoff matches on the Results screen', () => {
  it('names the round singular', () => {
    expect(playoffRoundName('Semi-finals', true)).toBe('Semi-final');
    expect(playoffRoundName('Consolation quarter-finals', true)).toBe('Consolation quarter-final');
    expect(playoffRoundName('Final', true)).toBe('Final');
    expect(playoffRoundName('Round of 16', true)).toBe('Round of 16');
  });

  it('marks their stage, takes results once both teams are known, and never deletes one on its own', async () => {
    // Semi-final 1 played: its winner stands in the final, which waits for the other semi-final.
    const playoff = playoffFixture({}, { 'main-1-1': 1 });
    const [semiFinals, final] = playoff.brackets[0]!.rounds;
    const matches = [...semiFinals!.matches, ...final!.matches].map(asRoundMatch);
    mockApi({
      ...scopeRoutes,
      'GET /api/v1/clubs/1/leagues/2/groups/3/teams': groupTeams,
      'GET /api/v1/clubs/1/leagues/2/rounds/4/matches': { matches },
      'GET /api/v1/clubs/1/leagues/2/playoffs': playoff,
    });
    renderAdmin(<ResultsSection />);
    const list = await screen.findByRole('list', { name: 'Matches of the round' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    // The board orders them by hour: the final is the one waiting for a team.
    const finalCard = cards.find((card) => within(card).queryByText('To be decided'))!;
    const [semi1, semi2] = cards.filter((card) => card !== finalCard) as [HTMLElement, HTMLElement];
    expect(await within(semi1).findByText('Playoff · Semi-final')).toBeInTheDocument();
    expect(within(semi2).getByTestId('playoff-stage')).toHaveTextContent('Playoff · Semi-final');
    expect(within(finalCard).getByTestId('playoff-stage')).toHaveTextContent('Playoff · Final');
    // Both semi-finals have their teams: results can be entered (or corrected).
    expect(within(semi2).getByRole('button', { name: /^Edit results of/ })).toBeInTheDocument();
    // The final waits for a team: no Edit, and it says why.
    expect(within(finalCard).getByText('To be decided')).toBeInTheDocument();
    expect(within(finalCard).queryByRole('button', { name: /^Edit results of/ })).not.toBeInTheDocument();
    expect(within(finalCard).getByText(t('playoffs.stage.waiting'))).toBeInTheDocument();
    // A playoff match goes only with its playoffs.
    expect(within(list).queryByRole('button', { name: /^Delete match/ })).not.toBeInTheDocument();
  });
});

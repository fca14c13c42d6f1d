import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { match, page } from './fixtures';
import { LEAGUE, LEAGUE_URL, leagueApi } from './league-api';
import { json, loadPublicPages, mockApi, renderApp, stubScrolling } from './support';
import { t } from '@/client/i18n/i18n';

beforeAll(loadPublicPages);

beforeEach(() => stubScrolling());

// docs/substitutes.md: the public results name a substitute under the score; a match played by the
// teams' own players says nothing more.
describe('a result with a substitute', () => {
  it('names who stood in for whom, and a result without one names nobody', async () => {
    const withSubstitute = match({
      team1Results: [6, 6],
      team2Results: [2, 3],
      winnerTeamId: 11,
      lineup: {
        team1Players: [
          { playerId: 900, name: 'Eva <b>Estrada</b>', replaces: { playerId: 1, name: 'Ana Alonso' } },
          { playerId: 2, name: 'Bea Blanco', replaces: null },
        ],
        team2Players: [
          { playerId: 3, name: 'Carla Cruz', replaces: null },
          { playerId: 4, name: 'Dana Diaz', replaces: null },
        ],
      },
    });
    const plain = match({ id: 101, team1Results: [6, 6], team2Results: [4, 4], winnerTeamId: 11, courtNumber: 2 });
    mockApi(
      leagueApi({
        [`${LEAGUE}/groups/21/rounds/1/matches/results`]: () => json(page('matches', [withSubstitute, plain])),
      }),
    );
    renderApp(`${LEAGUE_URL}&tab=results&round=1`);
    const notes = await screen.findAllByRole('list', { name: t('lineup.substitutes') });
    expect(notes).toHaveLength(1);
    // A name is text, never markup.
    expect(
      within(notes[0]!).getByText(t('lineup.stoodInFor', { substitute: 'Eva <b>Estrada</b>', absent: 'Ana Alonso' })),
    ).toBeInTheDocument();
  });
});

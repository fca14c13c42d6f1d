import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchPicker, type PickerOption } from '@/client/components/ui/search-picker';
import { teamFormSchema } from '@/client/features/teams/admin/team-form';
import { TeamsSection } from '@/client/features/teams/admin/teams-section';
import { fieldMessages, mockApi, page, renderAdmin } from './support';
import { eachTestSignedIn } from './signed-in-outbox';
import { t } from '@/client/i18n/i18n';

const players = [
  { id: 1, firstName: 'Ana', lastName: 'Alonso', dob: '1990-01-01', status: 'active', matchesPlayed: 0, matchesWon: 0 },
  { id: 2, firstName: 'Bea', lastName: 'Blanco', dob: '1991-02-02', status: 'active', matchesPlayed: 0, matchesWon: 0 },
  { id: 3, firstName: 'Carla', lastName: 'Castro', dob: '1992-03-03', status: 'active', matchesPlayed: 0, matchesWon: 0 },
];

eachTestSignedIn();

describe('Team form player pickers', () => {
  it('requires two players and names each missing one', () => {
    expect(fieldMessages(teamFormSchema, { player1: null, player2: null, name: '' })).toEqual({ player1: t('admin.teams.player1Required'), player2: t('admin.teams.player2Required') });
    // The shared team rule names the API's field.
    expect(fieldMessages(teamFormSchema, { player1: { id: 1, label: 'A' }, player2: { id: 1, label: 'A' }, name: '' }).player2Id).toBe(t('admin.teams.samePlayer'));
  });

  it("excludes the other picker's choice, and editing the text clears the selection", async () => {
    const api = mockApi({
      'GET /api/v1/teams': page('teams', []),
      'GET /api/v1/admin/players': (call) => {
        const search = (call.search.get('search') ?? '').toLowerCase();
        return { body: page('players', players.filter((player) => `${player.firstName} ${player.lastName}`.toLowerCase().includes(search))) };
      },
      'POST /api/v1/admin/teams': { status: 201, body: { id: 7 } },
    });
    const user = userEvent.setup();
    renderAdmin(<TeamsSection />);
    await user.click(await screen.findByRole('button', { name: t('admin.teams.create') }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(t('admin.teams.player1Required'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('admin.teams.player2Required'))).toBeInTheDocument();

    const picker1 = within(dialog).getByRole('combobox', { name: /Player 1/ });
    const picker2 = within(dialog).getByRole('combobox', { name: /Player 2/ });
    await user.type(picker1, 'a');
    await user.click(await within(dialog).findByRole('option', { name: /Ana Alonso/ }));
    expect(picker1).toHaveValue('Ana Alonso');

    await user.type(picker2, 'a');
    const offered = await within(dialog).findAllByRole('option');
    expect(offered.map((option) => option.textContent)).not.toContain(expect.stringContaining('Ana Alonso'));
    expect(offered.some((option) => option.textContent?.includes('Bea Blanco'))).toBe(true);
    await user.click(within(dialog).getByRole('option', { name: /Bea Blanco/ }));

    // Searches ask for 10 results.
    expect(api.callsTo('GET', '/api/v1/admin/players').at(-1)!.search.get('pageSize')).toBe('10');

    // Editing the text of picker 1 drops its choice: Create now says Player 1 is missing.
    await user.type(picker1, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(t('admin.teams.player1Required'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v1/admin/teams')).toHaveLength(0);

    await user.clear(picker1);
    await user.type(picker1, 'carla');
    await user.click(await within(dialog).findByRole('option', { name: /Carla Castro/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/admin/teams')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/admin/teams')[0]!.body).toEqual({ player1Id: 3, player2Id: 2, name: null });
  });
});

describe('SearchPicker', () => {
  function Harness({ search, exclude = [] }: { search: (text: string) => Promise<PickerOption[]>; exclude?: number[] }) {
    const [selected, setSelected] = useState<PickerOption | null>(null);
    return (
      <>
        <SearchPicker label="Team" selected={selected} onSelect={setSelected} search={search} excludeIds={exclude} />
        <output data-testid="choice">{selected ? selected.label : 'none'}</output>
      </>
    );
  }

  it('waits 300 ms after the last key, shows at most 10, and picks with the keyboard', async () => {
    const search = vi.fn(async (text: string) => Array.from({ length: 15 }, (_, index) => ({ id: index + 1, label: `${text} ${index + 1}` })));
    const user = userEvent.setup();
    renderAdmin(<Harness search={search} exclude={[1]} />);
    const input = screen.getByRole('combobox', { name: 'Team' });
    await user.type(input, 'abc');
    // One search for the whole word, not one per key (focus may add one for the empty text).
    await waitFor(() => expect(search).toHaveBeenCalledWith('abc', expect.anything()));
    expect(search.mock.calls.filter(([text]) => text === 'a' || text === 'ab')).toHaveLength(0);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options[0]).toHaveTextContent('abc 2'); // id 1 excluded
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('choice')).toHaveTextContent('abc 3');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

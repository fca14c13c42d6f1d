import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlayoffsSection } from '@/client/features/playoffs/admin/playoffs-section';
import { finalDayRound, playoffFormSchema } from '@/client/features/playoffs/admin/playoff-form';
import { dismissToasts, fieldMessages, mockApi, page, renderAdmin, scopeRoutes } from '../admin/support';
import { playoffFixture } from './playoff-fixtures';
import { eachTestSignedIn } from '../admin/signed-in-outbox';
import { t } from '@/client/i18n/i18n';

const ADMIN = '/api/v1/admin/clubs/1/leagues/2/playoffs';
const PUBLIC = '/api/v1/clubs/1/leagues/2/playoffs';
const notFound = { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };

/** Two rounds: the final day (the later one) is what the form proposes. */
const routes = {
  ...scopeRoutes,
  'GET /api/v1/clubs/1/leagues/2/rounds': page('rounds', [
    { id: 4, leagueId: 2, name: 'Round 1', date: '2026-05-01', start_hour: 18, end_hour: 21, court_number: 2, status: 'active' },
    { id: 9, leagueId: 2, name: 'Finals day', date: '2026-06-20', start_hour: 10, end_hour: 20, court_number: 4, status: 'active' },
  ]),
};

eachTestSignedIn();

describe('the playoff form rules', () => {
  it('takes 1 to 64 qualifiers typed as digits, and needs a round', () => {
    const values = { qualifiersPerGroup: '2', bestOfNext: '0', thirdPlaceMatch: true, consolation: false, roundId: 9 };
    expect(fieldMessages(playoffFormSchema, values)).toEqual({});
    expect(fieldMessages(playoffFormSchema, { ...values, qualifiersPerGroup: '0' })).toEqual({ qualifiersPerGroup: t('admin.playoffs.qualifiersRange') });
    expect(fieldMessages(playoffFormSchema, { ...values, qualifiersPerGroup: '65' })).toEqual({ qualifiersPerGroup: t('admin.playoffs.qualifiersRange') });
    expect(fieldMessages(playoffFormSchema, { ...values, qualifiersPerGroup: 'two' })).toEqual({ qualifiersPerGroup: t('admin.playoffs.qualifiersRange') });
    expect(fieldMessages(playoffFormSchema, { ...values, roundId: null })).toEqual({ roundId: t('admin.playoffs.roundRequired') });
    expect(fieldMessages(playoffFormSchema, { ...values, bestOfNext: '2' })).toEqual({});
    expect(fieldMessages(playoffFormSchema, { ...values, bestOfNext: '-1' })).toEqual({ bestOfNext: t('admin.playoffs.bestOfNextRange') });
  });

  it('proposes the latest round as the final day', () => {
    expect(finalDayRound([{ id: 4, date: '2026-05-01' }, { id: 9, date: '2026-06-20' }, { id: 5, date: '2026-05-08' }])).toBe(9);
    expect(finalDayRound([])).toBeNull();
  });
});

describe('the admin Playoffs section', () => {
  it('previews the draw without creating anything, and says when the form has changed since', async () => {
    const preview = playoffFixture({ thirdPlaceMatch: true });
    const api = mockApi({
      ...routes,
      [`GET ${PUBLIC}`]: notFound,
      [`POST ${ADMIN}`]: (call) => (call.search.get('preview') === 'true' ? { body: preview } : { status: 500 }),
    });
    const user = userEvent.setup();
    renderAdmin(<PlayoffsSection />);
    const form = await screen.findByRole('form', { name: t('admin.playoffs.formTitle') });
    await waitFor(() => expect(within(form).getByLabelText(/Final-day round/)).toHaveValue('9'));
    const qualifiers = within(form).getByLabelText(/Qualifiers per group/);
    await user.clear(qualifiers);
    await user.type(qualifiers, '0');
    await user.click(within(form).getByRole('button', { name: t('admin.playoffs.preview') }));
    expect(await within(form).findByText(t('admin.playoffs.qualifiersRange'))).toBeInTheDocument();
    expect(api.callsTo('POST', ADMIN)).toHaveLength(0);

    await user.clear(qualifiers);
    await user.type(qualifiers, '2');
    await user.click(within(form).getByLabelText(t('admin.playoffs.thirdPlaceMatch')));
    await user.click(within(form).getByRole('button', { name: t('admin.playoffs.preview') }));
    const shown = await screen.findByTestId('playoff-preview');
    const [call] = api.callsTo('POST', ADMIN);
    expect(call!.search.get('preview')).toBe('true');
    expect(call!.body).toEqual({ qualifiersPerGroup: 2, bestOfNext: 0, thirdPlaceMatch: false, consolation: false, roundId: 9 });
    expect(within(shown).getByText(t('admin.playoffs.previewNote'))).toBeInTheDocument();
    expect(within(shown).getByRole('heading', { name: 'Main draw' })).toBeInTheDocument();
    expect(within(shown).getByRole('heading', { name: 'Third place' })).toBeInTheDocument();
    expect(within(shown).getAllByText('1 · A1').length).toBeGreaterThan(0);

    await user.click(within(form).getByLabelText(t('admin.playoffs.consolation')));
    expect(within(shown).getByText(t('admin.playoffs.previewOutdated'))).toBeInTheDocument();
  });

  it('asks for the best placed next, and creates as previewed: the same lot seed', async () => {
    const preview = { ...playoffFixture({ thirdPlaceMatch: true }), bestOfNext: 2, lotSeed: 4242 };
    let exists = false;
    const api = mockApi({
      ...routes,
      [`GET ${PUBLIC}`]: () => (exists ? { body: preview } : notFound),
      [`POST ${ADMIN}`]: (call) => {
        if (call.search.get('preview') === 'true') return { body: preview };
        exists = true;
        return { status: 201, body: { ...preview, placement: { restHours: true, unplaced: [] } } };
      },
    });
    const user = userEvent.setup();
    renderAdmin(<PlayoffsSection />);
    const form = await screen.findByRole('form', { name: t('admin.playoffs.formTitle') });
    await waitFor(() => expect(within(form).getByLabelText(/Final-day round/)).toHaveValue('9'));
    const bestOfNext = within(form).getByLabelText(/Best placed next/);
    await user.clear(bestOfNext);
    await user.type(bestOfNext, '2');
    await user.click(within(form).getByRole('button', { name: t('admin.playoffs.preview') }));
    await screen.findByTestId('playoff-preview');
    await user.click(within(form).getByRole('button', { name: t('admin.playoffs.create') }));
    expect(await screen.findByText(t('admin.playoffs.created'))).toBeInTheDocument();
    const [previewCall, createCall] = api.callsTo('POST', ADMIN);
    expect(previewCall!.body).toMatchObject({ qualifiersPerGroup: 2, bestOfNext: 2 });
    expect(createCall!.body).toMatchObject({ qualifiersPerGroup: 2, bestOfNext: 2, lotSeed: 4242 });
    const current = await screen.findByRole('region', { name: t('admin.playoffs.currentTitle') });
    expect(within(current).getByText(/2 per group · the 2 best placed next · third-place match/)).toBeInTheDocument();
  });

  it('creates the playoffs, then shows the bracket read back from the server', async () => {
    const created = playoffFixture({ thirdPlaceMatch: true });
    let exists = false;
    const api = mockApi({
      ...routes,
      [`GET ${PUBLIC}`]: () => (exists ? { body: created } : notFound),
      [`POST ${ADMIN}`]: () => {
        exists = true;
        return { status: 201, body: { ...created, placement: { restHours: true, unplaced: [] } } };
      },
    });
    const user = userEvent.setup();
    renderAdmin(<PlayoffsSection />);
    const form = await screen.findByRole('form', { name: t('admin.playoffs.formTitle') });
    await waitFor(() => expect(within(form).getByLabelText(/Final-day round/)).toHaveValue('9'));
    await user.click(within(form).getByRole('button', { name: t('admin.playoffs.create') }));
    expect(await screen.findByText(t('admin.playoffs.created'))).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: t('admin.playoffs.currentTitle') });
    expect(api.callsTo('POST', ADMIN)[0]!.search.get('preview')).toBeNull();
    expect(api.callsTo('GET', PUBLIC).length).toBeGreaterThanOrEqual(2);
    expect(within(current).getByText(/2 per group · third-place match · Played on Finals day/)).toBeInTheDocument();
    expect(within(current).getByRole('heading', { name: 'Main draw' })).toBeInTheDocument();
  });

  it('shows the server reason when the playoffs cannot be made (a group match without a result)', async () => {
    mockApi({
      ...routes,
      [`GET ${PUBLIC}`]: notFound,
      [`POST ${ADMIN}`]: { status: 409, body: { error: 'Group A still has 2 matches without results', code: 'CONFLICT' } },
    });
    const user = userEvent.setup();
    renderAdmin(<PlayoffsSection />);
    const form = await screen.findByRole('form', { name: t('admin.playoffs.formTitle') });
    await waitFor(() => expect(within(form).getByLabelText(/Final-day round/)).toHaveValue('9'));
    await user.click(within(form).getByRole('button', { name: t('admin.playoffs.preview') }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(`${t('admin.playoffs.previewFailed')}: Group A still has 2 matches without results`);
    expect(screen.queryByTestId('playoff-preview')).not.toBeInTheDocument();
  });

  it('refuses to delete playoffs with results in plain words, and deletes them while nothing is played', async () => {
    let answer: { status: number; body?: unknown } = { status: 409, body: { error: 'A playoff match has a result', code: 'CONFLICT' } };
    let exists = true;
    const api = mockApi({
      ...routes,
      [`GET ${PUBLIC}`]: () => (exists ? { body: playoffFixture() } : notFound),
      [`DELETE ${ADMIN}`]: () => {
        if (answer.status === 204) exists = false;
        return answer;
      },
    });
    const user = userEvent.setup();
    renderAdmin(<PlayoffsSection />);
    const current = await screen.findByRole('region', { name: t('admin.playoffs.currentTitle') });
    await user.click(within(current).getByRole('button', { name: t('admin.playoffs.delete') }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(t('admin.playoffs.deleteRefused'))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t('admin.playoffs.currentTitle') })).toBeInTheDocument();

    answer = { status: 204 };
    dismissToasts();
    await user.click(within(current).getByRole('button', { name: t('admin.playoffs.delete') }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('form', { name: t('admin.playoffs.formTitle') })).toBeInTheDocument();
    expect(api.callsTo('DELETE', ADMIN)).toHaveLength(2);
  });

  it('offers neither delete nor placing again once a playoff match has a result', async () => {
    mockApi({ ...routes, [`GET ${PUBLIC}`]: playoffFixture({}, { 'main-1-2': 2 }) });
    renderAdmin(<PlayoffsSection />);
    const current = await screen.findByRole('region', { name: t('admin.playoffs.currentTitle') });
    expect(within(current).getByText(t('admin.playoffs.hasResults'))).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: t('admin.playoffs.delete') })).not.toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: t('admin.playoffs.place') })).not.toBeInTheDocument();
  });

  it('places the matches on the round again and says what did not fit', async () => {
    const api = mockApi({
      ...routes,
      [`GET ${PUBLIC}`]: playoffFixture(),
      [`POST ${ADMIN}/placement`]: {
        status: 200,
        body: { ...playoffFixture(), placement: { restHours: false, unplaced: [{ key: 'main-2-1', id: 502, roundName: 'Final', reason: 'no free court at a later hour' }] } },
      },
    });
    const user = userEvent.setup();
    renderAdmin(<PlayoffsSection />);
    const current = await screen.findByRole('region', { name: t('admin.playoffs.currentTitle') });
    await user.click(within(current).getByRole('button', { name: t('admin.playoffs.place') }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('admin.playoffs.placeConfirm') }));
    expect(await within(current).findByText('Final: no free court at a later hour')).toBeInTheDocument();
    expect(within(current).getByText(t('admin.playoffs.noRest'))).toBeInTheDocument();
    expect(api.callsTo('POST', `${ADMIN}/placement`)).toHaveLength(1);
  });
});

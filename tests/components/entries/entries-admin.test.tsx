import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Entry, EntryList } from '@/shared/schemas/entries';
import '@/client/features/entries/admin/entries-section';
import { placesText, statusText } from '@/client/features/entries/entry-texts';
import { t } from '@/client/i18n/i18n';
import { renderDashboard } from '../admin/dashboard-support';
import { eachTestSignedInOnEmptyOutbox } from '../admin/signed-in-outbox';
import { mockApi, scopeRoutes } from '../admin/support';
import { listState } from './support';

// The organiser's Entries section (docs/entries.md, "The organiser's list"): the entries by status,
// one status at a time from the address, the paid and checked-in marks, and two free agents paired.

eachTestSignedInOnEmptyOutbox();

const LIST = '/api/v1/admin/clubs/1/leagues/2/entries';
const PAGE = '/admin/entries?club=1&league=2';

const entry = (id: number, names: string[], extra: Partial<Entry> = {}): Entry => ({
  id,
  status: 'confirmed',
  players: names.map((name, index) => ({ id: id * 10 + index, name, level: 3 })),
  level: 3,
  paid: false,
  checkedIn: false,
  teamId: null,
  promotedAt: null,
  createdAt: '2026-05-01T10:00:00Z',
  version: 1,
  ...extra,
});

const ENTRIES: Entry[] = [
  entry(1, ['Ana One', 'Bea Two'], { paid: true, checkedIn: true }),
  entry(2, ['Carla Three', 'Dora Four']),
  entry(3, ['Eva Five', 'Fran Six'], { status: 'waiting', position: 1 }),
  entry(4, ['Gema Seven'], { status: 'freeAgent', level: 2.5 }),
  entry(5, ['Hugo Eight'], { status: 'freeAgent', level: 3.5 }),
  entry(6, ['Iris Nine'], { status: 'freeAgent' }),
  entry(7, ['Juan Ten', 'Kai Eleven'], { status: 'awaitingPartner' }),
  entry(8, ['Lola Twelve', 'Mar Thirteen'], { status: 'withdrawn' }),
];
const list = (entries: Entry[] = ENTRIES): EntryList => ({
  state: listState({
    confirmed: entries.filter((one) => one.status === 'confirmed').length,
    waiting: 1,
    freeAgents: 3,
  }),
  entries,
});

const routes = (extra: Record<string, unknown> = {}) => ({
  ...scopeRoutes,
  'GET /api/v1/clubs/1/club-nights': [],
  [`GET ${LIST}`]: list(),
  ...extra,
});

const groupOf = (status: Entry['status']) =>
  screen.findByRole('region', { name: new RegExp(`^${t(`entries.status.${status}`)}`) });

describe("the organiser's list of entries", () => {
  it('lists the entries by status, confirmed first, with the places and the waiting position', async () => {
    mockApi(routes());
    renderDashboard(PAGE);
    expect(await screen.findByText(placesText(list().state))).toBeInTheDocument();
    const titles = (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    expect(titles.slice(1)).toEqual([
      `${t('entries.status.confirmed')} (2)`,
      `${t('entries.status.waiting')} (1)`,
      `${t('entries.status.freeAgent')} (3)`,
      `${t('entries.status.awaitingPartner')} (1)`,
      `${t('entries.status.withdrawn')} (1)`,
    ]);
    expect(
      within(screen.getByTestId('entry-row-3')).getByText(statusText('waiting', 1), { exact: false }),
    ).toBeInTheDocument();
  });

  it('shows one status at a time, chosen in the address, and every status again', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    const { router } = renderDashboard(PAGE);
    const show = await screen.findByRole('combobox', { name: t('entries.admin.show') });
    await user.selectOptions(show, `${t('entries.status.waiting')} (1)`);

    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'waiting' }));
    expect(screen.getByTestId('entry-row-3')).toBeInTheDocument();
    expect(screen.queryByTestId('entry-row-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('entry-row-4')).not.toBeInTheDocument();

    await user.selectOptions(
      screen.getByRole('combobox', { name: t('entries.admin.show') }),
      t('entries.admin.showAll', { count: 8 }),
    );
    await waitFor(() => expect(screen.getByTestId('entry-row-1')).toBeInTheDocument());
    expect(router.state.location.search).not.toHaveProperty('status');
  });

  it('opens on the status its address names (a reload, a shared link)', async () => {
    mockApi(routes());
    renderDashboard(`${PAGE}&status=freeAgent`);
    expect(await screen.findByTestId('entry-row-4')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: t('entries.admin.show') })).toHaveValue('freeAgent');
    expect(screen.queryByTestId('entry-row-1')).not.toBeInTheDocument();
  });

  it('shows the paid and checked-in marks, and marks an entry paid', async () => {
    const api = mockApi(
      routes({ [`PUT ${LIST}/2`]: { body: entry(2, ['Carla Three', 'Dora Four'], { paid: true, version: 2 }) } }),
    );
    const user = userEvent.setup();
    renderDashboard(PAGE);
    const paid = within(await screen.findByTestId('entry-row-1'));
    expect(paid.getByRole('checkbox', { name: t('entries.admin.paid') })).toBeChecked();
    expect(paid.getByText(t('entries.checkedIn'))).toBeInTheDocument();
    expect(paid.queryByRole('button', { name: t('entries.admin.checkIn') })).not.toBeInTheDocument();

    const unpaid = within(screen.getByTestId('entry-row-2'));
    expect(unpaid.getByRole('button', { name: t('entries.admin.checkIn') })).toBeInTheDocument();
    await user.click(unpaid.getByRole('checkbox', { name: t('entries.admin.paid') }));
    await waitFor(() => expect(api.callsTo('PUT', `${LIST}/2`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${LIST}/2`)[0]?.body).toEqual({ paid: true });
    // A free agent pays once paired: no mark yet.
    expect(
      within(screen.getByTestId('entry-row-4')).queryByRole('checkbox', { name: t('entries.admin.paid') }),
    ).not.toBeInTheDocument();
  });

  it('pairs the two free agents chosen, and only two', async () => {
    const api = mockApi(
      routes({ [`POST ${LIST}/pair`]: { status: 201, body: entry(9, ['Gema Seven', 'Iris Nine']) } }),
    );
    const user = userEvent.setup();
    renderDashboard(PAGE);
    const pair = await screen.findByRole('button', { name: t('entries.admin.pair') });
    expect(pair).toBeDisabled();
    const free = await groupOf('freeAgent');
    await user.click(within(free).getByRole('checkbox', { name: /Gema Seven/ }));
    expect(pair).toBeDisabled();
    await user.click(within(free).getByRole('checkbox', { name: /Hugo Eight/ }));
    // A third choice replaces the first: two are paired, never three.
    await user.click(within(free).getByRole('checkbox', { name: /Iris Nine/ }));
    expect(within(free).getByRole('checkbox', { name: /Gema Seven/ })).not.toBeChecked();
    expect(pair).toBeEnabled();
    await user.click(pair);
    await waitFor(() => expect(api.callsTo('POST', `${LIST}/pair`)).toHaveLength(1));
    expect(api.callsTo('POST', `${LIST}/pair`)[0]?.body).toEqual({ entryIds: [5, 6] });
  });

  it("says why a pairing is refused, in the server's words", async () => {
    const reason = "The pair's level (5.1) is above this list's highest level (5.0)";
    mockApi(routes({ [`POST ${LIST}/pair`]: { status: 409, body: { error: reason, code: 'CONFLICT' } } }));
    const user = userEvent.setup();
    renderDashboard(PAGE);
    const free = await groupOf('freeAgent');
    await user.click(within(free).getByRole('checkbox', { name: /Gema Seven/ }));
    await user.click(within(free).getByRole('checkbox', { name: /Hugo Eight/ }));
    await user.click(screen.getByRole('button', { name: t('entries.admin.pair') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });
});

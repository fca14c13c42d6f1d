import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDashboard, twoClubRoutes } from './dashboard-support';
import { mockApi, type RecordedCall } from './support';
import { eachTestSignedIn } from './signed-in-outbox';
import { t } from '@/client/i18n/i18n';

eachTestSignedIn();

const entry = (id: number, extra: Record<string, unknown>) => ({
  id,
  at: '2026-05-01T18:05:00.000Z',
  by: { role: 'organiser', username: 'marta' },
  method: 'PUT',
  route: `/api/v1/admin/players/${id}`,
  entity: 'player',
  entityId: 12,
  clubId: null,
  before: null,
  after: null,
  ...extra,
});

const rename = entry(3, {
  before: { id: 12, first_name: 'Ana', last_name: '<b>Díaz</b>', status: 'active' },
  after: { id: 12, first_name: 'Ana', last_name: 'Díaz López', status: 'active' },
});
const creation = entry(2, { method: 'POST', route: '/api/v1/admin/players', after: { id: 12, first_name: 'Ana', last_name: '<b>Díaz</b>' } });

/** Answers the log by the query it is asked: page 2 holds the creation. */
const auditAnswer = (call: RecordedCall) => ({
  body: { entries: call.search.get('page') === '2' ? [creation] : [rename], total: 21, page: Number(call.search.get('page') ?? 1), pageSize: 20 },
});

describe('Activity section', () => {
  it('shows who changed what and when, with only the changed fields, as text', async () => {
    mockApi({ ...twoClubRoutes, 'GET /api/v1/admin/audit': auditAnswer });
    renderDashboard('/admin/activity');
    const item = (await screen.findAllByText('Changed player #12'))[0]!.closest('li')!;
    expect(item).toHaveTextContent('marta (organiser)');
    expect(item).toHaveTextContent('PUT /api/v1/admin/players/3');
    const rows = within(item).getAllByRole('row');
    // The header and one changed field: the first name and status did not change.
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('last name');
    // Markup in a value is shown as the characters typed, never turned into an element.
    expect(within(rows[1]!).getByText('<b>Díaz</b>')).toBeInTheDocument();
    expect(item.querySelector('b')).toBeNull();
    expect(within(rows[1]!).getByText('Díaz López')).toBeInTheDocument();
  });

  it('filters by entity and pages through the address', async () => {
    const api = mockApi({ ...twoClubRoutes, 'GET /api/v1/admin/audit': auditAnswer });
    const user = userEvent.setup();
    const { router } = renderDashboard('/admin/activity');
    await screen.findAllByText('Changed player #12');
    await user.selectOptions(screen.getByLabelText(t('admin.activity.entityFilter')), 'Team');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ entity: 'team' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/v1/admin/audit').at(-1)!.search.get('entity')).toBe('team'));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect((await screen.findAllByText('Created player #12')).length).toBeGreaterThan(0);
    expect(router.state.location.search).toMatchObject({ entity: 'team', page: 2 });
  });

  it("opens one entity's history from a link, and says when loading fails", async () => {
    const api = mockApi({ ...twoClubRoutes, 'GET /api/v1/admin/audit': { status: 500, body: { error: 'boom', code: 'INTERNAL' } } });
    renderDashboard('/admin/activity?entity=player&entityId=12');
    expect(await screen.findByRole('alert')).toHaveTextContent(t('admin.activity.loadFailed'));
    expect(screen.getByRole('heading', { name: 'History of player #12' })).toBeInTheDocument();
    const call = api.callsTo('GET', '/api/v1/admin/audit')[0]!;
    expect(call.search.get('entity')).toBe('player');
    expect(call.search.get('id')).toBe('12');
  });
});

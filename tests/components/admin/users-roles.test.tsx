import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClubsSection } from '@/client/features/clubs/admin/clubs-section';
import { UsersSection } from '@/client/features/users/admin/users-section';
import { renderDashboard, twoClubRoutes } from './dashboard-support';
import { mockApi, page, renderAdmin } from './support';
import { eachTestSignedIn } from './signed-in-outbox';
import { t } from '@/client/i18n/i18n';

const clubs = page('clubs', [
  { id: 1, name: 'Club Uno', description: null, rules: null },
  { id: 2, name: 'Club Dos', description: null, rules: null },
]);
const organiserOfDos = { role: 'organiser', username: 'marta', clubIds: [2] };

eachTestSignedIn();

describe('Users section (the administrator)', () => {
  it('lists the organisers with their clubs, not the administrator', async () => {
    mockApi({
      'GET /api/v1/clubs': clubs,
      'GET /api/v1/admin/users': {
        users: [
          { id: 1, username: 'admin', role: 'admin', clubIds: [] },
          { id: 2, username: 'marta', role: 'organiser', clubIds: [1, 2] },
        ],
      },
    });
    renderAdmin(<UsersSection />);
    const row = (await screen.findByRole('cell', { name: 'marta' })).closest('tr')!;
    expect(row).toHaveTextContent('Club Uno, Club Dos');
    expect(screen.queryByRole('cell', { name: 'admin' })).not.toBeInTheDocument();
  });

  it('invites an organiser by link: the clubs are required, then the link is shown to copy', async () => {
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const link = 'https://bandeja.example/join/organiser-token';
    const api = mockApi({
      'GET /api/v1/clubs': clubs,
      'GET /api/v1/admin/users': { users: [] },
      'POST /api/v1/admin/users/invitations': { status: 201, body: { url: link, expiresAt } },
    });
    const user = userEvent.setup();
    renderAdmin(<UsersSection />);
    await waitFor(() => expect(screen.getByRole('button', { name: t('admin.users.invite') })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: t('admin.users.invite') }));
    const dialog = await screen.findByRole('dialog', { name: t('admin.users.inviteTitle') }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: t('admin.users.inviteMake') }));
    expect(await within(dialog).findByText(t('admin.users.clubsRequired'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v1/admin/users/invitations')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Club Dos' }));
    await user.click(within(dialog).getByRole('button', { name: t('admin.users.inviteMake') }));
    const shown = await screen.findByLabelText(t('admin.invite.linkOf', { name: 'Club Dos' }));
    expect(shown).toHaveValue(link);
    expect(api.callsTo('POST', '/api/v1/admin/users/invitations')[0]!.body).toEqual({ clubIds: [2] });
    // No password is typed for an invited organiser: they choose their own.
    expect(within(screen.getByRole('dialog', { name: t('admin.users.inviteTitle') })).queryByLabelText(/Password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('admin.invite.copyOf', { name: 'Club Dos' }) }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('requires a username, a password and a club, then creates the organiser with the clubs ticked', async () => {
    const api = mockApi({
      'GET /api/v1/clubs': clubs,
      'GET /api/v1/admin/users': { users: [] },
      'POST /api/v1/admin/users': { status: 201, body: { id: 3, username: 'lucia', role: 'organiser', clubIds: [2] } },
    });
    const user = userEvent.setup();
    renderAdmin(<UsersSection />);
    expect(await screen.findByText(t('admin.users.empty'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: t('admin.users.create') })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: t('admin.users.create') }));
    const dialog = screen.getByRole('dialog', { name: t('admin.users.createTitle') });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(t('admin.users.usernameRequired'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('admin.users.passwordRequired'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('admin.users.clubsRequired'))).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Username/), 'lucia');
    await user.type(within(dialog).getByLabelText(/Password/), 'short');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Club Dos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v1/admin/users')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Password/), '-but-longer');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/admin/users')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/admin/users')[0]!.body).toEqual({ username: 'lucia', password: 'short-but-longer', role: 'organiser', clubIds: [2] });
  });

  it('edits the clubs and keeps the password when it is left empty', async () => {
    const api = mockApi({
      'GET /api/v1/clubs': clubs,
      'GET /api/v1/admin/users': { users: [{ id: 2, username: 'marta', role: 'organiser', clubIds: [1] }] },
      'PUT /api/v1/admin/users/2': { id: 2, username: 'marta', role: 'organiser', clubIds: [1, 2] },
    });
    const user = userEvent.setup();
    renderAdmin(<UsersSection />);
    await user.click(await screen.findByRole('button', { name: 'Edit organiser marta' }));
    const dialog = screen.getByRole('dialog', { name: t('admin.users.editTitle') });
    expect(within(dialog).getByRole('checkbox', { name: 'Club Uno' })).toBeChecked();
    expect(within(dialog).getByText(t('admin.users.passwordHint'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Club Dos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/v1/admin/users/2')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/v1/admin/users/2')[0]!.body).toEqual({ username: 'marta', role: 'organiser', clubIds: [1, 2] });
  });

  it('says so when the organisers cannot be loaded', async () => {
    mockApi({ 'GET /api/v1/clubs': clubs, 'GET /api/v1/admin/users': { status: 500, body: { error: 'Boom', code: 'INTERNAL' } } });
    renderAdmin(<UsersSection />);
    expect(await screen.findByText(t('admin.users.loadFailed'))).toBeInTheDocument();
  });
});

describe('an organiser', () => {
  it('sees only their clubs, and neither creates nor deletes clubs', async () => {
    mockApi({ 'GET /api/v1/clubs': clubs, 'GET /api/v1/me': organiserOfDos });
    renderAdmin(<ClubsSection />);
    expect(await screen.findByRole('cell', { name: 'Club Dos' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Club Uno' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('admin.clubs.create') })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete club Club Dos' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit club Club Dos' })).toBeInTheDocument();
  });

  it('has no Users section in the dashboard, and a link to it opens the Overview', async () => {
    mockApi({ ...twoClubRoutes, 'GET /api/v1/me': organiserOfDos });
    renderDashboard('/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('the administrator has the Users section', async () => {
    mockApi({ ...twoClubRoutes, 'GET /api/v1/admin/users': { users: [] } });
    renderDashboard('/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page'));
  });
});

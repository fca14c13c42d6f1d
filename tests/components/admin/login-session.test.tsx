import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, saveSession } from '@/client/lib/session';
import { adminRouteTree } from '@/client/routes/admin';
import { rootRoute } from '@/client/routes/root';
import { mockApi, page } from './support';
// The dashboard is a lazy route; with the real outbox (dexie) in it, its cold import can outlast a
// findBy wait on a busy machine. Loaded here, the lazy import resolves from the module cache.
import '@/client/features/admin-shell/admin-layout';
import '@/client/features/admin-shell/section-reads';
import '@/client/features/admin-shell/overview/overview-section';
import '@/client/features/clubs/admin/clubs-section';
import { t } from '@/client/i18n/i18n';

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: rootRoute.addChildren([adminRouteTree]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('Admin login', () => {
  it('requires both fields, shows the failure text, then signs in with Basic credentials', async () => {
    let accept = false;
    const api = mockApi({
      'POST /api/v1/auth/login': () =>
        accept ? { body: { token: 'abc', expiresAt: new Date(Date.now() + 3600_000).toISOString() } } : { status: 401, body: { error: 'Invalid username or password', code: 'UNAUTHENTICATED' } },
      'GET /api/v1/admin/stats': { totalClubs: 2, totalPlayers: 8, totalTeams: 4 },
      'GET /api/v1/clubs': page('clubs', []),
    });
    const user = userEvent.setup();
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: t('admin.login.title') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('admin.login.signIn') }));
    expect(screen.getByText(t('admin.login.usernameRequired'))).toBeInTheDocument();
    expect(screen.getByText(t('admin.login.passwordRequired'))).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: t('admin.login.signIn') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('admin.login.invalid'));
    expect(api.callsTo('POST', '/api/v1/auth/login')[0]!.headers.authorization).toBe(`Basic ${btoa('admin:wrong')}`);
    expect(api.callsTo('POST', '/api/v1/auth/login')[0]!.body).toBeUndefined();

    accept = true;
    await user.click(screen.getByRole('button', { name: t('admin.login.signIn') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/overview'));
    expect(readSession()?.token).toBe('abc');
    expect(await screen.findByRole('link', { name: /Total Players\s*8/ })).toBeInTheDocument();
  });

  it('sends the dashboard to the login form without a session, and with an expired one', async () => {
    mockApi({});
    let router = renderAt('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));

    saveSession({ token: 'old', expiresAt: new Date(Date.now() - 1000).toISOString() });
    router = renderAt('/admin/dashboard?section=results');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('Logout revokes the token on the server, forgets it and returns to the login form', async () => {
    saveSession({ token: 'live', expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    const api = mockApi({ 'POST /api/v1/auth/logout': { status: 204 }, 'GET /api/v1/admin/stats': { totalClubs: 1, totalPlayers: 1, totalTeams: 1 } });
    const user = userEvent.setup();
    const router = renderAt('/admin/overview');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(api.callsTo('POST', '/api/v1/auth/logout')[0]!.headers.authorization).toBe('Bearer live');
    expect(readSession()).toBeNull();
  });

  it('a 401 while working ends the session and shows the login form', async () => {
    saveSession({ token: 'revoked', expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    mockApi({ 'GET /api/v1/admin/stats': { status: 401, body: { error: 'Sign in again', code: 'UNAUTHENTICATED' } } });
    const router = renderAt('/admin/overview');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(readSession()).toBeNull();
  });

  it('switches sections from the sidebar and marks the current one', async () => {
    saveSession({ token: 'live', expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    mockApi({ 'GET /api/v1/clubs': page('clubs', []), 'GET /api/v1/admin/stats': { totalClubs: 0, totalPlayers: 0, totalTeams: 0 } });
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('is-open');
    await user.click(screen.getByRole('link', { name: 'Clubs' }));
    expect(await screen.findByRole('heading', { name: 'Clubs' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

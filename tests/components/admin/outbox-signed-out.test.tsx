import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, saveSession } from '@/client/lib/session';
import { signInNotice } from '@/client/offline/messages';
import { emptyAppOutbox, queueAppResults, stopAppOutbox } from '../../fixtures/app-outbox';
import { renderDashboard } from './dashboard-support';
import { dismissToasts, mockApi, page, scopeRoutes } from './support';
import { t } from '@/client/i18n/i18n';

// Signed out courtside with results queued: the sign-in form says they wait, and signing in
// returns to the screen the organiser was on (issue 10).

const signInWithForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(/Username/), 'admin');
  await user.type(screen.getByLabelText(/Password/), 'secret');
  await user.click(screen.getByRole('button', { name: t('admin.login.signIn') }));
};

beforeEach(async () => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await emptyAppOutbox();
  // The loop stays still: these tests are about what the screens say, not about sending.
  await stopAppOutbox();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  dismissToasts();
});

describe('signed out with changes waiting', () => {
  it('a revoked session on the Results screen: the sign-in form counts the waiting changes and signing in returns to Results', async () => {
    saveSession({ token: 'revoked', expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    await queueAppResults(3);
    mockApi({
      ...scopeRoutes,
      // The session was revoked elsewhere: the next request is refused.
      'GET /api/v1/clubs/1/leagues/2/rounds/4/matches': { status: 401, body: { error: 'Sign in again', code: 'UNAUTHENTICATED' } },
      'GET /api/v1/clubs/1/leagues/2/groups/3/teams': [],
      'POST /api/v1/auth/login': { token: 'fresh', expiresAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    const user = userEvent.setup();
    const { router } = renderDashboard('/admin/results');

    expect(await screen.findByRole('heading', { name: t('admin.login.title') })).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(await screen.findByText(signInNotice(3))).toBeInTheDocument();

    mockApi({
      ...scopeRoutes,
      'GET /api/v1/clubs/1/leagues/2/rounds/4/matches': { matches: [] },
      'GET /api/v1/clubs/1/leagues/2/groups/3/teams': [],
      'POST /api/v1/auth/login': { token: 'fresh', expiresAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    await signInWithForm(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/results'));
    expect(router.state.location.search).toEqual({});
    expect(await screen.findByRole('heading', { level: 2, name: 'Match Management' })).toBeInTheDocument();
    expect(readSession()?.token).toBe('fresh');
  });

  it('an expired session: one waiting change is named in the singular; a plain sign-in still opens the Overview', async () => {
    saveSession({ token: 'old', expiresAt: new Date(Date.now() - 1000).toISOString() });
    await queueAppResults(1);
    mockApi({
      'GET /api/v1/admin/stats': { totalClubs: 1, totalPlayers: 1, totalTeams: 1 },
      'GET /api/v1/clubs': page('clubs', []),
      'POST /api/v1/auth/login': { token: 'fresh', expiresAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    const { router, unmount } = renderDashboard('/admin/results');
    expect(await screen.findByText(signInNotice(1))).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ redirect: '/admin/results' });
    unmount();

    // Opened directly, the form returns to the Overview as before.
    const direct = renderDashboard('/admin/login');
    await signInWithForm(userEvent.setup());
    await waitFor(() => expect(direct.router.state.location.pathname).toBe('/admin/overview'));
    expect(direct.router.state.location.search).toEqual({});
  });

  it('says nothing about waiting changes when none wait, and never follows a return address off the dashboard', async () => {
    mockApi({
      'GET /api/v1/admin/stats': { totalClubs: 1, totalPlayers: 1, totalTeams: 1 },
      'GET /api/v1/clubs': page('clubs', []),
      'POST /api/v1/auth/login': { token: 'fresh', expiresAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    const { router } = renderDashboard('/admin/login?redirect=https%3A%2F%2Fevil.example%2F');
    expect(await screen.findByRole('heading', { name: t('admin.login.title') })).toBeInTheDocument();
    expect(screen.queryByTestId('outbox-sign-in-notice')).not.toBeInTheDocument();

    await signInWithForm(userEvent.setup());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/overview'));
    expect(router.state.location.search).toEqual({});

    // Signed in already, the form steps aside: to the dashboard, never to the other site.
    await router.navigate({ href: '/admin/login?redirect=https%3A%2F%2Fevil.example%2F' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/overview'));
    expect(router.state.location.search).toEqual({});
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLAYER_TOKEN_KEY, TOKEN_KEY, readSession } from '@/client/lib/session';
import { eachTestOnACleanPhone, mockApi, renderPlayerApp, signInPlayer } from './support';
import { t } from '@/client/i18n/i18n';

// The players' sign-in (/login) keeps a player's session apart from the dashboard's: each has its
// own keys, a staff account is sent to /admin in words, and a player's account never opens /admin.

const expiresAt = () => new Date(Date.now() + 3600_000).toISOString();
const noMatches = { upcoming: [], recent: [], toConfirm: [] };

eachTestOnACleanPhone();

async function signInAt(path: string, username: string, password: string, labels = { username: t('me.login.username'), password: t('me.login.password'), submit: t('me.login.signIn') }) {
  const user = userEvent.setup();
  const app = renderPlayerApp(path);
  await user.type(await screen.findByLabelText(new RegExp(`^${labels.username}`)), username);
  await user.type(screen.getByLabelText(new RegExp(`^${labels.password}`)), password);
  await user.click(screen.getByRole('button', { name: labels.submit }));
  return app;
}

describe('/login', () => {
  it('signs a player in under the player session only, and opens /me', async () => {
    const api = mockApi({
      'POST /api/v1/auth/login': { token: 'p-1', expiresAt: expiresAt(), role: 'player' },
      'GET /api/v1/me': { role: 'player', username: 'ana', playerId: 110 },
      'GET /api/v1/me/matches': noMatches,
    });
    const app = await signInAt('/login', 'ana', 'secret-password');

    expect(await screen.findByRole('heading', { name: t('me.title'), level: 1 })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/me');
    expect(readSession('player')?.token).toBe('p-1');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    const [login] = api.callsTo('POST', '/api/v1/auth/login');
    expect(login?.headers.authorization).toBe(`Basic ${btoa('ana:secret-password')}`);
    // /me reads with the player's token.
    await waitFor(() => expect(api.callsTo('GET', '/api/v1/me/matches')[0]?.headers.authorization).toBe('Bearer p-1'));
  });

  it('tells a staff account, in words and with the link, to use /admin, and keeps no session', async () => {
    const api = mockApi({
      'POST /api/v1/auth/login': { token: 'staff-1', expiresAt: expiresAt(), role: 'organiser' },
      'POST /api/v1/auth/logout': { status: 204 },
    });
    const app = await signInAt('/login', 'org', 'secret-password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('me.login.staffAccount'));
    expect(screen.getByRole('link', { name: t('me.login.toAdmin') })).toHaveAttribute('href', '/admin');
    expect(readSession('player')).toBeNull();
    expect(readSession('admin')).toBeNull();
    expect(app.location().pathname).toBe('/login');
    // The token the sign-in made is ended, not left behind.
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/auth/logout')[0]?.headers.authorization).toBe('Bearer staff-1'));
  });

  it('says "Invalid username or password" on a 401 and the server\'s words when locked out (429)', async () => {
    const api = mockApi({ 'POST /api/v1/auth/login': { status: 401, body: { error: 'Invalid username or password', code: 'UNAUTHENTICATED' } } });
    await signInAt('/login', 'ana', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(t('me.login.invalid'));
    expect(api.callsTo('POST', '/api/v1/auth/login')).toHaveLength(1);
  });

  it('shows the lockout message of a 429 as the server words it', async () => {
    mockApi({ 'POST /api/v1/auth/login': { status: 429, body: { error: 'Too many attempts: try again in 15 minutes', code: 'RATE_LIMITED' } } });
    await signInAt('/login', 'ana', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts: try again in 15 minutes');
  });

  it('asks for both fields before calling the server', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderPlayerApp('/login');
    await user.click(await screen.findByRole('button', { name: t('me.login.signIn') }));
    expect(await screen.findByText(t('me.login.usernameRequired'))).toBeInTheDocument();
    expect(screen.getByText(t('me.login.passwordRequired'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v1/auth/login')).toHaveLength(0);
  });

  it('sends a signed-in player on to /me, and /me without a player session to /login', async () => {
    mockApi({ 'GET /api/v1/me/matches': noMatches, 'GET /api/v1/me': { role: 'player', username: 'ana', playerId: 110 } });
    const signedOut = renderPlayerApp('/me');
    await screen.findByRole('heading', { name: t('me.login.title') });
    expect(signedOut.location().pathname).toBe('/login');
    expect(signedOut.location().search).toEqual({ redirect: '/me' });
    signedOut.unmount();

    signInPlayer();
    const signedIn = renderPlayerApp('/login');
    await screen.findByRole('heading', { name: t('me.title'), level: 1 });
    expect(signedIn.location().pathname).toBe('/me');
  });

  it('never lets a player session open the dashboard', async () => {
    mockApi({});
    signInPlayer();
    const app = renderPlayerApp('/admin/dashboard');
    await screen.findByRole('heading', { name: t('admin.login.title') });
    expect(app.location().pathname).toBe('/admin/login');
  });
});

describe('/admin with a player account', () => {
  it('keeps no dashboard session and points the player to the players\' sign-in', async () => {
    const api = mockApi({
      'POST /api/v1/auth/login': { token: 'p-2', expiresAt: expiresAt(), role: 'player' },
      'POST /api/v1/auth/logout': { status: 204 },
    });
    const app = await signInAt('/admin', 'ana', 'secret-password', { username: t('admin.login.username'), password: t('admin.login.password'), submit: t('admin.login.signIn') });

    expect(await screen.findByRole('alert')).toHaveTextContent(t('admin.login.playerAccount'));
    expect(screen.getByRole('link', { name: t('admin.login.toPlayerSignIn') })).toHaveAttribute('href', '/login');
    expect(readSession('admin')).toBeNull();
    expect(localStorage.getItem(PLAYER_TOKEN_KEY)).toBeNull();
    expect(app.location().pathname).toBe('/admin');
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/auth/logout')).toHaveLength(1));
  });
});

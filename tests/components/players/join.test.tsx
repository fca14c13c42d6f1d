import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validUntilText, passwordTooShortText } from '@/client/features/me/messages';
import { readSession } from '@/client/lib/session';
import { eachTestOnACleanPhone, mockApi, renderPlayerApp } from './support';
import { t } from '@/client/i18n/i18n';

// /join/<token>: whom the invitation is for, then a username and a password checked by the
// server's own schema (joinInput), then the player is signed in and on /me.

const TOKEN = 'abc123token';
const PREVIEW = `/api/v1/auth/join/${TOKEN}`;
const expiresAt = () => new Date(Date.now() + 3600_000).toISOString();

eachTestOnACleanPhone();

describe('/join/<token>', () => {
  it('shows whom the invitation is for, makes the account and signs the player in', async () => {
    const api = mockApi({
      [`GET ${PREVIEW}`]: { role: 'player', playerId: 110, playerName: 'Ana One', expiresAt: '2026-12-01T18:00:00Z' },
      'POST /api/v1/auth/join': { status: 201, body: { token: 'p-join', expiresAt: expiresAt(), role: 'player' } },
      'GET /api/v1/me': { role: 'player', username: 'ana.one', playerId: 110 },
      'GET /api/v1/me/matches': { upcoming: [], recent: [], toConfirm: [] },
    });
    const user = userEvent.setup();
    const app = renderPlayerApp(`/join/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: t('me.join.title', { name: 'Ana One' }) })).toBeInTheDocument();
    expect(screen.getByText(validUntilText('2026-12-01T18:00:00Z'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(`^${t('me.login.username')}`)), ' ana.one ');
    await user.type(screen.getByLabelText(new RegExp(`^${t('me.login.password')}`)), 'long-enough');
    await user.click(screen.getByRole('button', { name: t('me.join.submit') }));

    expect(await screen.findByRole('heading', { name: t('me.title'), level: 1 })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/me');
    expect(api.callsTo('POST', '/api/v1/auth/join')[0]?.body).toEqual({ token: TOKEN, username: 'ana.one', password: 'long-enough' });
    expect(readSession('player')?.token).toBe('p-join');
    expect(readSession('admin')).toBeNull();
  });

  it("welcomes an organiser's invitation with the clubs to run, signs them into the dashboard and opens /admin", async () => {
    const api = mockApi({
      [`GET ${PREVIEW}`]: { role: 'organiser', clubNames: ['Club Norte', 'Club Sur'], expiresAt: '2026-12-01T18:00:00Z' },
      'POST /api/v1/auth/join': { status: 201, body: { token: 'o-join', expiresAt: expiresAt(), role: 'organiser' } },
      'GET /api/v1/me': { role: 'organiser', username: 'eva', clubIds: [1] },
    });
    const user = userEvent.setup();
    const app = renderPlayerApp(`/join/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: t('me.join.organiserTitle', { clubs: 'Club Norte, Club Sur' }) })).toBeInTheDocument();
    expect(screen.getByText(t('me.join.organiserIntro'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(`^${t('me.login.username')}`)), 'eva');
    await user.type(screen.getByLabelText(new RegExp(`^${t('me.login.password')}`)), 'long-enough');
    await user.click(screen.getByRole('button', { name: t('me.join.submit') }));

    await waitFor(() => expect(app.location().pathname).toBe('/admin/overview'));
    expect(api.callsTo('POST', '/api/v1/auth/join')[0]?.body).toEqual({ token: TOKEN, username: 'eva', password: 'long-enough' });
    // The dashboard's session, never the player's.
    expect(readSession('admin')?.token).toBe('o-join');
    expect(readSession('player')).toBeNull();
  });

  it('checks the password length and the username as the server does, before sending', async () => {
    const api = mockApi({ [`GET ${PREVIEW}`]: { role: 'player', playerId: 110, playerName: 'Ana One', expiresAt: expiresAt() } });
    const user = userEvent.setup();
    renderPlayerApp(`/join/${TOKEN}`);
    await user.type(await screen.findByLabelText(new RegExp(`^${t('me.login.username')}`)), 'ana:one');
    await user.type(screen.getByLabelText(new RegExp(`^${t('me.login.password')}`)), 'short');
    await user.click(screen.getByRole('button', { name: t('me.join.submit') }));

    expect(await screen.findByText(passwordTooShortText())).toBeInTheDocument();
    expect(screen.getByText(t('me.join.usernameInvalid'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v1/auth/join')).toHaveLength(0);
  });

  it('says the server\'s reason when the account cannot be made (a username taken)', async () => {
    mockApi({
      [`GET ${PREVIEW}`]: { role: 'player', playerId: 110, playerName: 'Ana One', expiresAt: expiresAt() },
      'POST /api/v1/auth/join': { status: 409, body: { error: 'Username already taken', code: 'CONFLICT' } },
    });
    const user = userEvent.setup();
    renderPlayerApp(`/join/${TOKEN}`);
    await user.type(await screen.findByLabelText(new RegExp(`^${t('me.login.username')}`)), 'ana');
    await user.type(screen.getByLabelText(new RegExp(`^${t('me.login.password')}`)), 'long-enough');
    await user.click(screen.getByRole('button', { name: t('me.join.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already taken');
    expect(readSession('player')).toBeNull();
  });

  it('says a used or expired link is not valid any more (404), with the way to sign in', async () => {
    const api = mockApi({ [`GET ${PREVIEW}`]: { status: 404, body: { error: 'Invitation not found', code: 'NOT_FOUND' } } });
    renderPlayerApp(`/join/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: t('me.join.invalidTitle') })).toBeInTheDocument();
    expect(screen.getByText(t('me.join.invalidBody'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('me.join.toSignIn') })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: t('me.join.submit') })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', PREVIEW)).toHaveLength(1));
  });

  it('offers to try again when the invitation could not be checked (server down)', async () => {
    mockApi({ [`GET ${PREVIEW}`]: { status: 503, body: { error: 'Unavailable', code: 'INTERNAL' } } });
    renderPlayerApp(`/join/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('me.join.loadFailed'));
    expect(screen.getByRole('button', { name: t('me.join.retry') })).toBeInTheDocument();
  });
});

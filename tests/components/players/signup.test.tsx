import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordTooShortText } from '@/client/features/me/messages';
import { readSession } from '@/client/lib/session';
import { activateLocale, t } from '@/client/i18n/i18n';
import { eachTestOnACleanPhone, mockApi, networkDown, renderPlayerApp } from './support';

// /signup (issue 29): where the tour opens sign-up (GET /api/v1/meta says so), a player without an
// account makes one with the server's own schema (signupInput), is signed in and goes back to the
// page that sent them; every refusal is said in words, in both languages.

const expiresAt = () => new Date(Date.now() + 3600_000).toISOString();
const OPEN = { 'GET /api/v1/meta': { tourName: 'Padel Tour', signupOpen: true } };
const CLOSED = { 'GET /api/v1/meta': { tourName: 'Padel Tour', signupOpen: false } };
const LEAGUE = '/league?clubId=1&leagueId=2';
const created = { status: 201, body: { token: 'p-new', expiresAt: expiresAt(), role: 'player' } };

eachTestOnACleanPhone();
afterEach(() => activateLocale('en'));

const box = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function fillIn(values: { firstName?: string; lastName?: string; username?: string; password?: string } = {}) {
  const user = userEvent.setup();
  const { firstName = 'Nuria', lastName = 'Vidal', username = 'nuria', password = 'long-enough' } = values;
  await screen.findByRole('heading', { name: t('me.signup.title'), level: 1 });
  if (firstName) await user.type(box(t('me.signup.firstName')), firstName);
  if (lastName) await user.type(box(t('me.signup.lastName')), lastName);
  if (username) await user.type(box(t('me.login.username')), username);
  if (password) await user.type(box(t('me.login.password')), password);
  await user.click(screen.getByRole('button', { name: t('me.join.submit') }));
}

describe('/signup', () => {
  it('makes the account, signs the player in and returns to the league page that sent them', async () => {
    const api = mockApi({ ...OPEN, 'POST /api/v1/auth/signup': created });
    const app = renderPlayerApp(`/signup?redirect=${encodeURIComponent(LEAGUE)}`);
    await fillIn({ firstName: ' Nuria ', username: ' nuria ' });

    await waitFor(() => expect(app.location().href).toBe(LEAGUE));
    expect(api.callsTo('POST', '/api/v1/auth/signup')[0]?.body).toEqual({
      firstName: 'Nuria',
      lastName: 'Vidal',
      username: 'nuria',
      password: 'long-enough',
    });
    expect(readSession('player')?.token).toBe('p-new');
    expect(readSession('admin')).toBeNull();
  });

  it('opens /me when nothing sent the player, and never follows an address outside their pages', async () => {
    mockApi({
      ...OPEN,
      'POST /api/v1/auth/signup': created,
      'GET /api/v1/me/matches': { upcoming: [], recent: [], toConfirm: [] },
    });
    const app = renderPlayerApp(`/signup?redirect=${encodeURIComponent('https://evil.example/')}`);
    await fillIn();
    expect(await screen.findByRole('heading', { name: t('me.title'), level: 1 })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/me');
  });

  it('checks every box as the server does, before sending', async () => {
    const api = mockApi(OPEN);
    renderPlayerApp('/signup');
    await fillIn({ firstName: '', lastName: 'x'.repeat(61), username: 'nu ria', password: 'short' });

    expect(await screen.findByText(t('me.signup.firstNameRequired'))).toBeInTheDocument();
    expect(screen.getByText(t('me.signup.nameTooLong', { max: 60 }))).toBeInTheDocument();
    expect(screen.getByText(t('me.join.usernameInvalid'))).toBeInTheDocument();
    expect(screen.getByText(passwordTooShortText())).toBeInTheDocument();
    expect(box(t('me.signup.firstName'))).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/v1/auth/signup')).toHaveLength(0);
  });

  it('puts a taken username (409) under the username box, in Spanish too', async () => {
    await activateLocale('es');
    mockApi({
      ...OPEN,
      'POST /api/v1/auth/signup': {
        status: 409,
        body: {
          error: 'This username is taken: choose another',
          code: 'CONFLICT',
          details: [{ field: 'username', message: 'This username is taken: choose another' }],
        },
      },
    });
    renderPlayerApp('/signup');
    await fillIn();

    expect(await screen.findByText('Ese usuario ya existe: elige otro')).toBeInTheDocument();
    expect(box(t('me.login.username'))).toHaveAttribute('aria-invalid', 'true');
    expect(box(t('me.login.username'))).toHaveFocus();
    expect(readSession('player')).toBeNull();
  });

  it.each([
    [
      'too many attempts (429)',
      { status: 429, body: { error: 'Too many login attempts', code: 'RATE_LIMITED' } },
      () => t('me.account.rateLimited'),
    ],
    ['no connection', networkDown, () => t('me.account.offline')],
    [
      'a server failure',
      { status: 500, body: { error: 'Internal error', code: 'INTERNAL' } },
      () => t('me.join.failed', { reason: 'Internal error' }),
    ],
  ] as const)('says %s in words', async (_name, answer, text) => {
    mockApi({ ...OPEN, 'POST /api/v1/auth/signup': answer });
    const app = renderPlayerApp('/signup');
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(text());
    expect(app.location().pathname).toBe('/signup');
    expect(readSession('player')).toBeNull();
    // The form keeps what was typed, to send again.
    expect(box(t('me.signup.firstName'))).toHaveValue('Nuria');
    expect(screen.getByRole('button', { name: t('me.join.submit') })).toBeEnabled();
  });

  it('says so when the tour closed sign-up meanwhile (403), and asks the tour again', async () => {
    let closed = false;
    const api = mockApi({
      'GET /api/v1/meta': () => ({ body: { tourName: 'Padel Tour', signupOpen: !closed } }),
      'POST /api/v1/auth/signup': () => {
        closed = true;
        return {
          status: 403,
          body: { error: 'Sign-up is closed on this tour: ask an organiser for an invitation', code: 'SIGNUP_CLOSED' },
        };
      },
    });
    renderPlayerApp('/signup');
    await fillIn();
    expect(await screen.findByRole('heading', { name: t('me.signup.closedTitle') })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/v1/meta').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the 403 sentence while the tour still says open', async () => {
    mockApi({
      ...OPEN,
      'POST /api/v1/auth/signup': {
        status: 403,
        body: { error: 'Sign-up is closed on this tour', code: 'SIGNUP_CLOSED' },
      },
    });
    renderPlayerApp('/signup');
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(t('me.signup.closedNow'));
  });

  it('is closed where the tour makes accounts by invitation: no form, the way to sign in', async () => {
    const api = mockApi(CLOSED);
    renderPlayerApp(`/signup?redirect=${encodeURIComponent(LEAGUE)}`);
    expect(await screen.findByRole('heading', { name: t('me.signup.closedTitle') })).toBeInTheDocument();
    expect(screen.getByText(t('me.signup.closedBody'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('me.join.toSignIn') })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(LEAGUE)}`,
    );
    expect(screen.queryByRole('button', { name: t('me.join.submit') })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v1/auth/signup')).toHaveLength(0);
  });

  it('offers to try again when the tour could not be asked', async () => {
    let up = false;
    mockApi({
      'GET /api/v1/meta': () =>
        up
          ? { body: { tourName: 'Padel Tour', signupOpen: true } }
          : { status: 503, body: { error: 'Unavailable', code: 'INTERNAL' } },
    });
    const user = userEvent.setup();
    renderPlayerApp('/signup');
    expect(await screen.findByRole('alert')).toHaveTextContent(t('me.signup.loadFailed'));
    up = true;
    await user.click(screen.getByRole('button', { name: t('me.join.retry') }));
    expect(await screen.findByRole('heading', { name: t('me.signup.title'), level: 1 })).toBeInTheDocument();
  });
});

describe('/signup while the server is slow', () => {
  it('says it is checking whether sign-up is open, then shows the form', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPlayerApp('/signup');
    expect(await screen.findByRole('status')).toHaveTextContent(t('me.signup.loading'));
    answer(new Response(JSON.stringify({ tourName: 'Padel Tour', signupOpen: true }), { status: 200 }));
    expect(await screen.findByRole('heading', { name: t('me.signup.title'), level: 1 })).toBeInTheDocument();
  });

  it('holds the button, saying it is creating the account, until the server answers', async () => {
    mockApi(OPEN);
    const pending = new Promise<Response>(() => {});
    const answered = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation((input, init) =>
      String(input).includes('/auth/signup') ? pending : answered(input, init),
    );
    renderPlayerApp('/signup');
    await fillIn();
    const button = await screen.findByRole('button', { name: new RegExp(t('me.join.submit')) });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('img', { name: t('me.join.submitting') })).toBeInTheDocument();
  });
});

describe('the way to /signup from the sign-in', () => {
  it('is a link keeping the page to return to, where sign-up is open', async () => {
    mockApi(OPEN);
    renderPlayerApp(`/login?redirect=${encodeURIComponent(LEAGUE)}`);
    expect(await screen.findByRole('link', { name: t('me.login.signUp') })).toHaveAttribute(
      'href',
      `/signup?redirect=${encodeURIComponent(LEAGUE)}`,
    );
    expect(screen.queryByText(t('me.login.noAccount'))).not.toBeInTheDocument();
  });

  it('is absent where it is closed: the invitation sentence instead', async () => {
    mockApi(CLOSED);
    renderPlayerApp('/login');
    expect(await screen.findByText(t('me.login.noAccount'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t('me.login.signUp') })).not.toBeInTheDocument();
  });

  it('leads back from /signup to the sign-in with the same return address', async () => {
    mockApi(OPEN);
    renderPlayerApp(`/signup?redirect=${encodeURIComponent(LEAGUE)}`);
    expect(await screen.findByRole('link', { name: t('me.signup.toSignIn') })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(LEAGUE)}`,
    );
  });
});

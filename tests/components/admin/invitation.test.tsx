import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PlayersSection } from '@/client/features/players/admin/players-section';
import { expiryText } from '@/client/features/players/admin/invitation-dialog';
import { t } from '@/client/i18n/i18n';
import { dismissToasts, mockApi, page, renderAdmin, signIn } from './support';

// The Players section's Invite: one POST per opening, the link to copy, its QR code drawn as SVG
// (a lazy chunk), the expiry in words, and a player who already has an account said so.

const INVITE = '/api/v1/admin/players/7/invitation';
const URL_7 = 'https://bandeja.example/join/0123456789abcdef';
const players = page('players', [{ id: 7, firstName: 'Ana', lastName: 'Blanco', dob: '1990-04-12', status: 'active', matchesPlayed: 3, matchesWon: 2 }]);
// The dialog and its QR encoder are lazy chunks: their first import may take a moment.
const LAZY = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  dismissToasts();
});

describe('Invite a player', () => {
  it('shows the link, a QR code of it, copies it, and says until when it is valid', async () => {
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const api = mockApi({ 'GET /api/v1/admin/players': players, [`POST ${INVITE}`]: { status: 201, body: { url: URL_7, expiresAt } } });
    const user = userEvent.setup();
    renderAdmin(<PlayersSection />);

    await user.click(await screen.findByRole('button', { name: t('admin.players.inviteOf', { name: 'Ana Blanco' }) }));
    const dialog = await screen.findByRole('dialog', { name: t('admin.invite.title', { name: 'Ana Blanco' }) }, LAZY);
    const link = await within(dialog).findByLabelText(t('admin.invite.link'), undefined, LAZY);
    expect(link).toHaveValue(URL_7);
    expect(within(dialog).getByText(expiryText(expiresAt))).toHaveTextContent(/7 more days/);
    const qr = await within(dialog).findByRole('img', { name: t('admin.invite.qr', { name: 'Ana Blanco' }) }, LAZY);
    // Drawn by React as SVG elements: a version-3+ matrix of dark modules, no injected markup.
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(Number(qr.getAttribute('data-modules'))).toBeGreaterThanOrEqual(29 + 8);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);

    await user.click(within(dialog).getByRole('button', { name: t('admin.invite.copy') }));
    expect(await navigator.clipboard.readText()).toBe(URL_7);
    expect(await within(dialog).findByRole('button', { name: t('admin.invite.copied') })).toBeInTheDocument();

    expect(api.callsTo('POST', INVITE)).toHaveLength(1);
    expect(api.callsTo('POST', INVITE)[0]?.headers.authorization).toBe('Bearer test-token');
  });

  it('says clearly when the player already has an account (409)', async () => {
    mockApi({ 'GET /api/v1/admin/players': players, [`POST ${INVITE}`]: { status: 409, body: { error: 'This player already has an account', code: 'CONFLICT' } } });
    const user = userEvent.setup();
    renderAdmin(<PlayersSection />);
    await user.click(await screen.findByRole('button', { name: t('admin.players.inviteOf', { name: 'Ana Blanco' }) }));
    const dialog = await screen.findByRole('dialog', undefined, LAZY);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('admin.invite.hasAccount', { name: 'Ana Blanco' }));
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: t('admin.invite.retry') })).not.toBeInTheDocument();
  });

  it('offers to try again when the invitation could not be made', async () => {
    let calls = 0;
    mockApi({
      'GET /api/v1/admin/players': players,
      [`POST ${INVITE}`]: () => (++calls === 1 ? { status: 500, body: { error: 'Internal error', code: 'INTERNAL' } } : { status: 201, body: { url: URL_7, expiresAt: new Date(Date.now() + 3600_000).toISOString() } }),
    });
    const user = userEvent.setup();
    renderAdmin(<PlayersSection />);
    await user.click(await screen.findByRole('button', { name: t('admin.players.inviteOf', { name: 'Ana Blanco' }) }));
    const dialog = await screen.findByRole('dialog', undefined, LAZY);
    await user.click(await within(dialog).findByRole('button', { name: t('admin.invite.retry') }));
    await waitFor(() => expect(within(dialog).getByLabelText(t('admin.invite.link'))).toHaveValue(URL_7));
  });
});

describe('Invite several players at once', () => {
  const three = page('players', [
    { id: 7, firstName: 'Ana', lastName: 'Blanco', dob: null, email: null, phone: null, status: 'active', matchesPlayed: 3, matchesWon: 2 },
    { id: 8, firstName: 'Bea', lastName: 'Castro', dob: null, email: null, phone: null, status: 'active', matchesPlayed: 0, matchesWon: 0 },
    { id: 9, firstName: 'Carla', lastName: 'Díaz', dob: null, email: null, phone: null, status: 'active', matchesPlayed: 1, matchesWon: 0 },
  ]);

  it('lists a link per ticked player with Copy each and Copy all, and says who has an account already', async () => {
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const api = mockApi({
      'GET /api/v1/admin/players': three,
      'POST /api/v1/admin/players/invitations': {
        status: 201,
        body: {
          invitations: [
            { playerId: 7, url: 'https://bandeja.example/join/a', expiresAt },
            { playerId: 9, url: 'https://bandeja.example/join/c', expiresAt },
          ],
          skipped: [{ playerId: 8, reason: 'has-account', message: 'Has an account' }],
        },
      },
    });
    const user = userEvent.setup();
    renderAdmin(<PlayersSection />);
    const inviteSelected = await screen.findByRole('button', { name: t('admin.players.inviteSelected', { count: 0 }) });
    expect(inviteSelected).toBeDisabled();
    await screen.findByRole('checkbox', { name: t('admin.players.selectOf', { name: 'Ana Blanco' }) });
    for (const name of ['Ana Blanco', 'Bea Castro', 'Carla Díaz']) await user.click(screen.getByRole('checkbox', { name: t('admin.players.selectOf', { name }) }));
    await user.click(screen.getByRole('button', { name: t('admin.players.inviteSelected', { count: 3 }) }));

    const dialog = await screen.findByRole('dialog', { name: t('admin.invite.bulkTitle', { count: 3 }) }, LAZY);
    expect(await within(dialog).findByLabelText(t('admin.invite.linkOf', { name: 'Ana Blanco' }), undefined, LAZY)).toHaveValue('https://bandeja.example/join/a');
    expect(within(dialog).getByLabelText(t('admin.invite.linkOf', { name: 'Carla Díaz' }))).toHaveValue('https://bandeja.example/join/c');
    expect(within(dialog).getByRole('note', { name: t('admin.invite.skippedTitle') })).toHaveTextContent(t('admin.invite.skippedHasAccount', { name: 'Bea Castro' }));
    expect(api.callsTo('POST', '/api/v1/admin/players/invitations')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/v1/admin/players/invitations')[0]!.body).toEqual({ playerIds: [7, 8, 9] });

    await user.click(within(dialog).getByRole('button', { name: t('admin.invite.copyOf', { name: 'Carla Díaz' }) }));
    expect(await navigator.clipboard.readText()).toBe('https://bandeja.example/join/c');
    await user.click(within(dialog).getByRole('button', { name: t('admin.invite.copyAll') }));
    expect(await navigator.clipboard.readText()).toBe('Ana Blanco: https://bandeja.example/join/a\nCarla Díaz: https://bandeja.example/join/c');
  });

  it('offers the share sheet where the device has one, with every link', async () => {
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      delete (navigator as { share?: unknown }).share;
    });
    mockApi({
      'GET /api/v1/admin/players': three,
      'POST /api/v1/admin/players/invitations': { status: 201, body: { invitations: [{ playerId: 7, url: 'https://bandeja.example/join/a', expiresAt }], skipped: [] } },
    });
    const user = userEvent.setup();
    renderAdmin(<PlayersSection />);
    await user.click(await screen.findByRole('checkbox', { name: t('admin.players.selectOf', { name: 'Ana Blanco' }) }));
    await user.click(screen.getByRole('button', { name: t('admin.players.inviteSelected', { count: 1 }) }));
    const dialog = await screen.findByRole('dialog', { name: t('admin.invite.bulkTitle', { count: 1 }) }, LAZY);
    await user.click(await within(dialog).findByRole('button', { name: t('admin.invite.share') }, LAZY));
    expect(share).toHaveBeenCalledWith({ title: t('admin.invite.bulkTitle', { count: 1 }), text: 'Ana Blanco: https://bandeja.example/join/a' });
  });
});

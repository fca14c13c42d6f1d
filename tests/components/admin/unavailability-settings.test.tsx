import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from '@/client/features/admin-shell/settings/password-form';
import { SettingsSection } from '@/client/features/admin-shell/settings/settings-section';
import { UnavailabilitySection } from '@/client/features/matches/admin/unavailability/unavailability-section';
import { groupTeams, mockApi, renderAdmin, scopeRoutes } from './support';
import { eachTestSignedIn } from './signed-in-outbox';
import { t } from '@/client/i18n/i18n';

const round = '/api/v1/admin/clubs/1/leagues/2/rounds/4';

eachTestSignedIn();

describe('Team unavailability', () => {
  it('needs a team, toggles the round hours and saves them sorted', async () => {
    const api = mockApi({
      ...scopeRoutes,
      'GET /api/v1/clubs/1/leagues/2/groups/3/teams': groupTeams,
      [`GET ${round}/teamUnavailabilities`]: { teamUnavailabilities: [{ id: 1, roundId: 4, teamId: 11, teamName: 'Alpha Pair', unavailableHours: [18, 19] }] },
      [`POST ${round}/teamUnavailability`]: { status: 201, body: { id: 2 } },
      [`DELETE ${round}/teamUnavailability/1`]: { status: 500 },
    });
    const user = userEvent.setup();
    renderAdmin(<UnavailabilitySection />);
    expect(await screen.findByText('18:00, 19:00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t('admin.unavailability.create') }));
    const dialog = screen.getByRole('dialog');
    const hours = within(within(dialog).getByRole('group', { name: t('admin.unavailability.hoursLabel') })).getAllByRole('button');
    // The round runs 18..21.
    expect(hours.map((button) => button.textContent)).toEqual(['18:00', '19:00', '20:00', '21:00']);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(t('admin.unavailability.teamRequired'))).toBeInTheDocument();

    // A team that already has an entry for the round is not offered again.
    await user.type(within(dialog).getByRole('combobox', { name: /Team/ }), 'pair');
    const offered = await within(dialog).findAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual(['Bravo Pair', 'Charlie Pair', 'Delta Pair']);
    await user.click(offered[1]!);
    await user.click(hours[3]!);
    await user.click(hours[1]!);
    expect(hours[1]).toHaveAttribute('aria-pressed', 'true');
    expect(hours[0]).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', `${round}/teamUnavailability`)).toHaveLength(1));
    expect(api.callsTo('POST', `${round}/teamUnavailability`)[0]!.body).toEqual({ teamId: 13, unavailableHours: [19, 21] });

    await user.click(screen.getByRole('button', { name: 'Delete unavailability of Alpha Pair' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(t('admin.unavailability.confirmDelete'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('admin.unavailability.deleteFailed'));
  });
});

describe('Change password', () => {
  it('checks the rules in the order of the spec', () => {
    expect(passwordProblem({ currentPassword: '', newPassword: 'x', confirmPassword: 'x' })).toBe(t('admin.settings.allRequired'));
    expect(passwordProblem({ currentPassword: 'old-password', newPassword: 'short', confirmPassword: 'short' })).toBe(t('admin.settings.tooShort'));
    expect(passwordProblem({ currentPassword: 'old-password', newPassword: 'long-enough', confirmPassword: 'long-enougH' })).toBe(t('admin.settings.mismatch'));
    expect(passwordProblem({ currentPassword: 'same-password', newPassword: 'same-password', confirmPassword: 'same-password' })).toBe(t('admin.settings.sameAsCurrent'));
    expect(passwordProblem({ currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' })).toBeNull();
  });

  async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
    for (const [label, value] of [
      [t('admin.settings.currentPassword'), current],
      [t('admin.settings.newPassword'), next],
      [t('admin.settings.confirmPassword'), confirm],
    ] as const) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      await user.clear(input);
      if (value) await user.type(input, value);
    }
    await user.click(screen.getByRole('button', { name: t('admin.settings.submit') }));
  }

  it('shows each rule, the server error in the red box, its fallback, and success', async () => {
    let answer: { status: number; body?: unknown } = { status: 400, body: { error: 'Current password is incorrect', code: 'VALIDATION_FAILED' } };
    const api = mockApi({ 'PUT /api/v1/auth/password': () => answer });
    const user = userEvent.setup();
    renderAdmin(<SettingsSection />);
    // Within the form: toasts (a global store) may still show an earlier test's alert.
    const box = () => within(screen.getByRole('form', { name: t('admin.settings.formTitle') }));

    await fill(user, '', '', '');
    expect(box().getByRole('alert')).toHaveTextContent(t('admin.settings.allRequired'));
    await fill(user, 'old-password', 'short', 'short');
    expect(box().getByRole('alert')).toHaveTextContent(t('admin.settings.tooShort'));
    await fill(user, 'old-password', 'new-password', 'other-password');
    expect(box().getByRole('alert')).toHaveTextContent(t('admin.settings.mismatch'));
    await fill(user, 'old-password', 'old-password', 'old-password');
    expect(box().getByRole('alert')).toHaveTextContent(t('admin.settings.sameAsCurrent'));
    expect(api.callsTo('PUT', '/api/v1/auth/password')).toHaveLength(0);

    await fill(user, 'wrong-password', 'new-password', 'new-password');
    expect(await box().findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(api.callsTo('PUT', '/api/v1/auth/password')[0]!.body).toEqual({ currentPassword: 'wrong-password', newPassword: 'new-password' });

    answer = { status: 500 };
    await fill(user, 'old-password', 'new-password', 'new-password');
    await waitFor(() => expect(box().getByRole('alert')).toHaveTextContent(t('admin.settings.failed')));

    answer = { status: 204 };
    await fill(user, 'old-password', 'new-password', 'new-password');
    expect(await box().findByRole('status')).toHaveTextContent(t('admin.settings.changed'));
    expect(box().queryByRole('alert')).not.toBeInTheDocument();
  });
});

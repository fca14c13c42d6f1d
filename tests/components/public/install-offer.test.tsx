import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '@/client/pwa/install-prompt';
import { club, page } from './fixtures';
import { json, loadPublicPages, mockApi, renderApp, stubScrolling } from './support';
import { t } from '@/client/i18n/i18n';

/** Chromium's offer to install, as the browser fires it once the app is installable. */
function offerInstalling(): void {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
}

beforeAll(async () => {
  captureInstallPrompt();
  await Promise.all([loadPublicPages(), import('@/client/pwa/pwa-chrome')]);
});
beforeEach(() => stubScrolling());

describe('the install toast', () => {
  it('waits until the visitor opens a second page, then offers installing', async () => {
    mockApi({
      '/api/v1/clubs': () => json(page('clubs', [club()])),
      '/api/v1/players': () => json({ players: [], total: 0, page: 1, pageSize: 10 }),
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Club Bandeja Centro' })).toBeInTheDocument();
    offerInstalling();
    // The page the visitor came for stays uncovered.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('install-offer')).not.toBeInTheDocument();

    await act(() => router.navigate({ to: '/players' }));
    const offer = await screen.findByTestId('install-offer');
    expect(offer).toHaveTextContent(t('pwa.installHint'));
  });
});

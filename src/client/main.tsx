import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { AppProviders, persistOptions } from './app/providers';
import { createQueryClient } from './lib/query-client';
import { readSession, subscribeSession } from './lib/session';
import type { QueryClient } from '@tanstack/react-query';
import { createAppRouter } from './router';
import { flushQueriesOnPageHide } from './offline/query-persistence';
import { registerServiceWorker } from './pwa/register-sw';
import { reloadOnStaleChunk } from './pwa/reload-on-stale-chunk';
import { captureInstallPrompt } from './pwa/install-prompt';
import { syncQueryOnlineState } from './pwa/online-status';
import './styles/tokens.css';

async function start(): Promise<void> {
  reloadOnStaleChunk();
  captureInstallPrompt();
  syncQueryOnlineState();
  const queryClient = createQueryClient();
  // Restore the kept data before the router's loaders run, so a reopened app (online or not)
  // renders the last data at once instead of fetching first. The provider then keeps it saved.
  await persistQueryClientRestore({ queryClient, ...persistOptions }).catch(() => undefined);
  const router = createAppRouter(queryClient);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

  flushQueriesOnPageHide(queryClient, window.localStorage, __BUILD_ID__);
  startOutboxForOrganisers(queryClient);
  registerServiceWorker();
}

/**
 * Only an organiser's device can hold queued results, and sending them needs the token: the outbox
 * (Dexie, ~34 KB) loads once a session exists, on any page, so visitors never download it.
 */
function startOutboxForOrganisers(queryClient: QueryClient): void {
  let started = false;
  const startIfSignedIn = () => {
    if (started || !readSession()) return;
    started = true;
    void import('./offline/outbox-runtime').then(({ startOutbox }) => startOutbox(queryClient));
  };
  startIfSignedIn();
  if (!started) subscribeSession(startIfSignedIn);
}

void start();

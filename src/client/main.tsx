import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './app/providers';
import { activateLocale, initialLocale } from './i18n/i18n';
import { LocaleProvider } from './i18n/locale-provider';
import { createQueryClient } from './lib/query-client';
import { dropFirstViewAnswers } from './lib/first-view-answers';
import { readSession, subscribeSession } from './lib/session';
import { PAGE_PENDING_MS, createAppRouter } from './router';
import { QUERY_CACHE_KEY } from './offline/query-persistence';
import { reloadOnStaleChunk } from './pwa/reload-on-stale-chunk';
import { captureInstallPrompt } from './pwa/install-prompt';
import { syncQueryOnlineState } from './pwa/online-status';
import './styles/tokens.css';

/*
 * The entry holds only what the first page needs (the home page's script budget is 100 KB gzip,
 * issue 11); the query persister, the service worker's registration and the outbox load as chunks
 * of their own, before the first render only where they have something to restore.
 */

async function start(): Promise<void> {
  reloadOnStaleChunk();
  captureInstallPrompt();
  syncQueryOnlineState();
  // The language's catalogue (a chunk of its own, precached) loads alongside the kept data.
  const catalogue = activateLocale(initialLocale());
  const queryClient = createQueryClient();
  // A reopened app (online or not) restores the kept data before the router's loaders run, so it
  // renders the last data at once instead of fetching first. A first visit has nothing to restore.
  const persistence = import('./app/persistence');
  if (hasKeptQueries()) await (await persistence).restoreQueries(queryClient);
  const router = createAppRouter(queryClient);
  // The static shell of index.html stays painted while the first page's code and data load; the
  // page then replaces it whole: no blank frame, no loading state flashing in between. A slow
  // answer renders the page in its loading states instead. Errors are the pages' to show (their
  // queries hold them), so a failed load renders too.
  await Promise.race([router.load().catch(() => undefined), delay(PAGE_PENDING_MS)]);

  await catalogue;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for one long task (a quarter of a second on a mid-range phone,
  // docs/performance.md); the static shell stays painted until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <LocaleProvider>
            <RouterProvider router={router} />
            <FirstViewAnswersUsed />
          </LocaleProvider>
        </AppProviders>
      </StrictMode>,
    );
  });

  void persistence.then(({ keepQueriesSaved }) => keepQueriesSaved(queryClient));
  startOutboxForSignedIn(queryClient);
  void import('./pwa/register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
}

/**
 * After the first page has rendered, answers of the HTML's first view (lib/first-view-answers.ts)
 * it did not use are not kept for later reads, when they may be old. Effects run in tree order, so
 * this one runs after the page's components have asked for their data.
 */
function FirstViewAnswersUsed() {
  useEffect(() => dropFirstViewAnswers(), []);
  return null;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function hasKeptQueries(): boolean {
  try {
    return window.localStorage.getItem(QUERY_CACHE_KEY) !== null;
  } catch {
    // Storage blocked: nothing was kept either.
    return false;
  }
}

/**
 * Only an organiser's or a player's device can hold queued writes, and sending them needs a token:
 * the outbox (Dexie, ~34 KB) loads once either session exists, on any page, so visitors never
 * download it.
 */
function startOutboxForSignedIn(queryClient: QueryClient): void {
  let started = false;
  const startIfSignedIn = () => {
    if (started || (!readSession('admin') && !readSession('player'))) return;
    started = true;
    void import('./offline/outbox-runtime').then(({ startOutbox }) => startOutbox(queryClient));
  };
  startIfSignedIn();
  if (!started) subscribeSession(startIfSignedIn);
}

void start();

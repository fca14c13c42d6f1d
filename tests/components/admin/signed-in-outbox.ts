import { afterEach, beforeEach, vi } from 'vitest';
import { emptyAppOutbox, stopAppOutbox } from '../../fixtures/app-outbox';
import { dismissToasts, signIn } from './support';

/**
 * Registers the hooks of a dashboard test file: each test starts signed in on a clean device
 * (React's expected console errors silenced), and its stubbed fetch and toasts go with it.
 */
export function eachTestSignedIn(): void {
  beforeEach(() => {
    localStorage.clear();
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissToasts();
  });
}

/**
 * The same for screens that write through the app's real outbox: each test also starts on an
 * empty outbox and stops the sync loop after, so no backoff timer of one test fires into the next.
 */
export function eachTestSignedInOnEmptyOutbox(): void {
  eachTestSignedIn();
  beforeEach(async () => {
    await emptyAppOutbox();
  });
  afterEach(async () => {
    await stopAppOutbox();
    vi.restoreAllMocks();
  });
}

import { afterEach, beforeEach, vi } from 'vitest';
import { emptyAppOutbox, stopAppOutbox } from '../../fixtures/app-outbox';
import { dismissToasts, signIn } from './support';

/**
 * Registers the hooks of a test file whose screens write through the app's real outbox: each test
 * starts signed in on an empty outbox (React's expected console errors silenced) and stops the
 * sync loop after, so no backoff timer of one test fires into the next.
 */
export function eachTestSignedInOnEmptyOutbox(): void {
  beforeEach(async () => {
    localStorage.clear();
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await emptyAppOutbox();
  });
  afterEach(async () => {
    await stopAppOutbox();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    dismissToasts();
  });
}

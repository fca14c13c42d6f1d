// jsdom has no IndexedDB: the app's outbox (dexie) runs on fake-indexeddb, loaded before dexie reads it.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';
import { activateLocale } from '@/client/i18n/i18n';
import { forgetKeptDrafts } from '@/client/features/matches/admin/schedule/kept-drafts';

// The app starts in the browser's language; jsdom's is en-US, and the tests read English.
await activateLocale('en');

// sonner keeps its toasts in one module-wide store: without this, one test's toast shows in the next.
afterEach(() => {
  toast.dismiss();
  cleanup();
  // The Schedule screen keeps unconfirmed proposals for the tab: each test starts without any.
  forgetKeptDrafts();
  sessionStorage.clear();
});

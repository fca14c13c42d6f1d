// jsdom has no IndexedDB: the app's outbox (dexie) runs on fake-indexeddb, loaded before dexie reads it.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { retryCountdown, signInNotice, syncHeadline } from '../../../src/client/offline/messages';
import type { SyncStatus } from '../../../src/client/offline/sync-engine';
import { createFakeServer, engineFor, freshDb, queue, resultsWrite } from './support';

// The outbox panel's header says what is true: never "All changes sent" while changes wait (issue 10).

const sevenMatches = () => Array.from({ length: 7 }, (_, i) => resultsWrite(i + 1, 1));

describe('sync status while changes wait for a retry', () => {
  it.each([
    ['lost answers', 'applied-then-network-error' as const],
    ['no connection', 'network-error' as const],
    ['a server failure (5xx)', { status: 503, body: { error: 'Down for a moment' } }],
  ])('after %s the loop is "retrying" with the time of the next try, and the header says how many wait', async (_, reply) => {
    const db = freshDb();
    const server = createFakeServer();
    await queue(db, ...sevenMatches());
    const now = 1_000_000;
    const { engine, timers } = engineFor(db, server, { now: () => now });
    // Every match fails once: a network error stops the run, a 5xx holds only its match.
    server.reply(...Array.from({ length: 7 }, () => reply));

    await engine.start();

    const status = engine.getStatus();
    expect(status).toMatchObject({ state: 'retrying', waitingCount: 7, nextRetryAt: now + 1000 });
    expect(syncHeadline(status)).toBe('7 changes not sent yet');
    expect(retryCountdown(status.nextRetryAt!, now)).toBe('Trying again in 1 s');

    for (let round = 0; round < 10 && timers.fire(); round++) await engine.whenIdle();
    expect(engine.getStatus()).toMatchObject({ state: 'online', waitingCount: 0, nextRetryAt: null });
    expect(syncHeadline(engine.getStatus())).toBe('All changes sent');
  });
});

describe('sync status texts', () => {
  const status = (state: SyncStatus['state'], waitingCount: number, needsSignIn = false) => ({ state, waitingCount, needsSignIn });

  it('the header names every state truthfully', () => {
    expect(syncHeadline(status('online', 0))).toBe('All changes sent');
    expect(syncHeadline(status('online', 1))).toBe('1 change waiting to be sent');
    expect(syncHeadline(status('retrying', 1))).toBe('1 change not sent yet');
    expect(syncHeadline(status('retrying', 3))).toBe('3 changes not sent yet');
    expect(syncHeadline(status('syncing', 3))).toBe('Sending changes…');
    expect(syncHeadline(status('offline', 3))).toBe('Offline – changes are sent when you are back online');
    expect(syncHeadline(status('needs-attention', 3))).toBe('Some changes need your attention');
    expect(syncHeadline(status('needs-attention', 3, true))).toBe('Signed out – nothing can be sent');
  });

  it('counts down to the next try in seconds, never below one', () => {
    expect(retryCountdown(61_000, 1_000)).toBe('Trying again in 1 min');
    expect(retryCountdown(60_000, 1_000)).toBe('Trying again in 59 s');
    expect(retryCountdown(10_500, 10_000)).toBe('Trying again in 1 s');
    expect(retryCountdown(10_000, 12_000)).toBe('Trying again in 1 s');
  });

  it('the sign-in screen says how many changes wait, in good English', () => {
    expect(signInNotice(1)).toBe('1 change is waiting to be sent. Sign in to send it.');
    expect(signInNotice(3)).toBe('3 changes are waiting to be sent. Sign in to send them.');
  });
});

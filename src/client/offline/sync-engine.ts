import type { OutboxDatabase } from './outbox-db';
import { hasEarlierEntryOfMatch, listEntries, recoverInterrupted, takeForSending } from './outbox';
import { orderingKey, sessionOf, type OutboxEntry } from './outbox-types';
import type { SessionScope } from '../lib/session';
import { recordProducedVersion } from './own-versions';
import { conflictDetailsOf } from './conflict';
import { sendEntry, type FetchLike, type SendOutcome } from './send-entry';
import { t } from '@/client/i18n/i18n';

/**
 * The club-night ledger (night-ledger.ts) loads with the first night entry sent: the home page,
 * which starts the sync loop, never pays for it. Loaded before a Dexie transaction, never inside.
 */
const isNightEntry = (entry: OutboxEntry): boolean => entry.operation.startsWith('clubNight/');
const nightLedger = () => import('./night-ledger');

/**
 * The sync loop (the offline layer follows Actual Budget). It owns every send of the
 * outbox; screens queue entries, may ask for one to be sent at once (sendNow), and read the state.
 *
 *   offline ──online──▶ online ──entries waiting──▶ syncing ──all sent──▶ online
 *                        ▲  ▲                        │  │ network / 5xx
 *                        │  └──timer / trigger── retrying ◀┘
 *                        │                           │ 4xx / 401
 *                        └──retry / edit / sign-in── needs-attention
 */
export type SyncState = 'online' | 'offline' | 'syncing' | 'retrying' | 'needs-attention';

export interface SyncStatus {
  state: SyncState;
  /** A 401 paused the loop; it resumes after the next sign-in. */
  needsSignIn: boolean;
  /** Entries refused by the server (4xx), waiting for Retry / Edit / Discard. */
  attentionCount: number;
  /** Entries not yet sent (pending or being sent). */
  waitingCount: number;
  /** When the backoff timer fires next, if one is set (epoch ms). */
  nextRetryAt: number | null;
}

/** What became of an entry a screen asked to send at once (sendNow). */
export type SendNowOutcome =
  | { kind: 'sent'; body: unknown }
  /** The server refused it (4xx). It left the outbox: the screen still holds the form and shows why. */
  | { kind: 'refused'; status: number; body: unknown }
  /** It stays in the outbox: offline, behind an earlier change of its match, network, 5xx, signed out. */
  | { kind: 'kept' };

export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

/** 1 s, 2 s, 4 s … capped at a minute: quick after a blip, calm during a long outage. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 60_000 };

export const backoffDelay = (attempts: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number =>
  Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));

export interface SyncEngineOptions {
  db: OutboxDatabase;
  fetch: FetchLike;
  /**
   * The bearer token of the session an entry is sent with (the dashboard's, or a player's for their
   * reports), or null when that session is not signed in (or expired).
   */
  getToken: (scope: SessionScope) => string | null;
  /** Called on a 401: the session module clears that session's token. */
  onUnauthorized?: (scope: SessionScope) => void;
  isOnline?: () => boolean;
  /** After each entry the server accepted (e.g. to refresh match lists and standings). */
  onSynced?: (entry: OutboxEntry, body: unknown) => void;
  /** After a run in which at least one entry was accepted. */
  onRunSynced?: (synced: OutboxEntry[]) => void;
  backoff?: BackoffPolicy;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Keeps two tabs from sending at once (navigator.locks in the browser). */
  withLock?: <T>(run: () => Promise<T>) => Promise<T>;
}

export class SyncEngine {
  private readonly options: Required<Omit<SyncEngineOptions, 'onUnauthorized' | 'onSynced' | 'onRunSynced'>> &
    Pick<SyncEngineOptions, 'onUnauthorized' | 'onSynced' | 'onRunSynced'>;
  private running: Promise<void> | null = null;
  private rerun = false;
  private timer: unknown = null;
  private stopped = false;
  private status: SyncStatus = {
    state: 'online',
    needsSignIn: false,
    attentionCount: 0,
    waitingCount: 0,
    nextRetryAt: null,
  };
  private readonly listeners = new Set<() => void>();
  /** Entries a screen waits on, by id: a run sends them before the rest of the outbox. */
  private readonly requested = new Map<string, (outcome: SendNowOutcome) => void>();

  constructor(options: SyncEngineOptions) {
    this.options = {
      isOnline: () => true,
      backoff: DEFAULT_BACKOFF,
      now: () => Date.now(),
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      withLock: (run) => run(),
      ...options,
    };
  }

  /** App start: pick up whatever a previous session left in the outbox. */
  start(): Promise<void> {
    this.stopped = false;
    return this.trigger();
  }

  stop(): void {
    this.stopped = true;
    this.cancelTimer();
  }

  getStatus = (): SyncStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The network came back or went away (online/offline events). */
  networkChanged(): Promise<void> {
    return this.trigger();
  }

  /** A new sign-in: resume after a 401 pause. */
  signedIn(): Promise<void> {
    this.status = { ...this.status, needsSignIn: false };
    return this.trigger();
  }

  /**
   * Sends a just-queued entry ahead of the rest of the outbox, as a save made online expects, and
   * tells how it went. Entries of other matches may be overtaken (they do not wait on each other);
   * an earlier entry of the same match never is: then this one stays in line and is 'kept'.
   */
  sendNow(id: string): Promise<SendNowOutcome> {
    if (this.stopped) return Promise.resolve({ kind: 'kept' });
    const outcome = new Promise<SendNowOutcome>((resolve) => this.requested.set(id, resolve));
    void this.trigger();
    return outcome;
  }

  /**
   * Sends what is waiting now. Triggers while a run is going on are folded into one more run, so
   * entries are always sent one at a time.
   */
  trigger(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.cancelTimer();
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.rerun = false;
          await this.options.withLock(() => this.runOnce());
        } while (this.rerun && !this.stopped);
      } finally {
        // What no run could send (offline, signed out, stopped) waits in the outbox.
        for (const [id, resolve] of this.requested) {
          this.requested.delete(id);
          resolve({ kind: 'kept' });
        }
        this.running = null;
        await this.refresh();
      }
    })();
    return this.running;
  }

  /** Settles when no run is going on (e.g. after the backoff timer started one). */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Re-reads the counts after a change made outside a run (enqueue, retry, edit, discard). */
  async refresh(): Promise<void> {
    const entries = await listEntries(this.options.db);
    const attentionCount = entries.filter((entry) => entry.state === 'needs-attention').length;
    const waitingCount = entries.length - attentionCount;
    const needsSignIn = this.status.needsSignIn && waitingCount > 0;
    let state: SyncState;
    if (!this.options.isOnline()) state = 'offline';
    else if (this.running !== null) state = 'syncing';
    else if (needsSignIn || attentionCount > 0) state = 'needs-attention';
    else if (waitingCount > 0 && this.status.nextRetryAt !== null) state = 'retrying';
    else state = 'online';
    this.setStatus({ ...this.status, state, needsSignIn, attentionCount, waitingCount });
  }

  private async runOnce(): Promise<void> {
    const { db } = this.options;
    await recoverInterrupted(db);
    if (!this.options.isOnline()) return;
    const listed = await listEntries(db);
    // Only a run with something to send asks for a token (which may end an expired session), and
    // only for the sessions its waiting entries are sent with: a player's reports and the
    // dashboard's results may wait on one device, each for its own sign-in.
    const scopes = new Set(listed.filter((entry) => entry.state === 'pending').map(sessionOf));
    if (scopes.size === 0) return;
    const tokens = new Map<SessionScope, string>();
    for (const scope of scopes) {
      const token = this.options.getToken(scope);
      if (token !== null) tokens.set(scope, token);
    }
    this.status = { ...this.status, needsSignIn: tokens.size < scopes.size };
    if (tokens.size === 0) return;

    // Matches (ordering keys) whose earlier entry is refused, failed or changed in this run: their
    // later entries wait, other matches go on.
    const held = new Set<string>();
    const synced: OutboxEntry[] = [];
    let retryAfter: number | null = null;

    while (!this.stopped) {
      const next = await this.nextToSend(listed, held, tokens);
      if (next === null) break;
      const { entry, screen, token } = next;
      const key = orderingKey(entry);
      this.setStatus({ ...this.status, state: 'syncing' });
      // A club night's score takes its match id and version now (night-ledger.ts); one that cannot
      // be placed on the server's night is refused here, never sent to a guessed match.
      const resolved = isNightEntry(entry)
        ? await (await nightLedger()).resolveNightEntry(db, entry)
        : ({ kind: 'ready', entry } as const);
      const outcome: SendOutcome =
        resolved.kind === 'ready'
          ? await sendEntry(resolved.entry, token, this.options.fetch)
          : { kind: 'refused', status: 0, reason: resolved.reason, body: null };
      const sent = resolved.kind === 'ready' ? resolved.entry : entry;
      if (outcome.kind === 'done')
        this.setStatus({ ...this.status, waitingCount: Math.max(0, this.status.waitingCount - 1) });
      const stop = await this.apply(sent, outcome, synced, screen !== null);
      screen?.(outcomeForScreen(outcome));
      if (outcome.kind === 'retry') {
        held.add(key);
        const delay = backoffDelay(entry.attempts + 1, this.options.backoff);
        retryAfter = retryAfter === null ? delay : Math.min(retryAfter, delay);
      } else if (outcome.kind === 'refused') {
        held.add(key);
      }
      if (stop) break;
    }

    if (synced.length > 0) this.options.onRunSynced?.(synced);
    if (retryAfter !== null) this.scheduleRetry(retryAfter);
  }

  /**
   * The next entry to send, taken (marked syncing): first one a screen waits on, then the run's
   * listing in the order the entries were made. Null when nothing more can go in this run.
   */
  private async nextToSend(
    listed: OutboxEntry[],
    held: Set<string>,
    tokens: ReadonlyMap<SessionScope, string>,
  ): Promise<{ entry: OutboxEntry; screen: ((outcome: SendNowOutcome) => void) | null; token: string } | null> {
    const { db } = this.options;
    for (const [id, screen] of this.requested) {
      this.requested.delete(id);
      const waiting = await db.entries.get(id);
      const token = waiting ? tokens.get(sessionOf(waiting)) : undefined;
      // Behind an earlier change of its match it keeps its place; the run reaches it in order.
      // Without its session's token it waits for the sign-in.
      const entry =
        waiting && token !== undefined && !(await hasEarlierEntryOfMatch(db, waiting))
          ? await takeForSending(db, id)
          : null;
      if (entry && token !== undefined) return { entry, screen, token };
      screen({ kind: 'kept' });
    }
    for (let listing = listed.shift(); listing; listing = listed.shift()) {
      const key = orderingKey(listing);
      const token = tokens.get(sessionOf(listing));
      if (listing.state === 'needs-attention' || held.has(key) || token === undefined) {
        held.add(key);
        continue;
      }
      const entry = await takeForSending(db, listing.id);
      if (entry) return { entry, screen: null, token };
      // Sent, edited or discarded since it was listed: the match's later entries wait for the next
      // run, which sees the outbox as it is now.
      held.add(key);
    }
    return null;
  }

  /**
   * Records the outcome; true when the run must stop (the network is gone, or the token). A refusal
   * a screen waits on leaves the outbox: the screen shows it where the change was made.
   */
  private async apply(
    entry: OutboxEntry,
    outcome: SendOutcome,
    synced: OutboxEntry[],
    screenWaits: boolean,
  ): Promise<boolean> {
    const { db } = this.options;
    const attemptAt = this.options.now();
    switch (outcome.kind) {
      case 'done': {
        // One transaction: after a crash either the entry waits (and its resend is replayed under
        // its key) or the version it produced is known.
        const ledger = isNightEntry(entry) ? await nightLedger() : undefined;
        await db.transaction('rw', db.entries, db.producedVersions, db.nightMatches, async () => {
          await db.entries.delete(entry.id);
          await recordProducedVersion(db, entry, outcome.body, attemptAt);
          await ledger?.recordNightAnswer(db, entry, outcome.body, attemptAt);
        });
        synced.push(entry);
        this.options.onSynced?.(entry, outcome.body);
        return false;
      }
      case 'retry':
        // Never dropped: it stays in line under the same key.
        await db.entries.update(entry.id, {
          state: 'pending',
          attempts: entry.attempts + 1,
          lastError: outcome.reason,
          lastStatus: outcome.status,
          lastAttemptAt: attemptAt,
        });
        return outcome.reason === t('offline.reason.network');
      case 'refused':
        if (screenWaits) {
          await db.entries.delete(entry.id);
          return false;
        }
        await db.entries.update(entry.id, {
          state: 'needs-attention',
          attempts: entry.attempts + 1,
          lastError: outcome.reason,
          lastStatus: outcome.status,
          lastAttemptAt: attemptAt,
          serverMatch: conflictDetailsOf(outcome.status, outcome.body),
        });
        return false;
      case 'unauthorized':
        // Not the change's fault: it keeps its place and goes after the next sign-in.
        await db.entries.update(entry.id, {
          state: 'pending',
          lastError: outcome.reason,
          lastStatus: 401,
          lastAttemptAt: attemptAt,
        });
        this.status = { ...this.status, needsSignIn: true };
        this.options.onUnauthorized?.(sessionOf(entry));
        return true;
    }
  }

  private scheduleRetry(delay: number): void {
    this.cancelTimer();
    if (this.stopped) return;
    const at = this.options.now() + delay;
    this.timer = this.options.setTimer(() => {
      this.timer = null;
      void this.trigger();
    }, delay);
    this.status = { ...this.status, nextRetryAt: at };
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.options.clearTimer(this.timer);
    this.timer = null;
    if (this.status.nextRetryAt !== null) this.status = { ...this.status, nextRetryAt: null };
  }

  private setStatus(next: SyncStatus): void {
    const previous = this.status;
    this.status = next;
    if (
      previous.state !== next.state ||
      previous.needsSignIn !== next.needsSignIn ||
      previous.attentionCount !== next.attentionCount ||
      previous.waitingCount !== next.waitingCount ||
      previous.nextRetryAt !== next.nextRetryAt
    ) {
      for (const listener of this.listeners) listener();
    }
  }
}

function outcomeForScreen(outcome: SendOutcome): SendNowOutcome {
  if (outcome.kind === 'done') return { kind: 'sent', body: outcome.body };
  if (outcome.kind === 'refused') return { kind: 'refused', status: outcome.status, body: outcome.body };
  return { kind: 'kept' };
}

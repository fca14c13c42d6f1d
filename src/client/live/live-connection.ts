import type { LiveChange, LiveChangeKind } from '@/shared/schemas/live';
import { createStreamParser } from './event-stream';

/** Where a tab's one stream is read from, and with whose token (none for a club's public stream). */
export interface LiveTarget {
  url: string;
  token: () => string | null;
}

/** What the connection tells its owner. */
export interface LiveHandlers {
  change: (change: LiveChange) => void;
  /** The changes missed are gone (the server said `reset`, or a stream reopened with no id to resume from): read everything again. */
  reset: () => void;
  /** The stream delivers (its first bytes came) or does not (closed, failed, paused, not yet open). */
  connected?: (connected: boolean) => void;
  /** The server refused the stream for good (401, 403, 404): no retry until the target changes. */
  refused?: (status: number) => void;
}

/** The browser around the connection: replaced in tests. */
export interface LiveEnvironment {
  fetch: typeof fetch;
  isHidden: () => boolean;
  isOnline: () => boolean;
  /** Calls back on every change of visibility or connectivity; answers the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  random: () => number;
}

export interface LiveTimings {
  /** The first reconnection's delay; it doubles with each failure in a row, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** No byte (not even the 25 s heartbeat) for this long: the stream is taken as dead and reopened. */
  idleMs: number;
}

export const LIVE_TIMINGS: LiveTimings = { baseDelayMs: 1000, maxDelayMs: 30_000, idleMs: 60_000 };

const KINDS: ReadonlySet<string> = new Set<LiveChangeKind>([
  'match',
  'standings',
  'schedule',
  'round',
  'league',
  'playoffs',
  'clubNight',
]);
const ID_FIELDS = ['clubId', 'leagueId', 'groupId', 'roundId', 'matchId', 'clubNightId', 'version'] as const;

/** A `change` event's data, checked by hand (the schema's zod would weigh more than this whole module). */
export function parseLiveChange(data: string): LiveChange | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.kind !== 'string' || !KINDS.has(record.kind)) return null;
  for (const field of ID_FIELDS) {
    const id = record[field];
    if (id === undefined && field !== 'clubId') continue;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < (field === 'version' ? 0 : 1)) return null;
  }
  return record as LiveChange;
}

/**
 * The delay before reconnection number `attempt` (1, 2, …): exponential from `baseDelayMs`, capped
 * at `maxDelayMs`, and "equal jitter" (between half and all of it) so that a thousand phones cut
 * off together do not come back in the same second.
 */
export function backoffDelay(attempt: number, timings: LiveTimings, random: number): number {
  const ceiling = Math.min(timings.maxDelayMs, timings.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/**
 * One tab's live stream (docs/live.md, "The client"), read with `fetch` so the dashboard's stream
 * can carry the `Authorization` header. At most one request is open at a time. It runs only while
 * the tab is visible and online; hidden or offline it closes, and it reopens when both hold again,
 * resuming from the last event id (`Last-Event-ID`), so the server sends what was missed or `reset`.
 * A failure or an end of the stream reconnects after a growing, jittered delay.
 */
export class LiveConnection {
  readonly #target: LiveTarget;
  readonly #handlers: LiveHandlers;
  readonly #env: LiveEnvironment;
  readonly #timings: LiveTimings;
  #lastEventId: string | null;
  #controller: AbortController | null = null;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #idleTimer: ReturnType<typeof setTimeout> | null = null;
  #failures = 0;
  #serverRetryMs = 0;
  #hasDelivered = false;
  #connected = false;
  #running = false;
  #refused = false;
  #unsubscribe: (() => void) | null = null;

  constructor(
    target: LiveTarget,
    handlers: LiveHandlers,
    env: LiveEnvironment,
    options: { lastEventId?: string | null; timings?: LiveTimings } = {},
  ) {
    this.#target = target;
    this.#handlers = handlers;
    this.#env = env;
    this.#timings = options.timings ?? LIVE_TIMINGS;
    this.#lastEventId = options.lastEventId ?? null;
  }

  /** The last event id received (or given at the start): where a later stream resumes from. */
  get lastEventId(): string | null {
    return this.#lastEventId;
  }

  get connected(): boolean {
    return this.#connected;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#unsubscribe = this.#env.subscribe(() => this.#environmentChanged());
    this.#openIfAllowed();
  }

  stop(): void {
    this.#running = false;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#close();
  }

  #allowed(): boolean {
    return this.#running && !this.#refused && !this.#env.isHidden() && this.#env.isOnline();
  }

  #environmentChanged(): void {
    if (!this.#allowed()) {
      // Hidden or offline: nothing is read (offline behaves as it always did).
      this.#close();
      return;
    }
    if (this.#controller) return;
    // Back in view or online: at once, not after the delay of an earlier failure.
    this.#clearRetry();
    this.#openIfAllowed();
  }

  #openIfAllowed(): void {
    if (!this.#allowed() || this.#controller || this.#retryTimer) return;
    void this.#open();
  }

  async #open(): Promise<void> {
    const controller = new AbortController();
    this.#controller = controller;
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    const token = this.#target.token();
    if (token) headers.authorization = `Bearer ${token}`;
    const resumeFrom = this.#lastEventId;
    if (resumeFrom !== null) headers['last-event-id'] = resumeFrom;
    // Armed before the answer's headers too: a proxy that holds the answer back is a stream that never opens.
    this.#armIdle(controller);
    try {
      const response = await this.#env.fetch(this.#target.url, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403 || response.status === 404) {
        this.#refused = true;
        this.#handlers.refused?.(response.status);
        this.#finish(controller, false);
        return;
      }
      if (
        !response.ok ||
        !response.body ||
        !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')
      ) {
        throw new Error(`live stream answered ${response.status}`);
      }
      await this.#read(response.body, controller, resumeFrom);
      // The server ended the stream (its time limit, a shutdown): come back soon, resuming.
      this.#finish(controller, true);
    } catch {
      this.#finish(controller, true);
    }
  }

  async #read(body: ReadableStream<Uint8Array>, controller: AbortController, resumeFrom: string | null): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = createStreamParser(
      ({ event, data, id }) => {
        if (controller.signal.aborted) return;
        if (id !== null) this.#lastEventId = id;
        if (event === 'reset') this.#handlers.reset();
        else if (event === 'change') {
          const change = parseLiveChange(data);
          if (change) this.#handlers.change(change);
        }
      },
      (ms) => {
        this.#serverRetryMs = ms;
      },
      resumeFrom,
    );
    const cancel = () => void reader.cancel().catch(() => undefined);
    controller.signal.addEventListener('abort', cancel);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || controller.signal.aborted) return;
        this.#armIdle(controller);
        if (!this.#connected) this.#opened(resumeFrom);
        parser.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      controller.signal.removeEventListener('abort', cancel);
    }
  }

  /** The first bytes of a stream: it delivers. */
  #opened(resumeFrom: string | null): void {
    this.#connected = true;
    this.#failures = 0;
    this.#handlers.connected?.(true);
    // Reopened with no id to resume from (nothing came on the earlier one): what happened meanwhile is unknown.
    if (this.#hasDelivered && resumeFrom === null) this.#handlers.reset();
    this.#hasDelivered = true;
  }

  #armIdle(controller: AbortController): void {
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      if (this.#controller === controller) controller.abort();
      this.#finish(controller, true);
    }, this.#timings.idleMs);
  }

  /** The request is over; unless it was closed on purpose (or refused), try again after a delay. */
  #finish(controller: AbortController, retry: boolean): void {
    if (this.#controller !== controller) return;
    this.#controller = null;
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
    const wasConnected = this.#connected;
    this.#connected = false;
    if (wasConnected) this.#handlers.connected?.(false);
    if (!retry || !this.#allowed()) return;
    this.#failures += 1;
    const delay = Math.max(this.#serverRetryMs, backoffDelay(this.#failures, this.#timings, this.#env.random()));
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      this.#openIfAllowed();
    }, delay);
  }

  #clearRetry(): void {
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
  }

  #close(): void {
    this.#clearRetry();
    const controller = this.#controller;
    if (!controller) return;
    controller.abort();
    this.#finish(controller, false);
  }
}

/** The browser's visibility and connectivity (TanStack Query's online state follows the online and offline events). */
export function browserEnvironment(
  isOnline: () => boolean,
  subscribeOnline: (listener: () => void) => () => void,
): LiveEnvironment {
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    isHidden: () => document.visibilityState === 'hidden',
    isOnline,
    subscribe: (listener) => {
      document.addEventListener('visibilitychange', listener);
      const unsubscribeOnline = subscribeOnline(listener);
      return () => {
        document.removeEventListener('visibilitychange', listener);
        unsubscribeOnline();
      };
    },
    random: Math.random,
  };
}

/** One event of a Server-Sent Events stream as a browser's EventSource would see it. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  contentType: string | null;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Comment lines received (heartbeats). */
  comments: number;
  /** Resolves with the first event (from the start, or after `from`) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  /** Resolves once `check` holds; rejects after `timeoutMs`. */
  until(check: () => boolean, timeoutMs?: number): Promise<void>;
  /** Whether the server ended the stream. */
  ended(): boolean;
  close(): void;
}

/**
 * A real SSE client over a real socket: fetch (undici) on the listening app, the body read as it
 * comes and parsed into events by the rules of the format (fields, blank line ends an event).
 */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  let comments = 0;
  let ended = false;
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let current: SseEvent = { id: null, event: 'message', data: '' };
    let dataLines: string[] = [];
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let newline: number;
          while ((newline = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, newline).replace(/\r$/, '');
            buffer = buffer.slice(newline + 1);
            if (line === '') {
              if (dataLines.length > 0 || current.id !== null || current.event !== 'message') {
                events.push({ ...current, data: dataLines.join('\n') });
              }
              current = { id: null, event: 'message', data: '' };
              dataLines = [];
              notify();
            } else if (line.startsWith(':')) {
              comments += 1;
              notify();
            } else {
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'id') current.id = value;
              else if (field === 'event') current.event = value;
              else if (field === 'data') dataLines.push(value);
            }
          }
        }
      } catch {
        // aborted
      }
      ended = true;
      notify();
    })();
  }
  const until = (check: () => boolean, timeoutMs = 3000) =>
    new Promise<void>((resolve, reject) => {
      if (check()) {
        resolve();
        return;
      }
      const waiter = () => {
        if (!check()) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`SSE: condition not met in ${timeoutMs} ms; events: ${JSON.stringify(events)}`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    get comments() {
      return comments;
    },
    next: async (match, timeoutMs = 3000, from = 0) => {
      const find = () => events.slice(from).find(match);
      await until(() => find() !== undefined, timeoutMs);
      return find()!;
    },
    until,
    ended: () => ended,
    close: () => controller.abort(),
  };
}

export const changeData = (event: SseEvent): Record<string, unknown> => JSON.parse(event.data) as Record<string, unknown>;

/** One event of a `text/event-stream` answer (the HTML standard's "server-sent events"). */
export interface StreamEvent {
  event: string;
  data: string;
  /** The last event id seen on the stream so far (it carries over to the events that name none). */
  id: string | null;
}

export interface StreamParser {
  /** Feeds the next decoded text; calls `onEvent` for each event it completes, `onRetry` for each `retry:` field. */
  push(text: string): void;
  readonly lastEventId: string | null;
}

/**
 * The event stream's parsing, as the standard writes it: lines end in CRLF, LF or CR; `data:`
 * lines join with a newline; `event:` names the event (`message` when none); `id:` sets the last
 * event id (one holding NUL is ignored); `retry:` is the reconnection delay in ms; a line starting
 * with `:` is a comment (the heartbeat); an empty line ends the event, sent only when it has data.
 */
export function createStreamParser(
  onEvent: (event: StreamEvent) => void,
  onRetry: (ms: number) => void,
  lastEventId: string | null = null,
): StreamParser {
  let buffer = '';
  let pendingCr = false;
  let data: string[] = [];
  let event = '';
  let id = lastEventId;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), id });
      data = [];
      event = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  };

  return {
    push(text) {
      let start = 0;
      let chunk = text;
      // A CR ended the previous chunk: an LF opening this one belongs to it.
      if (pendingCr && chunk.startsWith('\n')) chunk = chunk.slice(1);
      pendingCr = false;
      for (let index = 0; index < chunk.length; index += 1) {
        const char = chunk[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer + chunk.slice(start, index));
        buffer = '';
        if (char === '\r') {
          if (index + 1 === chunk.length) pendingCr = true;
          else if (chunk[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer += chunk.slice(start);
    },
    get lastEventId() {
      return id;
    },
  };
}

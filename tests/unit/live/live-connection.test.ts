/**
 * The client's live connection (src/client/live/live-connection.ts) against a real event stream: a
 * small HTTP server on a loopback port that writes `text/event-stream` as the app's does, read with
 * the real fetch. Resume with Last-Event-ID, reset, the hidden-tab pause, offline, backoff, refusal
 * and a stream that never delivers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveChange } from '../../../src/shared/schemas/live';
import { LiveConnection, backoffDelay, parseLiveChange, type LiveEnvironment, type LiveTimings } from '../../../src/client/live/live-connection';
import { createStreamParser, type StreamEvent } from '../../../src/client/live/event-stream';

interface Reader {
  request: IncomingMessage;
  response: ServerResponse;
  at: number;
  closed: boolean;
}

/** What the test's server does with the next request: stream (default), answer a status, or hold the answer back. */
type Answer = 'stream' | 'hold' | number;

let server: Server;
let url: string;
let readers: Reader[];
let answers: Answer[];

beforeEach(async () => {
  readers = [];
  answers = [];
  server = createServer((request, response) => {
    const reader: Reader = { request, response, at: Date.now(), closed: false };
    readers.push(reader);
    request.on('close', () => void (reader.closed = true));
    response.on('close', () => void (reader.closed = true));
    const answer = answers.shift() ?? 'stream';
    if (answer === 'hold') return;
    if (typeof answer === 'number') {
      response.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
    response.write('retry: 10\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/clubs/1/live`;
});

afterEach(async () => {
  for (const reader of readers) reader.response.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const TIMINGS: LiveTimings = { baseDelayMs: 40, maxDelayMs: 160, idleMs: 400 };

/** A tab: visible and online until the test says otherwise. */
interface FakeTab {
  hidden: boolean;
  online: boolean;
  set: (change: { hidden?: boolean; online?: boolean }) => void;
  env: LiveEnvironment;
}

function fakeTab(): FakeTab {
  const listeners = new Set<() => void>();
  const tab: FakeTab = {
    hidden: false,
    online: true,
    set(change: { hidden?: boolean; online?: boolean }) {
      Object.assign(tab, change);
      for (const listener of listeners) listener();
    },
    env: {
      fetch: (input, init) => globalThis.fetch(input, init),
      isHidden: () => tab.hidden,
      isOnline: () => tab.online,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      random: () => 0.5,
    },
  };
  return tab;
}

function connect(tab: FakeTab, options: { token?: string; lastEventId?: string } = {}) {
  const seen = { changes: [] as LiveChange[], resets: 0, connected: [] as boolean[], refused: [] as number[] };
  const connection = new LiveConnection(
    { url, token: () => options.token ?? null },
    {
      change: (change) => seen.changes.push(change),
      reset: () => void (seen.resets += 1),
      connected: (connected) => seen.connected.push(connected),
      refused: (status) => seen.refused.push(status),
    },
    tab.env,
    { timings: TIMINGS, lastEventId: options.lastEventId ?? null },
  );
  connection.start();
  return { connection, seen };
}

const until = async (check: () => boolean, what: string, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const openReaders = () => readers.filter((reader) => !reader.closed);
const last = () => readers.at(-1)!;
const send = (reader: Reader, frame: string) => reader.response.write(frame);
const matchChange = (id: number, matchId: number) =>
  `id: ${id}\nevent: change\ndata: ${JSON.stringify({ kind: 'match', clubId: 1, leagueId: 2, groupId: 3, roundId: 4, matchId, version: 1 })}\n\n`;

describe('the live connection, against a real event stream', () => {
  it('turns change events into changes, and after the server ends the stream resumes with Last-Event-ID', async () => {
    const tab = fakeTab();
    const { connection, seen } = connect(tab);
    await until(() => seen.connected[0] === true, 'the stream to open');
    expect(last().request.headers['last-event-id']).toBeUndefined();
    expect(last().request.headers.accept).toBe('text/event-stream');
    send(last(), matchChange(7, 30));
    // A heartbeat and an event split across writes, with CRLF line ends.
    send(last(), ':\n\nid: 8\r\nevent: change\r\ndata: {"kind":"standings",');
    send(last(), '"clubId":1,"leagueId":2,"groupId":3}\r\n\r\n');
    await until(() => seen.changes.length === 2, 'two changes');
    expect(seen.changes).toEqual([
      { kind: 'match', clubId: 1, leagueId: 2, groupId: 3, roundId: 4, matchId: 30, version: 1 },
      { kind: 'standings', clubId: 1, leagueId: 2, groupId: 3 },
    ]);

    last().response.end();
    await until(() => readers.length === 2 && !last().closed, 'a reconnection');
    expect(last().request.headers['last-event-id']).toBe('8');
    send(last(), matchChange(9, 31));
    await until(() => seen.changes.length === 3, 'the change after the reconnection');
    expect(seen.resets).toBe(0);
    expect(openReaders()).toHaveLength(1);
    connection.stop();
    await until(() => openReaders().length === 0, 'the stream to close');
  });

  it('says reset when the server does, and goes on from the reset id', async () => {
    const tab = fakeTab();
    const { connection, seen } = connect(tab, { lastEventId: '3' });
    await until(() => seen.connected[0] === true, 'the stream to open');
    expect(last().request.headers['last-event-id']).toBe('3');
    send(last(), 'id: 500\nevent: reset\ndata: {}\n\n');
    await until(() => seen.resets === 1, 'the reset');
    expect(connection.lastEventId).toBe('500');
    connection.stop();
  });

  it('closes in a hidden tab, opens nothing while hidden, and resumes from the last id when visible again', async () => {
    const tab = fakeTab();
    const { connection, seen } = connect(tab);
    await until(() => seen.connected[0] === true, 'the stream to open');
    send(last(), matchChange(12, 30));
    await until(() => seen.changes.length === 1, 'a change');

    tab.set({ hidden: true });
    await until(() => openReaders().length === 0, 'the stream to close when hidden');
    await sleep(300);
    expect(readers).toHaveLength(1);

    tab.set({ hidden: false });
    await until(() => readers.length === 2 && seen.connected.at(-1) === true, 'the stream to reopen');
    expect(last().request.headers['last-event-id']).toBe('12');
    // The server sent what was missed: no need to read everything again.
    expect(seen.resets).toBe(0);
    connection.stop();
  });

  it('reopened with no id to resume from (nothing came before the tab was hidden), reads everything again', async () => {
    const tab = fakeTab();
    const { connection, seen } = connect(tab);
    await until(() => seen.connected[0] === true, 'the stream to open');
    tab.set({ hidden: true });
    await until(() => openReaders().length === 0, 'the stream to close');
    tab.set({ hidden: false });
    await until(() => seen.resets === 1, 'a reset on reopening');
    expect(last().request.headers['last-event-id']).toBeUndefined();
    connection.stop();
  });

  it('does nothing offline, and opens when the tab is online again', async () => {
    const tab = fakeTab();
    tab.online = false;
    const { connection, seen } = connect(tab);
    await sleep(300);
    expect(readers).toHaveLength(0);
    tab.set({ online: true });
    await until(() => seen.connected[0] === true, 'the stream to open online');
    tab.set({ online: false });
    await until(() => openReaders().length === 0, 'the stream to close offline');
    await sleep(300);
    expect(readers).toHaveLength(1);
    connection.stop();
  });

  it('sends the token as an Authorization header, never in the URL', async () => {
    const tab = fakeTab();
    const { connection, seen } = connect(tab, { token: 'secret-token' });
    await until(() => seen.connected[0] === true, 'the stream to open');
    expect(last().request.headers.authorization).toBe('Bearer secret-token');
    expect(last().request.url).toBe('/api/v1/clubs/1/live');
    connection.stop();
  });

  it('reconnects after failures with a growing, capped delay, one request at a time', async () => {
    answers = [503, 503, 503, 503, 503];
    const tab = fakeTab();
    const { connection, seen } = connect(tab);
    await until(() => seen.connected[0] === true, 'the stream to open after five failures', 5000);
    const gaps = readers.slice(1).map((reader, index) => reader.at - readers[index]!.at);
    // random() = 0.5: three quarters of 40, 80, 160, 160, 160 ms.
    expect(gaps).toHaveLength(5);
    expect(gaps[0]).toBeGreaterThanOrEqual(25);
    expect(gaps[1]).toBeGreaterThan(gaps[0]! + 15);
    expect(gaps[2]).toBeGreaterThan(gaps[1]! + 30);
    expect(Math.max(...gaps)).toBeLessThan(400);
    expect(openReaders()).toHaveLength(1);
    connection.stop();
  });

  it('stops for good when the server refuses the reader (401), until a new connection', async () => {
    answers = [401];
    const tab = fakeTab();
    const { connection, seen } = connect(tab);
    await until(() => seen.refused.length === 1, 'the refusal');
    await sleep(300);
    expect(readers).toHaveLength(1);
    connection.stop();
  });

  it('gives up on a stream whose answer never comes (a proxy that holds it) and tries again later', async () => {
    answers = ['hold'];
    const tab = fakeTab();
    const { connection, seen } = connect(tab);
    await until(() => readers.length === 1, 'the request');
    await sleep(200);
    expect(seen.connected).toEqual([]);
    await until(() => seen.connected[0] === true, 'the second try to open', 2000);
    expect(readers[0]!.closed).toBe(true);
    expect(readers).toHaveLength(2);
    connection.stop();
  });
});

describe('the pieces', () => {
  it('parses the event stream as the standard writes it', () => {
    const events: StreamEvent[] = [];
    const retries: number[] = [];
    const parser = createStreamParser((event) => events.push(event), (ms) => retries.push(ms));
    parser.push('retry: 3000\n\n: comment\n\ndata: a\ndata:b\n\nid: 4\r');
    parser.push('\nevent: reset\ndata: {}\r\rdata: no id\n\nid\n');
    expect(retries).toEqual([3000]);
    expect(events).toEqual([
      { event: 'message', data: 'a\nb', id: null },
      { event: 'reset', data: '{}', id: '4' },
      { event: 'message', data: 'no id', id: '4' },
    ]);
    expect(parser.lastEventId).toBe('');
  });

  it('reads a change only when it is one', () => {
    expect(parseLiveChange('{"kind":"round","clubId":1,"leagueId":2,"roundId":4}')).toEqual({ kind: 'round', clubId: 1, leagueId: 2, roundId: 4 });
    expect(parseLiveChange('{"kind":"other","clubId":1}')).toBeNull();
    expect(parseLiveChange('{"kind":"match","clubId":"1"}')).toBeNull();
    expect(parseLiveChange('{"kind":"match","clubId":1,"matchId":0}')).toBeNull();
    expect(parseLiveChange('not json')).toBeNull();
  });

  it('backs off exponentially with jitter, capped', () => {
    const timings = { baseDelayMs: 1000, maxDelayMs: 30_000, idleMs: 60_000 };
    expect([1, 2, 3, 6, 20].map((attempt) => backoffDelay(attempt, timings, 1))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(backoffDelay(3, timings, 0)).toBe(2000);
  });
});

/**
 * The readers of bench/live.ts: N visitor streams of one club, in a process of their own that the
 * bench starts at the lowest CPU priority, so the streams' parsing does not take the write load's
 * or the server's turn on a shared machine (as readers on other devices would not). Talks to the
 * bench over IPC: `open` → `opened`; `arrivals` (the n-th change) → the time each stream had it,
 * as epoch milliseconds with sub-millisecond precision (comparable across processes).
 */
import http from 'node:http';
import { constants, inflateRawSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';

type Command =
  { type: 'open'; origin: string; clubId: number; count: number } | { type: 'arrivals'; n: number; timeoutMs: number };

const now = () => performance.timeOrigin + performance.now();
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const arrivals: number[][] = [];
const MARKER = Buffer.from('event: change');
/** What the readers accept, as a browser's fetch does (BENCH_LIVE_ENCODING=identity: the bytes as they are). */
const ACCEPT_ENCODING = process.env.BENCH_LIVE_ENCODING ?? 'gzip, deflate';
const EMPTY = Buffer.alloc(0);

const SYNC_FLUSH_END = Buffer.from([0x00, 0x00, 0xff, 0xff]);

/**
 * A deflated stream inflated as it comes, synchronously: the readers stand in for 10,000 phones on
 * one core, and a zlib stream per reader (its work on the thread pool, a callback each) made the
 * last of them read a change 200 ms after the first, a delay no phone has. Every write of the
 * server ends on a sync flush (wire.ts), so the bytes up to one inflate on their own, without the
 * bytes before them (each frame is deflated without reference to earlier ones, as the server
 * makes them): the bytes are kept until they end on one, then inflated. The zlib header is skipped.
 */
function syncInflater(): (bytes: Buffer) => Buffer {
  let pending: Buffer[] = [];
  let header = true;
  return (bytes) => {
    if (header) {
      header = false;
      bytes = bytes.subarray(2);
    }
    pending.push(bytes);
    if (bytes.length < SYNC_FLUSH_END.length || !bytes.subarray(-SYNC_FLUSH_END.length).equals(SYNC_FLUSH_END))
      return EMPTY;
    const whole = pending.length === 1 ? bytes : Buffer.concat(pending);
    pending = [];
    // The streams of a club are sent the same bytes in a pass: inflated once for all of them, as
    // 10,000 phones would each inflate theirs at the same time rather than one after the other.
    if (!lastInflated || !whole.equals(lastInflated.deflated))
      lastInflated = { deflated: whole, inflated: inflateRawSync(whole, { finishFlush: constants.Z_SYNC_FLUSH }) };
    return lastInflated.inflated;
  };
}

let lastInflated: { deflated: Buffer; inflated: Buffer } | null = null;

async function open(origin: string, clubId: number, count: number): Promise<void> {
  let opened = 0;
  let failed = 0;
  for (let i = 0; i < count; i += 1) {
    const seen: number[] = [];
    arrivals.push(seen);
    const request = http.get(
      `${origin}/api/v1/clubs/${clubId}/live`,
      { agent, headers: { 'accept-encoding': ACCEPT_ENCODING } },
      (response) => {
        const inflate = response.headers['content-encoding'] === 'deflate' ? syncInflater() : (bytes: Buffer) => bytes;
        let first = true;
        // The bytes as they come (no decoding to text: the readers stand in for phones, and should
        // take as little of this machine's CPU as they can); a marker split between two chunks is
        // found in the few bytes around the seam.
        let tail: Buffer = EMPTY;
        response.on('data', (received: Buffer) => {
          if (first) {
            first = false;
            opened += 1;
          }
          const at = now();
          const chunk = inflate(received);
          if (tail.length > 0 && chunk.length > 0) {
            const seam = Buffer.concat([tail, chunk.subarray(0, MARKER.length - 1)]);
            if (seam.indexOf(MARKER) >= 0) seen.push(at);
          }
          for (let index = chunk.indexOf(MARKER); index >= 0; index = chunk.indexOf(MARKER, index + MARKER.length))
            seen.push(at);
          if (chunk.length > 0) tail = chunk.subarray(Math.max(0, chunk.length - (MARKER.length - 1)));
        });
      },
    );
    request.on('error', () => {
      failed += 1;
    });
    // Connections opened in bursts, as a club's visitors arrive.
    if (i % 200 === 199) await sleep(20);
  }
  const deadline = now() + 60_000;
  while (opened < count) {
    if (now() > deadline)
      throw new Error(`only ${opened} of ${count} streams opened in a minute (${failed} failed to connect)`);
    await sleep(50);
  }
}

/** When each stream had its n-th change (0-based); a stream still without it at the deadline counts the deadline. */
async function arrivalsOf(n: number, timeoutMs: number): Promise<number[]> {
  const deadline = now() + timeoutMs;
  while (arrivals.some((seen) => seen.length <= n) && now() < deadline) await sleep(5);
  return arrivals.map((seen) => seen[n] ?? deadline);
}

process.on('message', (command: Command) => {
  const answer =
    command.type === 'open'
      ? open(command.origin, command.clubId, command.count).then(() => ({ type: 'opened' }))
      : arrivalsOf(command.n, command.timeoutMs).then((times) => ({ type: 'arrivals', times }));
  answer.then(
    (message) => process.send?.(message),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
process.on('disconnect', () => process.exit(0));

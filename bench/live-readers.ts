/**
 * The readers of bench/live.ts: N visitor streams of one club, in a process of their own that the
 * bench starts at the lowest CPU priority, so the streams' parsing does not take the write load's
 * or the server's turn on a shared machine (as readers on other devices would not). Talks to the
 * bench over IPC: `open` → `opened`; `arrivals` (the n-th change) → the time each stream had it,
 * as epoch milliseconds with sub-millisecond precision (comparable across processes).
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

type Command = { type: 'open'; origin: string; clubId: number; count: number } | { type: 'arrivals'; n: number; timeoutMs: number };

const now = () => performance.timeOrigin + performance.now();
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const arrivals: number[][] = [];

async function open(origin: string, clubId: number, count: number): Promise<void> {
  let opened = 0;
  for (let i = 0; i < count; i += 1) {
    const seen: number[] = [];
    arrivals.push(seen);
    const request = http.get(`${origin}/api/v1/clubs/${clubId}/live`, { agent }, (response) => {
      response.setEncoding('utf8');
      let first = true;
      response.on('data', (chunk: string) => {
        if (first) {
          first = false;
          opened += 1;
        }
        const at = now();
        for (let index = chunk.indexOf('event: change'); index >= 0; index = chunk.indexOf('event: change', index + 1)) seen.push(at);
      });
    });
    request.on('error', () => undefined);
    // Connections opened in bursts, as a club's visitors arrive.
    if (i % 200 === 199) await sleep(20);
  }
  while (opened < count) await sleep(50);
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
  void answer.then((message) => process.send?.(message));
});
process.on('disconnect', () => process.exit(0));

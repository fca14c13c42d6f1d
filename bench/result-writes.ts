/**
 * The admin result write under load: PUT a set score on the played matches of one league, or of
 * every league (spread over many matches so the run measures writes, not one row's lock), each with
 * a fresh Idempotency-Key, as the outbox sends them. No If-Match: every write lands.
 */
import { fileURLToPath } from 'node:url';
import { bootstrapAdmin } from '../src/server/auth/service.js';
import type { Db } from '../src/server/db/database.js';
import type { TourIds } from './public-reads.js';
import { load, type LoadFigures, type LoadOptions } from './load.js';

const USERNAME = 'bench';
const PASSWORD = 'bench-password-1';
const RESULT_REQUEST = fileURLToPath(new URL('./result-write-request.cjs', import.meta.url));

/**
 * The PUTs: a played match's teams, court and hour kept, its score set to 6-3 6-4 or 6-4 6-3 (the
 * request file takes them in turn, so every write changes its match and runs the UPDATE).
 */
async function resultWrites(
  db: Db,
  ids: TourIds,
  spread: WriteSpread,
): Promise<{ path: string; bodies: [string, string] }[]> {
  let query = db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .select([
      'matches.id',
      'matches.round_id',
      'rounds.league_id',
      'leagues.club_id',
      'matches.team1_id',
      'matches.team2_id',
      'matches.court_number',
      'matches.start_time',
    ])
    .where('rounds.status', '=', 'active')
    // 6-3 6-4 is no pro set to 9.
    .where('leagues.match_format', '!=', 'proSet9')
    // A league with a playoff under way refuses a result that would change who plays in it (409).
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('playoffs').select('playoffs.id').whereRef('playoffs.league_id', '=', 'leagues.id'))))
    .where('matches.court_number', 'is not', null)
    .where('matches.start_time', 'is not', null);
  // One league's rounds, as one club's evening sends them; or every league's, a tour's evening.
  if (spread === 'one league') query = query.where('rounds.league_id', '=', ids.leagueId);
  const found = await query.orderBy('matches.id').limit(spread === 'one league' ? 200 : 2000).execute();
  if (found.length === 0) throw new Error('the bench league has no scheduled matches to write results on');
  // Every league: the rounds take turns, so the writes in flight at once go to different rounds.
  const matches = spread === 'one league' ? found : interleavedByRound(found);
  const body = (match: (typeof matches)[number], team2Results: number[]) =>
    JSON.stringify({
      team1Id: match.team1_id,
      team2Id: match.team2_id,
      courtNumber: match.court_number,
      startTime: match.start_time,
      team1Results: [6, 6],
      team2Results,
    });
  return matches.map((match) => ({
    path: `/api/v1/admin/clubs/${match.club_id}/leagues/${match.league_id}/rounds/${match.round_id}/matches/${match.id}`,
    bodies: [body(match, [3, 4]), body(match, [4, 3])],
  }));
}

/** The first match of every round, then the second of every round, and so on. */
function interleavedByRound<T extends { round_id: number }>(matches: T[]): T[] {
  const byRound = new Map<number, T[]>();
  for (const match of matches) byRound.set(match.round_id, [...(byRound.get(match.round_id) ?? []), match]);
  const rounds = [...byRound.values()];
  const longest = Math.max(...rounds.map((round) => round.length));
  return Array.from({ length: longest }, (_, index) => rounds.flatMap((round) => round[index] ?? [])).flat();
}

/**
 * Which matches the writes go to. On PostgreSQL, writes into one round take turns on the round's
 * lock (matches/queries.ts, lockRound: the round rules are checked against a steady round), so
 * one league's few active rounds measure that lock; every league's active rounds measure the
 * write path itself.
 */
export type WriteSpread = 'one league' | 'every league';

export async function benchResultWrites(
  db: Db,
  base: string,
  ids: TourIds,
  options: Pick<LoadOptions, 'duration' | 'connections'>,
  spread: WriteSpread = 'one league',
): Promise<LoadFigures> {
  await bootstrapAdmin(db, USERNAME, PASSWORD);
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')}` },
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const writes = await resultWrites(db, ids, spread);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // One write first: a refused body is a bench bug, better said now than as 50,000 non-2xx.
  const [first] = writes;
  if (!first) throw new Error('no result writes');
  const probe = await fetch(base + first.path, { method: 'PUT', headers, body: first.bodies[1] });
  if (!probe.ok) throw new Error(`result write refused: ${probe.status} ${await probe.text()}`);
  // The worker thread autocannon starts copies process.env at its start: the list travels there.
  process.env.BENCH_RESULT_WRITES = JSON.stringify(writes);
  try {
    return await load(base + first.path, {
      ...options,
      method: 'PUT',
      headers,
      body: first.bodies[0],
      setupRequest: RESULT_REQUEST,
    });
  } finally {
    delete process.env.BENCH_RESULT_WRITES;
  }
}

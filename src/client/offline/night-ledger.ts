import type { ClubNightMatch } from '@/shared/schemas/club-night';
import type { OutboxDatabase } from './outbox-db';
import type { OutboxEntry } from './outbox-types';
import { PERSIST_MAX_AGE_MS } from './query-persistence';
import { t } from '@/client/i18n/i18n';

/*
 * A club night's score names its match by round and court (outbox-operations.ts, NightMatchArgs):
 * a Mexicano round made on the phone without signal has no server ids, nor have the rounds a late
 * arrival or a drop-out made again on the phone (their answer, the night, is written here too). The night's entries keep
 * one line (orderingKey), so the round's POST is answered before any score of it is sent; its
 * answer (the night with the new round) is written here, and a score of that round takes its match
 * id and If-Match from it when it is sent. The same ledger keeps the steps this device's own scores
 * made each match take (sent on 1, answered 2), so a correction typed offline on the version shown
 * before the first score synced goes on the version that score produced, as own-versions.ts does
 * for league matches. Anything else is someone else's change and stays a conflict (412).
 */

/** What this device knows of one night match from its own writes' answers. */
export interface NightMatchRecord {
  clubNightId: number;
  roundNumber: number;
  courtNumber: number;
  matchId: number;
  team1: [number, number];
  team2: [number, number];
  /** The version the match had when this device's round POST made it; null for a match made elsewhere. */
  createdVersion: number | null;
  /** Each own score: sent on `from`, answered `to`. */
  steps: { from: number; to: number }[];
  /** Epoch ms of the last answer; old records are forgotten. */
  at: number;
}

/*
 * The answers are read by shape, not with the zod schemas: the outbox loads with the app shell, and
 * the club-night schema would bring the night generators into the home page's script budget.
 */
const isNightMatch = (value: unknown): value is ClubNightMatch => {
  const match = value as Partial<ClubNightMatch> | null;
  return (
    typeof match?.id === 'number' &&
    typeof match.version === 'number' &&
    typeof match.courtNumber === 'number' &&
    Array.isArray(match.team1) &&
    Array.isArray(match.team2)
  );
};

/** The round `number` of a night answer, its matches as the server made them. */
function roundOfAnswer(answer: unknown, number: number): { number: number; matches: ClubNightMatch[] } | undefined {
  const rounds = (answer as { rounds?: unknown } | null)?.rounds;
  if (!Array.isArray(rounds)) return undefined;
  const round = (rounds as { number?: unknown; matches?: unknown }[]).find((r) => r.number === number);
  return round && Array.isArray(round.matches) && round.matches.every(isNightMatch)
    ? { number, matches: round.matches }
    : undefined;
}

/**
 * The rounds of a night answer that a late arrival or a drop-out may have made again: every round
 * after the last one with a score in (the rounds before it never change).
 */
function remadeRoundsOfAnswer(answer: unknown): { number: number; matches: ClubNightMatch[] }[] {
  const rounds = (answer as { rounds?: unknown } | null)?.rounds;
  if (!Array.isArray(rounds)) return [];
  const read = (rounds as { number?: unknown; matches?: unknown }[]).flatMap((round) =>
    typeof round.number === 'number' && Array.isArray(round.matches) && round.matches.every(isNightMatch)
      ? [{ number: round.number, matches: round.matches }]
      : [],
  );
  const started = read.reduce(
    (last, round) =>
      round.matches.some((match) => match.team1Points !== null || match.team2Points !== null)
        ? Math.max(last, round.number)
        : last,
    0,
  );
  return read.filter((round) => round.number > started);
}

/** What a score entry is sent as, or why it cannot be sent. */
export type NightResolution = { kind: 'ready'; entry: OutboxEntry } | { kind: 'refused'; reason: string };

const sameSide = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * A club night's score with its match id and If-Match worked out (any other entry as it is). Its
 * match is the one the score was typed on (`nightMatchId`), or the one this device's POST of the
 * round made on that court; the version is the one it was typed on (or the one that POST answered),
 * moved on by this device's own later scores of it.
 */
export async function resolveNightEntry(db: OutboxDatabase, entry: OutboxEntry): Promise<NightResolution> {
  if (entry.operation !== 'clubNight/score') return { kind: 'ready', entry };
  const { clubNightId, roundNumber, courtNumber, nightMatchId, expected } = entry.args;
  const known = await db.nightMatches.get([clubNightId, roundNumber, courtNumber]);
  const matchId = nightMatchId ?? known?.matchId ?? null;
  if (matchId === null) return { kind: 'refused', reason: t('offline.reason.nightRoundMissing') };
  const record = known?.matchId === matchId ? known : undefined;
  // The server made the round with other players on this court: the phone's score is not theirs.
  if (record && !(sameSide(record.team1, expected.team1) && sameSide(record.team2, expected.team2)))
    return { kind: 'refused', reason: t('offline.reason.nightRoundDiffers') };
  let version = entry.baseVersion ?? record?.createdVersion ?? null;
  while (version !== null && record) {
    const from: number = version;
    const step = record.steps.find((s) => s.from === from);
    // Steps only go forward, so the walk ends.
    if (!step || step.to <= from) break;
    version = step.to;
  }
  return { kind: 'ready', entry: { ...entry, args: { ...entry.args, nightMatchId: matchId }, baseVersion: version } };
}

/** After the server accepted a night's entry (as resolved): what its answer says of the night's matches. */
export async function recordNightAnswer(
  db: OutboxDatabase,
  sent: OutboxEntry,
  answer: unknown,
  now: number,
): Promise<void> {
  if (
    sent.operation === 'clubNight/next-round' ||
    sent.operation === 'clubNight/add-player' ||
    sent.operation === 'clubNight/drop-player'
  ) {
    // The round made, or the rounds a change of the list made again: a score of them typed on the
    // phone's round (no server id then) is sent to the match the server made on its court.
    const made =
      sent.operation === 'clubNight/next-round'
        ? [roundOfAnswer(answer, sent.args.body.number)].flatMap((round) => (round ? [round] : []))
        : remadeRoundsOfAnswer(answer);
    if (made.length === 0) return;
    await db.nightMatches
      .where('at')
      .below(now - PERSIST_MAX_AGE_MS)
      .delete();
    await db.nightMatches.bulkPut(
      made.flatMap((round) =>
        round.matches.map((match) => ({
          clubNightId: sent.args.clubNightId,
          roundNumber: round.number,
          courtNumber: match.courtNumber,
          matchId: match.id,
          team1: match.team1,
          team2: match.team2,
          createdVersion: match.version,
          steps: [],
          at: now,
        })),
      ),
    );
    return;
  }
  if (sent.operation !== 'clubNight/score') return;
  if (!isNightMatch(answer)) return;
  const match = { data: answer };
  const { clubNightId, roundNumber, courtNumber } = sent.args;
  const known = await db.nightMatches.get([clubNightId, roundNumber, courtNumber]);
  const record: NightMatchRecord =
    known?.matchId === match.data.id
      ? known
      : {
          clubNightId,
          roundNumber,
          courtNumber,
          matchId: match.data.id,
          team1: match.data.team1,
          team2: match.data.team2,
          createdVersion: null,
          steps: [],
          at: now,
        };
  const from = sent.baseVersion;
  const steps =
    from !== null && match.data.version > from
      ? [...record.steps.filter((s) => s.from !== from), { from, to: match.data.version }]
      : record.steps;
  await db.nightMatches.put({ ...record, steps, at: now });
}

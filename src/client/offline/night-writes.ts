import type { ClubNightScoreInput } from '@/shared/schemas/club-night';
import { ApiError } from '../lib/api-client';
import { enqueue, type QueuedWrite } from './outbox';
import type { NightMatchArgs } from './outbox-operations';
import { getOutbox, requestBackgroundSync } from './outbox-runtime';

/**
 * The organiser's writes of a club night, through the courtside outbox like every result: a score
 * (by round and court, resolved to the server's match when sent: night-ledger.ts) and a Mexicano's
 * next round (`{ number }`: a replay or a second phone gets 409, never a round too many).
 */
export type NightWrite =
  | {
      operation: 'clubNight/score';
      match: NightMatchArgs;
      score: ClubNightScoreInput;
      baseVersion: number | null;
      label: string;
    }
  | { operation: 'clubNight/next-round'; clubId: number; clubNightId: number; number: number; label: string };

export type NightWriteResult = { status: 'synced'; body: unknown } | { status: 'queued'; entryId: string };

function toQueuedWrite(write: NightWrite): QueuedWrite {
  // A night's entry lives in no league round: its place is in its args (outbox-types.ts).
  const clubId = write.operation === 'clubNight/score' ? write.match.clubId : write.clubId;
  const place = { clubId, leagueId: 0, roundId: 0, matchId: null, groupId: null };
  if (write.operation === 'clubNight/score')
    return {
      operation: write.operation,
      args: { ...write.match, body: write.score },
      place,
      baseVersion: write.baseVersion,
      label: write.label,
    };
  return {
    operation: write.operation,
    args: { clubId, clubNightId: write.clubNightId, body: { number: write.number } },
    place,
    // `number` is the check: the round is refused (409) unless it is the night's next.
    baseVersion: null,
    label: write.label,
  };
}

/**
 * As submitMatchWrite: queued first, then sent at once when it can be. Sent → synced with the
 * server's answer (the match, or the night with its new round); offline, network trouble, 5xx, an
 * ended session or an earlier change of the night still waiting → queued; a refusal (4xx) throws
 * ApiError and leaves the outbox, so the screen says why.
 */
export async function submitNightWrite(write: NightWrite): Promise<NightWriteResult> {
  const { db, engine } = getOutbox();
  const entry = await enqueue(db, toQueuedWrite(write));
  const outcome = await engine.sendNow(entry.id);
  if (outcome.kind === 'sent') return { status: 'synced', body: outcome.body };
  if (outcome.kind === 'refused') throw new ApiError(outcome.status, outcome.body);
  requestBackgroundSync();
  return { status: 'queued', entryId: entry.id };
}

import type { ClubNightScoreInput } from '@/shared/schemas/club-night';
import type { QueuedWrite } from './outbox';
import type { NightMatchArgs } from './outbox-operations';
import { submitWrite, type SubmittedWrite } from './submit-write';

/**
 * The organiser's writes of a club night, through the courtside outbox like every result: a score
 * (by round and court, resolved to the server's match when sent: night-ledger.ts), a Mexicano's
 * next round (`{ number }`: a replay or a second phone gets 409, never a round too many), and a
 * late arrival or a drop-out (the rounds not started made again, on the phone as on the server).
 */
export type NightWrite =
  | {
      operation: 'clubNight/score';
      match: NightMatchArgs;
      score: ClubNightScoreInput;
      baseVersion: number | null;
      label: string;
    }
  | { operation: 'clubNight/next-round'; clubId: number; clubNightId: number; number: number; label: string }
  | ({ operation: 'clubNight/add-player' } & NightListWrite)
  | ({ operation: 'clubNight/drop-player' } & NightListWrite);

/** A late arrival or a drop-out. */
interface NightListWrite {
  clubId: number;
  clubNightId: number;
  playerId: number;
  /** The player's name as the phone shows it until the server's night has them. */
  playerName: string;
  label: string;
}

export type NightWriteResult = SubmittedWrite;

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
  // A late arrival or a drop-out names its player: a replay or a second phone gets 409 (already on
  // the night, already gone), so like a round it goes without If-Match and never waits on a version
  // this phone's own earlier entries moved on.
  if (write.operation === 'clubNight/add-player')
    return {
      operation: write.operation,
      args: {
        clubId,
        clubNightId: write.clubNightId,
        playerName: write.playerName,
        body: { playerId: write.playerId },
      },
      place,
      baseVersion: null,
      label: write.label,
    };
  if (write.operation === 'clubNight/drop-player')
    return {
      operation: write.operation,
      args: { clubId, clubNightId: write.clubNightId, playerName: write.playerName, playerId: write.playerId },
      place,
      baseVersion: null,
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

/** Sent at once when it can be, else queued (submit-write.ts). */
export async function submitNightWrite(write: NightWrite): Promise<NightWriteResult> {
  const submitted = await submitWrite(toQueuedWrite(write));
  return submitted;
}

import type { Match, MatchInput } from '@/shared/schemas/match';
import type { QueuedWrite } from './outbox';
import { routePath, type MatchWriteOperation, type SendableOperation } from './outbox-operations';
import { submitWrite } from './submit-write';

export type { MatchWriteOperation } from './outbox-operations';

/**
 * The seam between the admin screens and the offline outbox: every match-result write made
 * courtside goes through submitMatchWrite (the mutationFn of the match-write mutations), so a
 * screen never knows whether it is online.
 */
export interface MatchWrite {
  operation: MatchWriteOperation;
  clubId: number;
  leagueId: number;
  roundId: number;
  /** For update and delete. */
  matchId?: number;
  payload?: MatchInput;
  /** The match version the admin edited; sent as If-Match so a newer result is never overwritten. */
  baseVersion?: number;
  /** How the outbox panel names the change, e.g. "Alonso / Blanco vs Costa / Díaz". */
  label?: string;
  /** The match's group when known: its public pages are refreshed once the change is sent. */
  groupId?: number | null;
  /**
   * The Idempotency-Key of this intended change. Chosen by the caller, the screen can tell its own
   * write in the outbox from the one it is still handing over; a new one is made when absent.
   */
  key?: string;
}

export type MatchWriteResult = { status: 'synced'; match: Match | null } | { status: 'queued'; entryId: string };

/** The path of a match write below /api (also for the screens that write matches directly). */
export const matchWritePath = (
  write: Pick<MatchWrite, 'operation' | 'clubId' | 'leagueId' | 'roundId' | 'matchId'>,
): string => routePath(write.operation, write);

/** The typed operation a match write is kept as: what it does and to which match, never its request. */
function operationOf(write: MatchWrite): SendableOperation {
  const round = { clubId: write.clubId, leagueId: write.leagueId, roundId: write.roundId };
  if (write.operation === 'match/create')
    return { operation: write.operation, args: { ...round, body: requiredBody(write) } };
  const matchId = write.matchId;
  if (matchId === undefined) throw new Error(`${write.operation} needs the match id`);
  if (write.operation === 'match/delete') return { operation: write.operation, args: { ...round, matchId } };
  return { operation: write.operation, args: { ...round, matchId, body: requiredBody(write) } };
}

function requiredBody(write: MatchWrite): MatchInput {
  if (write.payload === undefined) throw new Error(`${write.operation} needs the match's fields`);
  return write.payload;
}

const toQueuedWrite = (write: MatchWrite): QueuedWrite => ({
  ...operationOf(write),
  place: {
    clubId: write.clubId,
    leagueId: write.leagueId,
    roundId: write.roundId,
    matchId: write.matchId ?? null,
    groupId: write.groupId ?? null,
  },
  baseVersion: write.baseVersion ?? null,
  label: write.label ?? null,
  id: write.key,
});

/** Sent at once when it can be, else queued (submit-write.ts). */
export async function submitMatchWrite(write: MatchWrite): Promise<MatchWriteResult> {
  const submitted = await submitWrite(toQueuedWrite(write));
  return submitted.status === 'synced' ? { status: 'synced', match: submitted.body as Match | null } : submitted;
}

import type { LineupInput } from '@/shared/schemas/lineup';
import type { Match } from '@/shared/schemas/match';
import type { LineupShown } from './outbox-operations';
import { submitWrite } from './submit-write';

/**
 * The organiser's line-up of a match (docs/substitutes.md), through the outbox like a result: kept
 * on the device first, sent under one Idempotency-Key per intended change and If-Match of the
 * version shown, so a substitute named at the court with no signal is sent exactly once when the
 * signal returns, after the earlier changes of the same match, and never over someone else's newer
 * change (412, shown in the outbox panel).
 */
export interface LineupWrite {
  clubId: number;
  leagueId: number;
  roundId: number;
  /** The match as shown: its id, group and version (If-Match). */
  match: Pick<Match, 'id' | 'groupId' | 'version' | 'team1Name' | 'team2Name'>;
  body: LineupInput;
  /** Who stands in for whom, by name, shown until the server has it (never sent). */
  shown: LineupShown[];
  /** The Idempotency-Key of this intended change; a new one when absent. */
  key?: string;
}

export type LineupWriteResult = { status: 'synced'; match: Match } | { status: 'queued'; entryId: string };

export async function submitLineupWrite(write: LineupWrite): Promise<LineupWriteResult> {
  const { clubId, leagueId, roundId, match, body, shown, key } = write;
  const submitted = await submitWrite({
    operation: 'lineup/set',
    args: { clubId, leagueId, roundId, matchId: match.id, body, shown },
    place: { clubId, leagueId, roundId, matchId: match.id, groupId: match.groupId ?? null },
    baseVersion: match.version,
    label: `${match.team1Name} vs ${match.team2Name}`,
    id: key,
  });
  return submitted.status === 'synced' ? { status: 'synced', match: submitted.body as Match } : submitted;
}

import { z } from 'zod';
import { id } from './common.js';

/** What changed, so a reader knows what to read again (docs/live.md). */
export const liveChangeKind = z.enum(['match', 'standings', 'schedule', 'round', 'league', 'playoffs', 'clubNight']);
export type LiveChangeKind = z.infer<typeof liveChangeKind>;

/**
 * The data of one `change` event of a live stream: the kind and the ids of what changed. A match
 * change carries the match's group and its version after the write (its `If-Match`).
 */
export const liveChange = z.object({
  kind: liveChangeKind,
  clubId: id,
  leagueId: id.optional(),
  groupId: id.optional(),
  roundId: id.optional(),
  matchId: id.optional(),
  clubNightId: id.optional(),
  version: z.number().int().min(0).optional(),
});
export type LiveChange = z.infer<typeof liveChange>;

import type { z } from 'zod';
import { match as matchSchema } from '@/shared/schemas/match';

/**
 * The one reading of a conflict (412: If-Match is no longer the match's version). The server
 * answers it with the match as it holds it now in `details` (docs/rules.md, "API conventions").
 * The sync loop keeps that match on the refused entry as it came; the outbox panel, its editor,
 * the match cards and a screen whose save was refused all read it through here.
 */

/** What a conflict's match is read for: its result, the version to write over, and its teams' names. */
const conflictMatch = matchSchema
  .pick({
    id: true,
    version: true,
    team1Results: true,
    team2Results: true,
    outcome: true,
    winnerTeamId: true,
    team1Name: true,
    team2Name: true,
  })
  .partial({ team1Name: true, team2Name: true });

export type ConflictMatch = z.infer<typeof conflictMatch>;

/** The match a 412 answer carried, as the server sent it (what a refused entry keeps); null for any other answer. */
export function conflictDetailsOf(status: number, body: unknown): unknown {
  if (status !== 412) return null;
  const details = (body as { details?: unknown } | null)?.details;
  return (Array.isArray(details) ? details[0] : details) ?? null;
}

/**
 * The match a conflict carried, read: from what a refused entry keeps (`serverMatch`, stored by
 * the sync loop or, as the server sent it, by an older app); null when there is none or it cannot
 * be read.
 */
export function conflictMatchOf(kept: unknown): ConflictMatch | null {
  const read = conflictMatch.safeParse(Array.isArray(kept) ? kept[0] : kept);
  return read.success ? read.data : null;
}

/** The match the server holds now, from a refused answer: null unless it is a 412 that carried one. */
export const conflictMatchOfAnswer = (status: number, body: unknown): ConflictMatch | null =>
  conflictMatchOf(conflictDetailsOf(status, body));

import type { z } from 'zod';
import { match as matchSchema, type Match, type MatchInput } from '@/shared/schemas/match';
import { matchPayloadOf, resultText, type OutboxEntry } from '@/client/offline';

export interface ShownResult {
  /** The match as its card shows it. */
  match: Match;
  /** The organiser's own result when the server refused it ("Yours: 6–4 6–3"), else null. */
  yours: string | null;
}

/**
 * What a match card shows while a change of the match is in the outbox. Waiting its turn, the
 * organiser's scores stand in for the server's (they will, once sent), marked pending. Refused,
 * they never stood: the card shows the server's result, the one the public sees, and the refused
 * one beside it as "yours".
 */
export function shownResult(saved: Match, pending: OutboxEntry | undefined): ShownResult {
  if (!pending) return { match: saved, yours: null };
  if (pending.state === 'needs-attention') {
    const yours = matchPayloadOf(pending);
    return { match: newerOf(saved, pending.serverMatch), yours: yours ? resultText(yours) : null };
  }
  return { match: withPendingChange(saved, pending), yours: null };
}

/** The parts of the match a 412 carried (docs/rules.md, "API conventions") that make up its result. */
const reportedResult = matchSchema.pick({ id: true, version: true, team1Results: true, team2Results: true, outcome: true, winnerTeamId: true });

export type ReportedResult = z.infer<typeof reportedResult>;

/** The match a 412 carried (as stored in the outbox, or a refused save's `details`), or null. */
export function reportedResultOf(serverMatch: unknown): ReportedResult | null {
  const reported = reportedResult.safeParse(Array.isArray(serverMatch) ? serverMatch[0] : serverMatch);
  return reported.success ? reported.data : null;
}

/** A 412 carried the match as the server holds it; the list on screen may be older (fetched offline). */
function newerOf(saved: Match, serverMatch: unknown): Match {
  const reported = reportedResultOf(serverMatch);
  return reported && reported.id === saved.id && reported.version > saved.version ? { ...saved, ...reported } : saved;
}

function withPendingChange(match: Match, pending: OutboxEntry): Match {
  const payload = pending.operation === 'match/update-results' ? matchPayloadOf(pending) : null;
  return payload ? withResult(match, payload) : match;
}

/** The match with the result a write carries (results it leaves out stay as they are). */
export function withResult(match: Match, payload: MatchInput): Match {
  return {
    ...match,
    team1Results: payload.team1Results ?? match.team1Results,
    team2Results: payload.team2Results ?? match.team2Results,
    outcome: payload.outcome ?? match.outcome,
    winnerTeamId: typeof payload.winnerTeamId === 'number' ? payload.winnerTeamId : null,
  };
}

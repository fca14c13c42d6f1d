import type { Match, MatchInput } from '@/shared/schemas/match';
import { conflictMatchOf, matchPayloadOf, resultText, type OutboxEntry } from '@/client/offline';

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

/** A 412 carried the match as the server holds it; the list on screen may be older (fetched offline). */
function newerOf(saved: Match, serverMatch: unknown): Match {
  const reported = conflictMatchOf(serverMatch);
  if (!reported || reported.id !== saved.id || reported.version <= saved.version) return saved;
  const { id, version, team1Results, team2Results, outcome, winnerTeamId } = reported;
  return { ...saved, id, version, team1Results, team2Results, outcome, winnerTeamId };
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

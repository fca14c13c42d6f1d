import type { Match } from '../../../../shared/schemas/match';
import type { MatchWrite, MatchWriteResult } from '../../../offline';
import { matchPayload, type MatchFormValues } from './match-form';
import { resultMessages } from './messages';

/** The round a match belongs to: the path of its writes. */
export interface RoundPlace {
  clubId: number;
  leagueId: number;
  roundId: number;
}

/**
 * The outbox write of a results form, wherever it was filled in (the Results dialog, Tonight's card):
 * a new match, or new results for the match on screen, made on the version shown (If-Match), so a
 * result someone else entered meanwhile is never overwritten.
 */
export function matchWriteFor(place: RoundPlace, values: MatchFormValues, editing: Match | null): MatchWrite {
  const label = `${values.team1?.label ?? ''} vs ${values.team2?.label ?? ''}`;
  return editing
    ? { operation: 'match/update-results', ...place, matchId: editing.id, payload: matchPayload(values), baseVersion: editing.version, label }
    : { operation: 'match/create', ...place, payload: matchPayload(values), label };
}

/** What the organiser is told once a write is kept: sent, or on the device until the signal returns. */
export const savedMessage = (result: MatchWriteResult, isEdit: boolean): string =>
  result.status === 'queued' ? resultMessages.queued : isEdit ? resultMessages.updated : resultMessages.created;

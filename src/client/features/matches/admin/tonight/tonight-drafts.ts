import { useCallback, useState } from 'react';
import type { ScoreGridValues } from '@/client/components/score-entry/score-entry';

/**
 * What the organiser typed into a card and has not saved yet. It lives in the Tonight section, by
 * match, not in the card: a card is built anew whenever its match moves between the two lists or
 * its entry moves pending → syncing → sent, and the boxes must not go back to an older score then.
 */
export interface TypedScores {
  grid: ScoreGridValues;
  /**
   * The version of the match shown when typing began: the save's If-Match. A result someone else
   * entered meanwhile is then a conflict (412), never overwritten unseen; this device's own earlier
   * write of the match is no conflict (the outbox moves the base onto the version it produced).
   */
  baseVersion: number;
}

export interface TonightDraft {
  /** The boxes as typed; absent until the organiser types, while the card shows the match's result. */
  typed?: TypedScores;
  /** The card's one problem line: a score the format does not allow, or why a save was refused. */
  problem?: string;
}

export type DraftChange = (current: TonightDraft | undefined) => TonightDraft | undefined;

export interface TonightDrafts {
  draftOf: (matchId: number) => TonightDraft | undefined;
  /** Applies a change to a match's draft; undefined (or an empty draft) drops it. */
  change: (matchId: number, next: DraftChange) => void;
}

const holdsSomething = (draft: TonightDraft | undefined): draft is TonightDraft => draft !== undefined && (draft.typed !== undefined || draft.problem !== undefined);

export function useTonightDrafts(): TonightDrafts {
  const [drafts, setDrafts] = useState<ReadonlyMap<number, TonightDraft>>(() => new Map());
  const change = useCallback((matchId: number, next: DraftChange) => {
    setDrafts((current) => {
      const draft = next(current.get(matchId));
      if (draft === current.get(matchId)) return current;
      const changed = new Map(current);
      if (holdsSomething(draft)) changed.set(matchId, draft);
      else changed.delete(matchId);
      return changed;
    });
  }, []);
  const draftOf = useCallback((matchId: number) => drafts.get(matchId), [drafts]);
  return { draftOf, change };
}

import { describe, expect, it } from 'vitest';
import { entryShownByMatch, type OutboxEntry, type OutboxEntryState } from '../../../src/client/offline/outbox-types';

const round = { clubId: 1, leagueId: 2, roundId: 3 };
const body = { team1Id: 1, team2Id: 2, courtNumber: 1, startTime: 18 };

const entry = (id: string, matchId: number | null, state: OutboxEntryState): OutboxEntry => ({
  ...(matchId === null
    ? { operation: 'match/create' as const, args: { ...round, body } }
    : { operation: 'match/update-results' as const, args: { ...round, matchId, body } }),
  id,
  baseVersion: 1,
  createdAt: 0,
  attempts: 0,
  lastError: null,
  lastStatus: null,
  state,
  clubId: 1,
  leagueId: 2,
  roundId: 3,
  matchId,
  label: null,
  serverMatch: null,
  lastAttemptAt: null,
});

describe('the change a match card shows', () => {
  it('is the newest change of the match, new matches aside', () => {
    const shown = entryShownByMatch([entry('a', 1, 'pending'), entry('new', null, 'pending'), entry('b', 1, 'syncing'), entry('c', 2, 'pending')]);
    expect([...shown].map(([matchId, item]) => [matchId, item.id])).toEqual([
      [1, 'b'],
      [2, 'c'],
    ]);
  });

  it('is a refused change that holds later ones back, not "Pending sync" for what cannot go (issue 22)', () => {
    const shown = entryShownByMatch([entry('refused', 1, 'needs-attention'), entry('behind', 1, 'pending'), entry('later', 1, 'pending')]);
    expect(shown.get(1)?.id).toBe('refused');
  });

  it("is the same choice on a player's /me, among the player's own changes: a refused report holds back the later one, not shown as waiting", () => {
    const report = (id: string, state: OutboxEntryState, operation: 'report/create' | 'report/confirm'): OutboxEntry => ({
      ...entry(id, 1, state),
      ...(operation === 'report/create'
        ? { operation, args: { matchId: 1, body: { outcome: 'played' as const, team1Results: [6, 6], team2Results: [4, 3] } } }
        : { operation, args: { matchId: 1 } }),
      baseVersion: null,
    });
    const entries = [report('refused', 'needs-attention', 'report/create'), report('behind', 'pending', 'report/confirm'), entry('organiser', 1, 'pending')];
    const shown = entryShownByMatch(entries, 'player');
    expect(shown.get(1)?.id).toBe('refused');
    expect([...shown.keys()]).toEqual([1]);
    // The organiser's own change of the same match is no write of the player's.
    expect(entryShownByMatch([entry('organiser', 1, 'pending')], 'player').size).toBe(0);
    expect(entryShownByMatch([report('sent-later', 'pending', 'report/confirm'), entry('organiser', 1, 'pending')], 'player').get(1)?.id).toBe('sent-later');
  });
});

import type { Db } from '../db/database.js';
import { canSeeRound, VISITOR } from '../lib/visibility.js';
import type { LiveChange } from '../../shared/schemas/live.js';
import type { LiveRoute } from './live-routes.js';
import * as queries from './queries.js';

type Audience = 'public' | 'players' | 'staff';

/** What a write's ids name, read in its transaction: its club, whether a visitor sees it, the match's facts. */
interface Place {
  clubId: number;
  visible: boolean;
  match?: queries.MatchFacts;
}

const idOf = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

const visibleScope = (scope: queries.Scope): boolean =>
  canSeeRound(VISITOR, { club_id: scope.clubId, status: scope.leagueStatus }, { status: scope.roundStatus ?? 'active' });

/** Where the ids point: the match when there is one, else its round, its league, its club. */
async function placeOf(db: Db, ids: Ids): Promise<Place | undefined> {
  if (ids.matchId !== undefined) {
    const match = await queries.matchFacts(db, ids.matchId);
    if (match) {
      const visible = canSeeRound(VISITOR, { club_id: match.club_id, status: match.league_status }, { status: match.round_status });
      return { clubId: match.club_id, visible, match };
    }
  }
  const scope =
    ids.roundId !== undefined ? await queries.roundScope(db, ids.roundId) : ids.leagueId !== undefined ? await queries.leagueScope(db, ids.leagueId) : undefined;
  if (scope) return { clubId: scope.clubId, visible: visibleScope(scope) };
  // A club's own write sees the club; a league or round just deleted is no longer there to say
  // (the write then reads whether a visitor saw it before: `visibleBeforeWrite`).
  if (ids.clubId !== undefined) return { clubId: ids.clubId, visible: ids.roundId === undefined && ids.leagueId === undefined };
  return undefined;
}

interface Ids {
  clubId?: number;
  leagueId?: number;
  groupId?: number;
  roundId?: number;
  matchId?: number;
  clubNightId?: number;
}

const idsOfParams = (params: unknown): Ids => {
  const p = (params ?? {}) as Record<string, unknown>;
  return {
    clubId: idOf(p.clubId),
    leagueId: idOf(p.leagueId),
    groupId: idOf(p.groupId),
    roundId: idOf(p.roundId),
    matchId: idOf(p.matchId),
    clubNightId: idOf(p.clubNightId),
  };
};

/** For a write that may make a league or round a draft, or public: whether a visitor saw it before. */
export async function visibleBeforeWrite(db: Db, route: LiveRoute, params: unknown): Promise<boolean> {
  if (!route.readsBefore) return false;
  return (await placeOf(db, idsOfParams(params)))?.visible ?? false;
}

export interface WriteOutcome {
  route: LiveRoute;
  params: unknown;
  status: number;
  answer: string | null;
  /** Whether a visitor saw what the write changed before it (`visibleBeforeWrite`). */
  visibleBefore: boolean;
  at: Date;
}

/**
 * Records the change a write made, in its transaction, just before its COMMIT (plugins/live.ts):
 * the row commits with the write or not at all, and is read by the streams only once committed.
 */
export async function recordWriteChange(db: Db, outcome: WriteOutcome): Promise<void> {
  const { route, status } = outcome;
  if (route.previewAnswers200 && status === 200) return;
  const ids = idsOfParams(outcome.params);
  if (route.created) ids[route.created] = idOf(answerId(outcome.answer)) ?? ids[route.created];
  if (route.matchOfAnswer) ids.matchId = idOf(answerField(outcome.answer, 'matchId')) ?? ids.matchId;
  const place = await placeOf(db, ids);
  if (!place) return;
  let audience: Audience = place.visible || outcome.visibleBefore ? 'public' : 'staff';
  if (route.audience === 'staff') audience = 'staff';
  if (audience === 'public' && route.matchOfAnswer && answerField(outcome.answer, 'status') !== 'approved') audience = 'players';
  if (audience === 'public' && (route.audience === 'players' || (route.audience === 'players-when-201' && status === 201))) audience = 'players';
  await insert(db, route.kind, ids, place, audience, outcome.at);
}

/**
 * A match's change made outside a request (the automatic confirmation of a report), recorded in
 * the caller's transaction as a request's would be.
 */
export async function recordMatchChange(db: Db, matchId: number, at: Date): Promise<void> {
  const ids: Ids = { matchId };
  const place = await placeOf(db, ids);
  if (!place) return;
  await insert(db, 'match', ids, place, place.visible ? 'public' : 'staff', at);
}

async function insert(db: Db, kind: LiveChange['kind'], ids: Ids, place: Place, audience: Audience, at: Date): Promise<void> {
  const match = place.match;
  const change: LiveChange = {
    kind,
    clubId: place.clubId,
    leagueId: match?.league_id ?? ids.leagueId,
    groupId: match ? (match.group_id ?? undefined) : ids.groupId,
    roundId: match?.round_id ?? ids.roundId,
    matchId: ids.matchId,
    clubNightId: ids.clubNightId,
    version: match?.version,
  };
  await queries.insertChange(db, {
    created_at: at.toISOString(),
    club_id: place.clubId,
    kind,
    audience,
    team1_id: match?.team1_id ?? null,
    team2_id: match?.team2_id ?? null,
    payload: JSON.stringify(change),
  });
}

function answerId(answer: string | null): unknown {
  return answerField(answer, 'id');
}

function answerField(answer: string | null, field: string): unknown {
  if (!answer) return undefined;
  try {
    return (JSON.parse(answer) as Record<string, unknown> | null)?.[field];
  } catch {
    return undefined;
  }
}

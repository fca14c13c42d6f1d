import type { Db } from '../db/database.js';
import { loadRuleContext, roundShapeOf, type RoundRow } from '../matches/index.js';
import { matchRuleViolations, type PlacedMatch } from '../../shared/scheduling/index.js';
import { placePlayoffMatches, type Bracket, type ResolvedMatch } from '../../shared/domain/playoffs/index.js';
import type { PlayoffPlacementResult } from '../../shared/schemas/playoff.js';

/** A court and a start (its hour, and minutes after midnight). */
export interface PlayoffSlot {
  courtNumber: number;
  startTime: number;
  startMinutes: number;
}

export interface PlacementPlan {
  /** matchKey → where it goes; a played match missing here stays unplaced. */
  slots: Map<string, PlayoffSlot>;
  placement: PlayoffPlacementResult;
}

const NO_ROOM = 'The round has no free court and hour for it after the matches it follows: place it by hand or widen the round.';

/**
 * Courts and hours for a bracket's matches on its round (docs/playoffs.md, "Placing on the round"):
 * the bracket's order from `placePlayoffMatches`, around the round's other matches, then each
 * placement through the round rules every match write obeys (courts and hours of the round, one
 * match per court and hour, a team's group match in the round, a team's unavailable hours), the
 * group rules aside. A placement the rules refuse is left unplaced, with the reason.
 */
export async function planPlacement(
  db: Db,
  round: RoundRow,
  bracket: Bracket,
  resolved: ReadonlyMap<string, ResolvedMatch>,
  /** matchKey → match id, for the playoff's own rows when re-placing them (they give up their slots). */
  ownIds: ReadonlyMap<string, number>,
): Promise<PlacementPlan> {
  const teamIds = [...resolved.values()].flatMap((match) => [match.team1Id, match.team2Id]).filter((teamId) => teamId !== null);
  const ownMatchIds = new Set(ownIds.values());
  const context = await loadRuleContext(db, round, teamIds);
  const others = context.otherMatches.filter((match) => match.id === undefined || !ownMatchIds.has(match.id));
  const takenSlots = others.flatMap((match) =>
    match.courtNumber === null || match.startTime === null
      ? []
      : [{ courtNumber: match.courtNumber, startTime: match.startTime, startMinutes: match.startMinutes ?? null }],
  );
  const plan = placePlayoffMatches(bracket.matches, { round: roundShapeOf(round), takenSlots });
  const byKey = new Map(bracket.matches.map((match) => [match.key, match]));

  const slots = new Map<string, PlayoffSlot>();
  const unplaced: PlayoffPlacementResult['unplaced'] = [];
  const accepted: PlacedMatch[] = [];
  const refuse = (key: string, reason: string) =>
    unplaced.push({ key, id: ownIds.get(key) ?? null, roundName: byKey.get(key)?.roundName ?? key, reason });

  for (const placement of plan.placements) {
    const teams = resolved.get(placement.matchKey);
    const candidate: PlacedMatch = {
      stage: 'playoff',
      team1Id: teams?.team1Id ?? null,
      team2Id: teams?.team2Id ?? null,
      courtNumber: placement.courtNumber,
      startTime: placement.startTime,
      startMinutes: placement.startMinutes,
    };
    const violations = matchRuleViolations(candidate, { ...context, otherMatches: [...others, ...accepted] });
    if (violations.length > 0) {
      refuse(placement.matchKey, violations.map((violation) => violation.message).join(' '));
      continue;
    }
    accepted.push(candidate);
    slots.set(placement.matchKey, {
      courtNumber: placement.courtNumber,
      startTime: placement.startTime,
      startMinutes: placement.startMinutes,
    });
  }
  for (const key of plan.unplaced) refuse(key, NO_ROOM);
  const order = new Map(bracket.matches.map((match, index) => [match.key, index]));
  unplaced.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
  return { slots, placement: { restHours: plan.restHours, unplaced } };
}

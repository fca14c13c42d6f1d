import type { Db } from '../db/database.js';
import type { Bracket, Qualifier, ResolvedMatch } from '../../shared/domain/playoffs/index.js';
import { insertPlayoffMatch } from './queries.js';

/** A bracket match's court and hour on the final-day round, where it has one. */
type MatchSlot = { courtNumber: number; startTime: number; startMinutes?: number };

/** The draw by bracket place (byes null), as stored in playoff_entrants. */
export function entrantsByPlace(bracket: Bracket): (Qualifier | null)[] {
  const entrants: (Qualifier | null)[] = Array.from({ length: bracket.size }, () => null);
  for (const match of bracket.matches) {
    if (match.bracket !== 'main' || match.round !== 1) continue;
    match.sides.forEach((side, index) => {
      if (side.kind === 'entrant') entrants[(match.position - 1) * 2 + index] = side.qualifier;
    });
  }
  return entrants;
}

/**
 * One match row per played bracket match (byes have none), with the teams known so far and its
 * slot on the round; answers each match key's id. Used by the playoff service and the demo tour.
 */
export async function insertBracketMatches(
  db: Db,
  target: { playoffId: number; roundId: number },
  bracket: Bracket,
  resolved: ReadonlyMap<string, ResolvedMatch>,
  slots: ReadonlyMap<string, MatchSlot>,
): Promise<Map<string, number>> {
  const idOfKey = new Map<string, number>();
  for (const match of bracket.matches) {
    if (match.isBye) continue;
    const teams = resolved.get(match.key);
    const slot = slots.get(match.key);
    const matchId = await insertPlayoffMatch(db, target.playoffId, target.roundId, {
      bracket: match.bracket,
      round: match.round,
      position: match.position,
      team1Id: teams?.team1Id ?? null,
      team2Id: teams?.team2Id ?? null,
      courtNumber: slot?.courtNumber ?? null,
      startMinutes: slot ? (slot.startMinutes ?? slot.startTime * 60) : null,
    });
    idOfKey.set(match.key, matchId);
  }
  return idOfKey;
}

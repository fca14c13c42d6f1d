import type { Match } from '@/shared/schemas/match';
import { startMinutesOf } from '@/shared/domain/slots';
import { fallbackTeamName } from '@/shared/domain/team-name';

/** A match counts as having results once scores are in, or it was decided without them (walkover). */
export const matchHasResults = (match: Pick<Match, 'team1Results' | 'team2Results' | 'outcome'>): boolean =>
  match.team1Results.length > 0 || match.team2Results.length > 0 || match.outcome !== 'played';

/** How many '-' boxes a match without scores shows: a best-of-three. */
export const EMPTY_SET_BOXES = 3;

export interface SetBox {
  score: string;
  won: boolean;
}

/** The score boxes of both rows: each set's higher score marked as won, '-' when nothing is in. */
export function setBoxes(team1Results: readonly number[], team2Results: readonly number[]): [SetBox[], SetBox[]] {
  const sets = Math.max(team1Results.length, team2Results.length);
  if (sets === 0) {
    const empty = Array.from({ length: EMPTY_SET_BOXES }, () => ({ score: '-', won: false }));
    return [empty, empty.map((box) => ({ ...box }))];
  }
  const row1: SetBox[] = [];
  const row2: SetBox[] = [];
  for (let index = 0; index < sets; index += 1) {
    const a = team1Results[index];
    const b = team2Results[index];
    row1.push({ score: a === undefined ? '-' : String(a), won: a !== undefined && b !== undefined && a > b });
    row2.push({ score: b === undefined ? '-' : String(b), won: a !== undefined && b !== undefined && b > a });
  }
  return [row1, row2];
}

/** The name shown for a team: its name, 'Team {id}' when the server sent none. */
export const teamLabel = (name: string | null | undefined, teamId: number | null): string =>
  name?.trim() || fallbackTeamName(teamId);

/** Matches in the order a visitor reads a schedule: by hour, then court. */
export const byTimeAndCourt = (
  a: Pick<Match, 'startTime' | 'startMinutes' | 'courtNumber' | 'id'>,
  b: Pick<Match, 'startTime' | 'startMinutes' | 'courtNumber' | 'id'>,
): number =>
  (startMinutesOf(a) ?? 99 * 60) - (startMinutesOf(b) ?? 99 * 60) ||
  (a.courtNumber ?? 99) - (b.courtNumber ?? 99) ||
  a.id - b.id;

/** A row of a group's table as the box ranking reads it (schemas/group.ts, `standingsRow`). */
export interface RankedRow {
  rank: number;
  points: number;
  matchesPlayed: number;
}

/** Points per match; a team that has not played has earned nothing (or only lost deducted points). */
export const pointsPerMatch = (row: Pick<RankedRow, 'points' | 'matchesPlayed'>): number =>
  row.matchesPlayed === 0 ? Math.min(0, row.points) : row.points / row.matchesPlayed;

/**
 * A group's table ranked by points per match (docs/seasons.md, "Ranking by points per match"), the
 * league setting for box leagues whose groups do not all play every match. Teams level on points
 * per match keep the table's order (its tie-breakers), and the ranks are numbered again. Where
 * every team has played the same number of matches this is the table's own order, so the setting
 * only changes a group whose teams have not played as many matches as each other.
 */
export const rankByPointsPerMatch = <T extends RankedRow>(table: readonly T[]): T[] =>
  table
    .map((row, index) => ({ row, index, value: pointsPerMatch(row) }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .map(({ row }, index) => ({ ...row, rank: index + 1 }));

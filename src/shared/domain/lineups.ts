/**
 * Substitutes (docs/substitutes.md): a line-up names the two players who played for a team; a
 * player not of the team is a substitute, standing in for a player of the team who is not in it.
 * With two substitutes, the first stands in for the team's first absent player, the second for the
 * second, in the team's order.
 */
export interface Substitution {
  /** The substitute. */
  playerId: number;
  /** The team's player who did not play. */
  replacesPlayerId: number;
}

export function substitutionsOf(teamPlayerIds: readonly number[], lineup: readonly number[]): Substitution[] {
  const absent = teamPlayerIds.filter((playerId) => !lineup.includes(playerId));
  const substitutes = lineup.filter((playerId) => !teamPlayerIds.includes(playerId));
  return substitutes.flatMap((playerId, index) => {
    const replaced = absent[index];
    return replaced === undefined ? [] : [{ playerId, replacesPlayerId: replaced }];
  });
}

/** Who played for a team: its players in order, each replaced one swapped for their substitute. */
export function playersWhoPlayed(teamPlayerIds: readonly number[], substitutions: readonly Substitution[]): number[] {
  return teamPlayerIds.map(
    (playerId) =>
      substitutions.find((substitution) => substitution.replacesPlayerId === playerId)?.playerId ?? playerId,
  );
}

/** Whether a substitute's level is within the league's limit above the absent player's (both one decimal). */
export const levelWithinLimit = (substituteLevel: number, absentLevel: number, maxLevelAbove: number): boolean =>
  Math.round(substituteLevel * 10) - Math.round(absentLevel * 10) <= Math.round(maxLevelAbove * 10);

interface NamedPlayer {
  firstName: string;
  lastName: string;
}

/** The name a team goes by: the one the admin set, else "First Last / First Last" (docs/rules.md, "Players and teams"). */
export function teamDisplayName(customName: string | null | undefined, player1: NamedPlayer, player2: NamedPlayer): string {
  const trimmed = customName?.trim();
  if (trimmed) return trimmed;
  return `${fullName(player1)} / ${fullName(player2)}`;
}

export const fullName = (player: NamedPlayer): string => `${player.firstName} ${player.lastName}`.trim();

/** "Juan Lebrón" → "J. Lebrón": the first-name initial and a dot, then the rest; a one-word guest ("Chema") as named. */
export function shortPlayerName(player: NamedPlayer): string {
  if (player.lastName.trim() === '') return player.firstName.trim();
  const initial = player.firstName.trim().charAt(0);
  return initial ? `${initial.toUpperCase()}. ${player.lastName.trim()}` : player.lastName.trim();
}

/** The short form for small screens, always built from the two players: "A. Alonso / B. Blanco". */
export const shortTeamName = (player1: NamedPlayer, player2: NamedPlayer): string =>
  `${shortPlayerName(player1)} / ${shortPlayerName(player2)}`;

/** What a playoff match shows for a side still waiting for the winner (or loser) of an earlier match. */
export const UNDECIDED_TEAM_NAME = 'To be decided';

/** A team whose name is not at hand; a playoff side with no team yet is "To be decided". */
export const fallbackTeamName = (teamId: number | null): string =>
  teamId === null ? UNDECIDED_TEAM_NAME : `Team ${teamId}`;

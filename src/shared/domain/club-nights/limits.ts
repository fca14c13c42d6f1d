/** The limits of a club night (docs/club-nights.md, "Settings"). */
export const CLUB_NIGHT_FORMATS = ['americano', 'mexicano', 'teamAmericano'] as const;
export type ClubNightFormat = (typeof CLUB_NIGHT_FORMATS)[number];

export const CLUB_NIGHT_LIMITS = {
  players: { min: 4, max: 64 },
  /** Pairs of a Team Americano: 4..64 players. */
  teams: { min: 2, max: 32 },
  courts: { min: 1, max: 16 },
  /** A club night's courts are numbered 1..16 (a league round's are 1..10). */
  courtNumber: { min: 1, max: 16 },
  pointsPerMatch: { min: 2, max: 99 },
  minutes: { min: 1, max: 180 },
  /** Mexicano nights have no layout; a guard only. */
  rounds: { min: 1, max: 64 },
} as const;

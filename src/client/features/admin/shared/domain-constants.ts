import type { LeagueStatus, MatchOutcome, RoundStatus, Tiebreaker } from '../../../../shared/schemas';

/*
 * Values the admin forms need from src/shared/schemas. Importing them from there would pull zod
 * (~60 kB) into the admin chunk for five constants, so they are repeated here, typed against the
 * schemas, and a component test (tests/components/admin/domain-constants.test.ts) proves they still
 * equal the schemas' own values.
 */
export const LEAGUE_STATUSES = ['active', 'inactive', 'finished'] as const satisfies readonly LeagueStatus[];
export const ROUND_STATUSES = ['active', 'inactive'] as const satisfies readonly RoundStatus[];
export const MATCH_OUTCOMES = ['played', 'walkover', 'retired'] as const satisfies readonly MatchOutcome[];
export const DEFAULT_TIEBREAKERS = ['headToHead', 'setsDiff', 'gamesDiff', 'gamesWon'] as const satisfies readonly Tiebreaker[];
/** SPEC.md §9: new rounds run 18–22 on one court and start inactive. */
export const ROUND_DEFAULTS = { start_hour: 18, end_hour: 22, court_number: 1, status: 'inactive' } as const satisfies {
  start_hour: number;
  end_hour: number;
  court_number: number;
  status: RoundStatus;
};
/** SPEC.md §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

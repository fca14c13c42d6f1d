/**
 * The domain's fixed values, free of zod so screens can import them without the schema library
 * (the admin chunk stays small). The schemas in src/shared/schemas build on these same values.
 */
export const LEAGUE_STATUSES = ['active', 'inactive', 'finished'] as const;
export const ROUND_STATUSES = ['active', 'inactive'] as const;
export const PLAYER_STATUSES = ['active', 'inactive'] as const;
export const MATCH_OUTCOMES = ['played', 'walkover', 'retired'] as const;
export const TIEBREAKERS = ['headToHead', 'setsDiff', 'gamesDiff', 'gamesWon'] as const;
export const DEFAULT_TIEBREAKERS: (typeof TIEBREAKERS)[number][] = ['headToHead', 'setsDiff', 'gamesDiff', 'gamesWon'];

/** docs/rules.md, "Rounds": new rounds run 18–22 on one court and start inactive. */
export const ROUND_DEFAULTS = { start_hour: 18, end_hour: 22, court_number: 1, status: 'inactive' } as const;

/** docs/rules.md, "Accounts and sessions": minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * How a league's matches are scored (docs/rules.md, "Matches and results"). `free` keeps the loose
 * rules every league had before formats existed, so it is the default and old data stays valid.
 */
export const MATCH_FORMATS = ['free', 'bestOf3', 'bestOf3SuperTiebreak', 'proSet9', 'bestOf3ShortSets', 'proSet8', 'timed'] as const;
export type MatchFormat = (typeof MATCH_FORMATS)[number];
export const DEFAULT_MATCH_FORMAT: MatchFormat = 'free';

/**
 * How a game at deuce is settled (docs/rules.md, "Matches and results"): advantage (two clear
 * points), golden point (one deciding point) or star point (two advantages, then a golden point).
 * Shown to players with the format; the score itself does not depend on it.
 */
export const DEUCE_RULES = ['advantage', 'goldenPoint', 'starPoint'] as const;
export type DeuceRule = (typeof DEUCE_RULES)[number];
export const DEFAULT_DEUCE_RULE: DeuceRule = 'goldenPoint';

/** Points each team earns for a drawn match (only a `timed` match can end level). */
export const DEFAULT_POINTS_FOR_DRAW = 2;

/** What becomes of a withdrawn team's matches (docs/standings.md, "Withdrawals"). */
export const WITHDRAWAL_POLICIES = ['annul', 'keep'] as const;
export type WithdrawalPolicy = (typeof WITHDRAWAL_POLICIES)[number];

/** A match of the group stage or of the playoffs after it (docs/playoffs.md). */
export const MATCH_STAGES = ['group', 'playoff'] as const;
export type MatchStage = (typeof MATCH_STAGES)[number];
export const PLAYOFF_BRACKET_KINDS = ['main', 'thirdPlace', 'consolation'] as const;

/**
 * What an audit entry is about (docs/roles.md, "Audit log"). `other` is an admin write the audit
 * log's route table does not know yet: still logged, with who, when and where, but no rows. Plain
 * data here so the dashboard's route file can validate its `entity` search parameter without zod.
 */
export const AUDIT_ENTITIES = ['club', 'league', 'group', 'round', 'match', 'unavailability', 'playoff', 'player', 'team', 'user', 'clubNight', 'reschedule', 'other'] as const;
export type AuditEntityName = (typeof AUDIT_ENTITIES)[number];

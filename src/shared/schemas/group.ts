import { z } from 'zod';
import { id, pageMeta, requiredText } from './common.js';

/** Points taken off a team in a group's table, and why (docs/standings.md, "Point deductions"). */
export const pointDeduction = z.object({ points: z.number().int(), reason: z.string() });

export const deductionInput = z.object({
  teamId: id,
  points: z.number().int().min(1).max(100),
  reason: requiredText(500, { multiline: true }),
});
export type DeductionInput = z.input<typeof deductionInput>;

export const deduction = z.object({
  id,
  groupId: id,
  teamId: id,
  points: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type Deduction = z.infer<typeof deduction>;
import { standingsRules } from './league.js';
import { WITHDRAWAL_POLICIES } from '../domain/constants.js';

/** A team's withdrawal from a group mid-season (docs/standings.md, "Withdrawals"). */
export const withdrawalInput = z.object({ teamId: id, policy: z.enum(WITHDRAWAL_POLICIES) }).strict();
export type WithdrawalInput = z.input<typeof withdrawalInput>;

export const withdrawal = z.object({
  id,
  groupId: id,
  teamId: id,
  policy: z.enum(WITHDRAWAL_POLICIES),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const group = z.object({ id, leagueId: id, name: z.string() });
export type Group = z.infer<typeof group>;

export const groupInput = z.object({ name: requiredText(80) });
export type GroupInput = z.input<typeof groupInput>;

export const groupList = z.object({ groups: z.array(group), ...pageMeta });
export type GroupList = z.infer<typeof groupList>;

/** Membership bodies use snake_case, as docs/rules.md, "API conventions" names them. */
export const groupMembershipInput = z.object({ team_id: id });

export const standingsRow = z.object({
  rank: z.number().int(),
  teamId: id,
  teamName: z.string(),
  matchesPlayed: z.number().int(),
  matchesWon: z.number().int(),
  /** Only in a league whose format allows draws (`timed`): the matches that ended level. */
  matchesDrawn: z.number().int().optional(),
  setsDiff: z.number().int(),
  gamesDiff: z.number().int(),
  points: z.number().int(),
  /**
   * Only on a team level with another on everything else (docs/standings.md, "The drawn lot"):
   * `drawn` when the group's drawn lot placed it, `toDraw` while no lot covers it yet.
   */
  lot: z.enum(['drawn', 'toDraw']).optional(),
  /** Only on a team that has lost points: each deduction with its reason; `points` is net of them. */
  deductions: z.array(pointDeduction).optional(),
  /** Only on a team withdrawn mid-season: what became of its matches (docs/standings.md, "Withdrawals"). */
  withdrawn: z.enum(WITHDRAWAL_POLICIES).optional(),
});
export type StandingsRow = z.infer<typeof standingsRow>;

/** A group's drawn lot: the seed it was drawn with and the teams in the order drawn. */
export const drawnLot = z.object({ groupId: id, seed: z.number().int(), teamIds: z.array(id), drawnAt: z.string() });
export type DrawnLot = z.infer<typeof drawnLot>;

/** Strict: a misspelt `seed` must not pass for "draw at random". */
export const drawLotInput = z
  .object({
    /** The draw's seed, to repeat a lot drawn by hand; a random one when left out. */
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
  })
  .strict();

export const standingsResponse = z.object({
  standings: z.array(standingsRow),
  rules: standingsRules,
  /** The group's drawn lot, once drawn. */
  drawnLot: drawnLot.optional(),
});
export type StandingsResponse = z.infer<typeof standingsResponse>;

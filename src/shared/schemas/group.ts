import { z } from 'zod';
import { id, pageMeta, requiredText } from './common.js';
import { standingsRules } from './league.js';

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
  setsDiff: z.number().int(),
  gamesDiff: z.number().int(),
  points: z.number().int(),
});
export type StandingsRow = z.infer<typeof standingsRow>;

export const standingsResponse = z.object({
  standings: z.array(standingsRow),
  rules: standingsRules,
});
export type StandingsResponse = z.infer<typeof standingsResponse>;

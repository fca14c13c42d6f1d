import { z } from 'zod';
import { id } from './common.js';

/**
 * The organiser's Overview (docs/rules.md, "Admin dashboard"): what needs doing in the caller's
 * clubs, each kind with a count and the dashboard address that fixes it. `entryWaiting` counts the
 * waiting list of a league's or night's entries (docs/entries.md); `rescheduleRequest` is part of
 * the contract for a feature still to come.
 */
export const OVERVIEW_KINDS = [
  'disputedReport',
  'reportDueSoon',
  'resultMissing',
  'hiddenRoundWithSchedule',
  'unscheduledTeams',
  'rescheduleRequest',
  'entryWaiting',
] as const;
export const overviewKind = z.enum(OVERVIEW_KINDS);
export type OverviewKind = z.infer<typeof overviewKind>;

/** A pending report this close to confirming itself is "due soon". */
export const REPORT_DUE_SOON_HOURS = 12;

export const overviewItem = z.object({
  kind: overviewKind,
  count: z.number().int().positive(),
  clubId: id,
  leagueId: id.optional(),
  roundId: id.optional(),
  /** entryWaiting of a club night's list (docs/entries.md). */
  clubNightId: id.optional(),
  clubNightName: z.string().optional(),
  /** The dashboard address that fixes it: the section with its club, league and round chosen. */
  href: z.string(),
  /** Names for the screen, so it can say where without another read. */
  clubName: z.string(),
  leagueName: z.string().optional(),
  roundName: z.string().optional(),
  /** yyyy-mm-dd */
  roundDate: z.string().optional(),
});
export type OverviewItem = z.infer<typeof overviewItem>;

export const overview = z.object({ items: z.array(overviewItem) });
export type Overview = z.infer<typeof overview>;

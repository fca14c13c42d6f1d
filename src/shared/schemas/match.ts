import { z } from 'zod';
import { courtNumber, hour, id, pageMeta, startMinutes } from './common.js';
import { MAX_SETS } from '../domain/set-scores.js';
import { anyFormatProblems } from '../domain/match-formats.js';
import { SET_SCORE_RANGE } from '../domain/match-rules.js';
import { MATCH_OUTCOMES, MATCH_STAGES } from '../domain/constants.js';
import { matchLineup } from './lineup.js';

export const matchOutcomes = MATCH_OUTCOMES;
export const matchOutcome = z.enum(matchOutcomes);
export type MatchOutcome = z.infer<typeof matchOutcome>;

export const matchStages = MATCH_STAGES;
export const matchStage = z.enum(matchStages);

export const reportStatuses = ['pending', 'disputed'] as const;
export const reportStatus = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof reportStatus>;

/**
 * An open report on a match (a confirmed one is the match's result and no longer a report). Only
 * admin lists and the players' own /me lists carry it; public reads always say null.
 */
export const matchReport = z.object({
  id,
  status: reportStatus,
  /** The player who reported, and the team they play for in this match. */
  reportedBy: z.object({ playerId: id, name: z.string(), teamId: id }),
  reportedAt: z.string(),
  team1Results: z.array(z.number().int()),
  team2Results: z.array(z.number().int()),
  outcome: matchOutcome,
  winnerTeamId: id.nullable(),
  /** The opponents' reason, when disputed. */
  reason: z.string().nullable(),
  /** The score as the disputing team saw it, when they gave one. */
  counter: z.object({ team1Results: z.array(z.number().int()), team2Results: z.array(z.number().int()) }).nullable(),
  /** When a pending report confirms itself (REPORT_AUTO_CONFIRM_HOURS after it was made); null once disputed. */
  confirmsAt: z.string().nullable(),
});
export type MatchReport = z.infer<typeof matchReport>;

/**
 * A match as every list shows it. A playoff match (`stage: "playoff"`, docs/playoffs.md) has no
 * group, and a side still waiting for an earlier match's winner has a null team id and the name
 * "To be decided" (UNDECIDED_TEAM_NAME), so every reader can draw it without special cases.
 */
export const match = z.object({
  id,
  roundId: id,
  /** Matches kept on a device before stages existed have none: they were group matches. */
  stage: matchStage.default('group'),
  groupId: id.nullable(),
  team1Id: id.nullable(),
  team2Id: id.nullable(),
  team1Name: z.string(),
  team2Name: z.string(),
  team1ShortName: z.string(),
  team2ShortName: z.string(),
  /** Per-set games; both empty while the match is only scheduled. */
  team1Results: z.array(z.number().int()),
  team2Results: z.array(z.number().int()),
  courtNumber: z.number().int().nullable(),
  /** The hour the match starts in (19 for 19:30); null while unplaced. */
  startTime: z.number().int().nullable(),
  /** The start in minutes after midnight (1170 = 19:30); matches kept on a device before slots have none: read startTime then. */
  startMinutes: z.number().int().nullable().default(null),
  outcome: matchOutcome,
  winnerTeamId: id.nullable(),
  /**
   * The result standings and statistics count (docs/standings.md, "Retirements and walkovers"): as
   * entered when played, a retirement completed in the winner's favour, a walkover at its format's
   * score (6–0 6–0, 9–0 in proSet9); null while undecided. Matches kept on a device before it have none.
   */
  countedResults: z
    .object({ team1Results: z.array(z.number().int()), team2Results: z.array(z.number().int()) })
    .nullable()
    .default(null),
  /** Grows on every change; send it back in If-Match so an offline edit never overwrites a newer one. */
  version: z.number().int(),
  updatedAt: z.string(),
  /** An open report from the court (admin and /me lists only); matches kept on a device before reports have none. */
  report: matchReport.nullable().default(null),
  /**
   * Who played for each team, only on a match where a team fielded a substitute (docs/substitutes.md);
   * absent when both teams played with their own players.
   */
  lineup: matchLineup.optional(),
});
export type Match = z.infer<typeof match>;

const scoreList = z.array(z.number().int().min(SET_SCORE_RANGE.min).max(SET_SCORE_RANGE.max)).max(MAX_SETS);

/**
 * A match write. Results are optional: omitted on PUT they stay as they are; two empty lists
 * clear them. Walkover and retirement name the winner; a walkover carries no scores. Scores obey
 * the `free` rules here, which hold in every format; the server adds the league's own format.
 */
export const matchInput = z
  .object({
    team1Id: id,
    team2Id: id,
    courtNumber,
    /** The start's hour: in a round of longer slots, the slot that starts in that hour (19 → 19:30). */
    startTime: hour.optional(),
    /** The start in minutes after midnight; wins over startTime, which must then be its hour. */
    startMinutes: startMinutes.optional(),
    team1Results: scoreList.optional(),
    team2Results: scoreList.optional(),
    outcome: matchOutcome.default('played'),
    winnerTeamId: id.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.team1Id === value.team2Id) {
      ctx.addIssue({ code: 'custom', path: ['team2Id'], message: 'A team cannot play itself' });
    }
    if (value.startTime === undefined && value.startMinutes === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['startTime'],
        message: 'Send the start: startTime (its hour) or startMinutes',
      });
    }
    if (
      value.startTime !== undefined &&
      value.startMinutes !== undefined &&
      Math.floor(value.startMinutes / 60) !== value.startTime
    ) {
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'startTime must be the hour of startMinutes' });
    }
    if ((value.team1Results === undefined) !== (value.team2Results === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['team2Results'], message: 'Send the scores of both teams' });
    }
    // The loose rules every format shares; the league's own format is checked on the write
    // (match-format.ts), so what only some formats allow passes here: a `timed` match may end
    // level on sets and stop level in its last set.
    for (const { field, message } of anyFormatProblems(value.team1Results ?? [], value.team2Results ?? [], value.outcome)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    if (value.outcome !== 'played') {
      if (value.winnerTeamId == null) {
        ctx.addIssue({
          code: 'custom',
          path: ['winnerTeamId'],
          message: 'Name the winner of a walkover or retirement',
        });
      } else if (value.winnerTeamId !== value.team1Id && value.winnerTeamId !== value.team2Id) {
        ctx.addIssue({ code: 'custom', path: ['winnerTeamId'], message: 'The winner must be one of the two teams' });
      }
    }
  });
export type MatchInput = z.input<typeof matchInput>;

export const matchListQuery = z.object({ groupId: id.optional() });

export const matchArray = z.object({ matches: z.array(match) });
export type MatchArray = z.infer<typeof matchArray>;

export const matchPage = z.object({ matches: z.array(match), ...pageMeta });
export type MatchPage = z.infer<typeof matchPage>;

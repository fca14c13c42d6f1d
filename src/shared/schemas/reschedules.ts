import { z } from 'zod';
import { courtNumber, id, isoDate, startMinutes } from './common.js';

/*
 * Reschedule requests (docs/reschedules.md): a pair asks to move its match to one of one to three
 * proposed slots, the other pair accepts one or declines, and the organiser approves the move (or
 * the league lets an agreed move through on its own). Approving moves the match under the round rules.
 */

/** The most slots one request proposes. */
export const MAX_RESCHEDULE_PROPOSALS = 3;

/**
 * `proposed`: waits for the other pair. `accepted`: the other pair chose a slot; waits for the
 * organiser. `approved`: the match moved. `declined`: the other pair said no. `rejected`: the
 * organiser said no. Only the first two are open; a match has at most one open request.
 */
export const RESCHEDULE_STATUSES = ['proposed', 'accepted', 'approved', 'declined', 'rejected'] as const;
export const rescheduleStatus = z.enum(RESCHEDULE_STATUSES);
export type RescheduleStatus = z.infer<typeof rescheduleStatus>;
export const OPEN_RESCHEDULE_STATUSES: readonly RescheduleStatus[] = ['proposed', 'accepted'];

// eslint-disable-next-line no-control-regex -- naming control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/** One proposed slot: a start of a round of the match's league (its own round when none is named), and optionally a court. */
export const rescheduleProposalInput = z
  .object({
    /** Another round of the same league; the match's own round when absent (or found by `date`). */
    roundId: id.optional(),
    /** yyyy-mm-dd: the league's round on that day, when `roundId` is absent. */
    date: isoDate.optional(),
    startMinutes,
    /** Absent: any court free at that start, chosen when the move is made. */
    courtNumber: courtNumber.optional(),
  })
  .strict();
export type RescheduleProposalInput = z.infer<typeof rescheduleProposalInput>;

/** POST /api/v1/me/matches/{m}/reschedule. */
export const rescheduleInput = z
  .object({
    reason: z.string().trim().min(1, 'Required').max(500).regex(MULTI_LINE, 'Must not contain control characters'),
    proposals: z
      .array(rescheduleProposalInput)
      .min(1, 'Propose at least one slot')
      .max(MAX_RESCHEDULE_PROPOSALS, `Propose at most ${MAX_RESCHEDULE_PROPOSALS} slots`),
  })
  .strict();
export type RescheduleInput = z.infer<typeof rescheduleInput>;

/** POST /api/v1/me/reschedules/{id}/accept: the index (from 0) of the proposal chosen. */
export const rescheduleAcceptInput = z
  .object({
    proposal: z
      .number()
      .int()
      .min(0)
      .max(MAX_RESCHEDULE_PROPOSALS - 1),
  })
  .strict();
export type RescheduleAcceptInput = z.infer<typeof rescheduleAcceptInput>;

/** POST …/decline (the other pair's or the organiser's), and the organiser's approve: an optional note. */
export const rescheduleAnswerInput = z
  .object({ note: z.string().trim().max(500).regex(MULTI_LINE, 'Must not contain control characters').optional() })
  .strict();
export type RescheduleAnswerInput = z.infer<typeof rescheduleAnswerInput>;

/** A proposal as stored and answered: its round named, its court when one was proposed. */
export const rescheduleProposal = z.object({
  roundId: id,
  roundName: z.string(),
  /** yyyy-mm-dd, the round's date. */
  date: z.string(),
  startMinutes: z.number().int(),
  courtNumber: z.number().int().nullable(),
});
export type RescheduleProposal = z.infer<typeof rescheduleProposal>;

export const rescheduleRequest = z.object({
  id,
  matchId: id,
  status: rescheduleStatus,
  reason: z.string(),
  proposals: z.array(rescheduleProposal),
  /** The index of the proposal the other pair accepted; null before. */
  acceptedProposal: z.number().int().nullable(),
  requestedByTeamId: id,
  requestedByTeamName: z.string(),
  /** The pair that answers. */
  otherTeamId: id,
  otherTeamName: z.string(),
  team1Name: z.string(),
  team2Name: z.string(),
  clubId: id,
  leagueId: id,
  leagueName: z.string(),
  /** Where the match is now. */
  roundId: id,
  roundName: z.string(),
  date: z.string(),
  startMinutes: z.number().int().nullable(),
  courtNumber: z.number().int().nullable(),
  /** The organiser's or the declining pair's note. */
  note: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequest>;

/** 201 { id, status: "proposed" } and the request. */
export const rescheduleCreated = rescheduleRequest.extend({ status: z.literal('proposed') });

/** GET /api/v1/me/reschedules: the requests the player's pairs made, and those waiting for their answer. */
export const myReschedules = z.object({
  mine: z.array(rescheduleRequest),
  toAnswer: z.array(rescheduleRequest),
});
export type MyReschedules = z.infer<typeof myReschedules>;

/** GET /api/v1/me/matches/{m}/reschedule-options: the slots a request may propose, round by round. */
export const rescheduleOptions = z.object({
  rounds: z.array(
    z.object({
      roundId: id,
      roundName: z.string(),
      date: z.string(),
      slotMinutes: z.number().int(),
      /** Each start where both pairs are free, with the courts free then. */
      slots: z.array(z.object({ startMinutes: z.number().int(), courtNumbers: z.array(z.number().int()) })),
    }),
  ),
});
export type RescheduleOptions = z.infer<typeof rescheduleOptions>;

export const rescheduleListQuery = z.object({ status: rescheduleStatus.optional() });

/** GET /api/v1/admin/clubs/{c}/reschedules. */
export const rescheduleList = z.object({ reschedules: z.array(rescheduleRequest) });
export type RescheduleList = z.infer<typeof rescheduleList>;

import { z } from 'zod';
import { id } from './common.js';
import { match, matchOutcome } from './match.js';
import { newPassword, username } from './users.js';
import { MAX_SETS } from '../domain/set-scores.js';
import { SET_SCORE_RANGE } from '../domain/match-rules.js';

/*
 * Player accounts, results reported from the court, and the audit history of a match's score
 * (docs/reports.md, docs/roles.md).
 */

/** POST /api/v1/admin/players/{id}/invitation → 201: a one-time link, valid 7 days. */
export const invitation = z.object({ url: z.string(), expiresAt: z.string() });
export type Invitation = z.infer<typeof invitation>;

/**
 * GET /api/v1/auth/join/{token} → 200: whom an unused, unexpired invitation is for: a player (their
 * name), or a new organiser (the names of the clubs they will run).
 */
export const invitationPreview = z.discriminatedUnion('role', [
  z.object({ role: z.literal('player'), playerId: id, playerName: z.string(), expiresAt: z.string() }),
  z.object({ role: z.literal('organiser'), clubNames: z.array(z.string()), expiresAt: z.string() }),
]);
export type InvitationPreview = z.infer<typeof invitationPreview>;

/** The most players one bulk invitation asks for. */
export const MAX_BULK_INVITATIONS = 100;

/** POST /api/v1/admin/players/invitations: links for several players at once (1 to 100 ids). */
export const bulkInvitationInput = z.object({ playerIds: z.array(id).min(1).max(MAX_BULK_INVITATIONS) });
export type BulkInvitationInput = z.infer<typeof bulkInvitationInput>;

/**
 * 201: one link per player, in the order asked (each replaces that player's unused one), and the
 * players left out with why: `has-account` (they joined already) or `not-found` (no such player).
 */
export const bulkInvitations = z.object({
  invitations: z.array(z.object({ playerId: id, url: z.string(), expiresAt: z.string() })),
  skipped: z.array(z.object({ playerId: id, reason: z.enum(['has-account', 'not-found']), message: z.string() })),
});
export type BulkInvitations = z.infer<typeof bulkInvitations>;

/** POST /api/v1/admin/users/invitations: a link that makes an organiser's account for these clubs. */
export const organiserInvitationInput = z.object({ clubIds: z.array(id).min(1, 'Choose at least one club').max(500) });
export type OrganiserInvitationInput = z.infer<typeof organiserInvitationInput>;

/** POST /api/v1/auth/join → 201 with a player session (the login answer). */
export const joinInput = z.object({ token: z.string().min(1).max(200), username, password: newPassword });
export type JoinInput = z.infer<typeof joinInput>;

const scoreList = z.array(z.number().int().min(SET_SCORE_RANGE.min).max(SET_SCORE_RANGE.max)).max(MAX_SETS);

/**
 * POST /api/v1/me/matches/{m}/report: the score as the reporting player saw it. The league's
 * format and the round's rules apply as to the organiser's entry.
 */
export const reportInput = z.object({
  team1Results: scoreList,
  team2Results: scoreList,
  outcome: matchOutcome.default('played'),
  winnerTeamId: id.nullish(),
});
export type ReportInput = z.input<typeof reportInput>;

/** 201 { reportId, status: "pending" }. */
export const reportCreated = z.object({ reportId: id, status: z.literal('pending') });
export type ReportCreated = z.infer<typeof reportCreated>;

/**
 * POST /api/v1/me/matches/{m}/dispute: why, and optionally the score as the disputing team saw
 * it, so the organiser sees both versions side by side.
 */
export const disputeInput = z
  .object({
    reason: z.string().trim().min(1, 'Required').max(500),
    team1Results: scoreList.optional(),
    team2Results: scoreList.optional(),
  })
  .refine((value) => (value.team1Results === undefined) === (value.team2Results === undefined), {
    path: ['team2Results'],
    message: 'Send the scores of both teams',
  });
export type DisputeInput = z.infer<typeof disputeInput>;

/** A match in a player's own lists: where it is played, and which side is theirs. */
export const myMatch = match.extend({
  clubId: id,
  clubName: z.string(),
  leagueId: id,
  leagueName: z.string(),
  roundName: z.string(),
  /** yyyy-mm-dd of the round. */
  date: z.string(),
  myTeamId: id,
  /**
   * When the match starts (ISO 8601 UTC): its round's date at its hour (the round's first hour
   * while unplaced) on the tour's clocks. A result can be reported from then, not before.
   */
  startsAt: z.string(),
  /**
   * Whether a result can be reported now, as of this answer: the match has started and has no
   * result. A screen kept open compares `startsAt` with its clock instead.
   */
  canReport: z.boolean(),
});
export type MyMatch = z.infer<typeof myMatch>;

/**
 * GET /api/v1/me/matches: upcoming (no result yet, soonest first), recent (with a result, newest
 * first, at most 20) and toConfirm (a pending report by the other team, waiting for this player).
 */
export const myMatches = z.object({
  upcoming: z.array(myMatch),
  recent: z.array(myMatch),
  toConfirm: z.array(myMatch),
});
export type MyMatches = z.infer<typeof myMatches>;

/** A score as the history shows it, before or after one change. */
export const scoreSnapshot = z.object({
  team1Results: z.array(z.number().int()),
  team2Results: z.array(z.number().int()),
  outcome: matchOutcome,
});
export type ScoreSnapshot = z.infer<typeof scoreSnapshot>;

/**
 * GET /api/v1/admin/clubs/{c}/leagues/{l}/rounds/{r}/matches/{m}/history: every change of the
 * score, oldest first. `by.role` is "system" for an automatic confirmation.
 */
export const matchHistory = z.object({
  changes: z.array(
    z.object({
      at: z.string(),
      by: z.object({ role: z.enum(['admin', 'organiser', 'player', 'system']), username: z.string() }),
      /** How the change came: an entry in the dashboard, a confirmed report, or the automatic confirmation. */
      via: z.enum(['entry', 'report-confirmed', 'auto-confirmed']),
      from: scoreSnapshot,
      to: scoreSnapshot,
    }),
  ),
});
export type MatchHistory = z.infer<typeof matchHistory>;

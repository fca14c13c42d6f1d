import type { RoundStatus } from '../../shared/schemas/round.js';

/**
 * Visitors see only active rounds (docs/rules.md, "Rounds"): a round is prepared inactive and shown once it is
 * made active. The calendar feeds and the public match reads keep to this one rule.
 */
export const PUBLIC_ROUND_STATUS = 'active' satisfies RoundStatus;

export const isPublicRound = (round: { status: string }): boolean => round.status === PUBLIC_ROUND_STATUS;

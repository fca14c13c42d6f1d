import { COURT_NUMBERS } from '../domain/match-rules.js';
import { formatMinutes, isSlotFree, isStartInRound, resolveStart, roundStarts, slotLengthOf } from '../domain/slots.js';
import type { MatchStage } from '../domain/constants.js';
import { UNDECIDED_TEAM_NAME } from '../domain/team-name.js';
import { ruleMessages } from './messages.js';

/**
 * The rules every match written into a round obeys (docs/rules.md, "Matches and results"),
 * checked in one place so hand-added matches, edits and confirmed proposals cannot drift apart.
 */

/**
 * `endHour` is the last hour a match may START: slots are the starts from startHour:00 every
 * `slotMinutes` (default 60) up to endHour:00 (src/shared/domain/slots.ts) × courts
 * COURT_NUMBERS.min..courtCount.
 */
export interface RoundShape {
  startHour: number;
  endHour: number;
  courtCount: number;
  /** 60, 75, 90 or 120; absent means 60. */
  slotMinutes?: number;
}

export interface PlacedMatch {
  id?: number;
  /** Null only on a playoff match still waiting for a team. */
  team1Id: number | null;
  team2Id: number | null;
  /** Absent means a group match. */
  stage?: MatchStage;
  courtNumber: number | null;
  /** The hour of the start; with `startMinutes` absent, the round's slot in that hour (slots.ts, resolveStart). */
  startTime: number | null;
  /** The start in minutes after midnight, when known. */
  startMinutes?: number | null;
}

/** Where a placed match starts in its round, in minutes; null when it has no start. */
export const startInRound = (match: PlacedMatch, round: RoundShape): number | null => resolveStart(match, round);

export interface RuleContext {
  round: RoundShape;
  /** The round's other matches, without the one being edited. */
  otherMatches: readonly PlacedMatch[];
  /** teamId → hours it cannot play in this round. */
  unavailableHours: ReadonlyMap<number, readonly number[]>;
  /** teamId → its group in this league; a missing team is in no group. */
  groupOfTeam: ReadonlyMap<number, number>;
  teamNames?: ReadonlyMap<number, string>;
}

export type RuleViolation =
  | { kind: 'outside-round'; field: 'courtNumber' | 'startTime'; message: string }
  | { kind: 'conflict'; field: 'team1Id' | 'team2Id' | 'courtNumber' | 'startTime'; message: string };

const teamFields = ['team1Id', 'team2Id'] as const;

export const isCourtInRound = (court: number, round: RoundShape): boolean =>
  Number.isInteger(court) && court >= COURT_NUMBERS.min && court <= round.courtCount;

export const isHourInRound = (hour: number, round: RoundShape): boolean =>
  Number.isInteger(hour) && hour >= round.startHour && hour <= round.endHour;

/** Whether `minutes` is one of the round's starts (every slot from start_hour:00 to end_hour:00). */
export const isStartOfRound = (minutes: number, round: RoundShape): boolean =>
  Number.isInteger(minutes) && isStartInRound(minutes, round);

/**
 * A playoff match (`stage: 'playoff'`, docs/playoffs.md) skips the group rules (both teams of one
 * group; "not met before" is the scheduler's, not checked here), and its teams may play the
 * round's other playoff matches, since winners play on; a team still unknown (null) is not checked.
 */
export function matchRuleViolations(candidate: PlacedMatch, ctx: RuleContext): RuleViolation[] {
  const nameOf = (teamId: number | null): string =>
    teamId === null ? UNDECIDED_TEAM_NAME : (ctx.teamNames?.get(teamId) ?? `Team ${teamId}`);
  const playoff = candidate.stage === 'playoff';
  const { round } = ctx;
  const { courtNumber: court } = candidate;
  const start = startInRound(candidate, round);
  const slot = slotLengthOf(round);
  const violations: RuleViolation[] = [];

  if (court !== null && !isCourtInRound(court, round)) {
    violations.push({
      kind: 'outside-round',
      field: 'courtNumber',
      message: ruleMessages.courtOutsideRound(court, round.courtCount),
    });
  }
  if (start !== null && !isStartOfRound(start, round)) {
    const inHours = start >= round.startHour * 60 && start <= round.endHour * 60;
    violations.push({
      kind: 'outside-round',
      field: 'startTime',
      message: inHours
        ? ruleMessages.startNotASlot(start, roundStarts(round))
        : ruleMessages.startOutsideRound(start, round.startHour, round.endHour),
    });
  }

  const sameTeamTwice = candidate.team1Id !== null && candidate.team1Id === candidate.team2Id;
  if (sameTeamTwice) {
    violations.push({ kind: 'conflict', field: 'team2Id', message: ruleMessages.sameTeamTwice() });
  } else if (!playoff) {
    const group1 = candidate.team1Id === null ? undefined : ctx.groupOfTeam.get(candidate.team1Id);
    const group2 = candidate.team2Id === null ? undefined : ctx.groupOfTeam.get(candidate.team2Id);
    if (group1 === undefined || group2 === undefined) {
      for (const field of teamFields) {
        const teamId = candidate[field];
        if (teamId === null || !ctx.groupOfTeam.has(teamId)) {
          violations.push({
            kind: 'conflict',
            field,
            message: ruleMessages.teamWithoutGroup(nameOf(candidate[field])),
          });
        }
      }
    } else if (group1 !== group2) {
      violations.push({
        kind: 'conflict',
        field: 'team2Id',
        message: ruleMessages.differentGroups(nameOf(candidate.team1Id), nameOf(candidate.team2Id)),
      });
    }
  }

  // Defensive: a caller that forgot to leave the edited match out must not see it clash with itself.
  const others = ctx.otherMatches.filter((other) => candidate.id === undefined || other.id !== candidate.id);
  const fieldsToCheck = (sameTeamTwice ? (['team1Id'] as const) : teamFields).filter((field) => candidate[field] !== null);
  const teamRivals = playoff ? others.filter((other) => other.stage !== 'playoff') : others;

  for (const field of fieldsToCheck) {
    const teamId = candidate[field];
    const clash = teamRivals.find((other) => other.team1Id === teamId || other.team2Id === teamId);
    if (clash) {
      const opponent = clash.team1Id === teamId ? clash.team2Id : clash.team1Id;
      violations.push({
        kind: 'conflict',
        field,
        message: ruleMessages.teamAlreadyPlaying(nameOf(teamId), nameOf(opponent), describePlace(clash, round)),
      });
    }
  }

  if (court !== null && start !== null) {
    const occupant = others.find((other) => other.courtNumber === court && startInRound(other, round) === start);
    if (occupant) {
      violations.push({
        kind: 'conflict',
        field: 'courtNumber',
        message: ruleMessages.courtTaken(court, start, nameOf(occupant.team1Id), nameOf(occupant.team2Id)),
      });
    }
  }

  if (start !== null) {
    for (const field of fieldsToCheck) {
      const teamId = candidate[field];
      const unavailable = teamId === null ? undefined : ctx.unavailableHours.get(teamId);
      if (teamId !== null && unavailable && !isSlotFree(start, slot, unavailable)) {
        violations.push({
          kind: 'conflict',
          field: 'startTime',
          message: ruleMessages.teamUnavailable(nameOf(teamId), start, slot),
        });
      }
    }
  }

  return violations;
}

function describePlace(match: PlacedMatch, round: RoundShape): string {
  const start = startInRound(match, round);
  const at = start === null ? '' : ` at ${formatMinutes(start)}`;
  const on = match.courtNumber === null ? '' : ` on court ${match.courtNumber}`;
  return `${at}${on}`;
}

/**
 * Checks a batch (a confirmed schedule) as if its entries were written one after another: each
 * entry against the round's existing matches and the batch entries before it. The result has one
 * list per entry, empty when that entry is fine.
 */
export function batchRuleViolations(batch: readonly PlacedMatch[], ctx: RuleContext): RuleViolation[][] {
  return batch.map((entry, index) =>
    matchRuleViolations(entry, { ...ctx, otherMatches: [...ctx.otherMatches, ...batch.slice(0, index)] }),
  );
}

/** The HTTP status a set of violations maps to: 400 when the match leaves the round, else 409. */
export function ruleViolationStatus(violations: readonly RuleViolation[]): 400 | 409 | null {
  if (violations.length === 0) return null;
  return violations.some((violation) => violation.kind === 'outside-round') ? 400 : 409;
}

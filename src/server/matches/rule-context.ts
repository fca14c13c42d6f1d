import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { Conflict, ValidationFailed } from '../errors.js';
import {
  matchRuleViolations,
  ruleViolationStatus,
  type PlacedMatch,
  type RoundShape,
  type RuleContext,
} from '../../shared/scheduling/index.js';
import { groupsOfTeams, placedMatchesOfRound, ruleFactsOfRound, unavailableHoursOfRound } from './queries.js';
import { namesOf, teamsById } from './team-rows.js';

export type RoundRow = Selectable<Database['rounds']>;

export const roundShapeOf = (round: RoundRow): RoundShape => ({
  startHour: round.start_hour,
  endHour: round.end_hour,
  courtCount: round.court_number,
  slotMinutes: round.slot_minutes,
});

/**
 * Everything the shared round rules need to judge writes into one round, read inside the
 * writer's transaction (after the round lock) so the check and the write see the same state.
 */
export async function loadRuleContext(db: Db, round: RoundRow, teamIds: readonly number[]): Promise<RuleContext> {
  const rules = await loadRuleFacts(db, round, teamIds);
  return { ...rules, teamNames: await teamNamesOf(db, rules, teamIds) };
}

/** The rule context without the team names, which only word the refusals. */
async function loadRuleFacts(db: Db, round: RoundRow, teamIds: readonly number[]): Promise<RuleContext> {
  if (teamIds.length > 0) return { round: roundShapeOf(round), ...(await ruleFactsOfRound(db, round.id, round.league_id, teamIds)) };
  const [otherMatches, unavailableHours, groupOfTeam] = await Promise.all([
    placedMatchesOfRound(db, round.id),
    unavailableHoursOfRound(db, round.id),
    groupsOfTeams(db, round.league_id, teamIds),
  ]);
  return { round: roundShapeOf(round), otherMatches, unavailableHours, groupOfTeam };
}

/** The names of the given teams and of every team the round already plays. */
async function teamNamesOf(db: Db, rules: RuleContext, teamIds: readonly number[]): Promise<Map<number, string>> {
  const namedTeams = [...teamIds, ...rules.otherMatches.flatMap((match) => [match.team1Id, match.team2Id])];
  return namesOf(await teamsById(db, namedTeams));
}

/**
 * loadRuleContext and enforceMatchRules for one match, without the team names: they only word a
 * refusal, and naming every team the round plays was the costliest read of an admin result write
 * (docs/performance.md). They are read when a rule refuses the match.
 */
export async function enforceRulesOnMatch(db: Db, round: RoundRow, candidate: PlacedMatch): Promise<number> {
  const teamIds = [candidate.team1Id, candidate.team2Id].filter((id): id is number => id !== null);
  const rules = await loadRuleFacts(db, round, teamIds);
  if (matchRuleViolations(candidate, rules).length === 0) return enforceMatchRules(candidate, rules);
  return enforceMatchRules(candidate, { ...rules, teamNames: await teamNamesOf(db, rules, teamIds) });
}

/**
 * Refuses a match the round rules reject: 400 when it leaves the round's courts or hours, else
 * 409; the message joins every problem so the admin can fix them in one go. Answers the match's
 * group, which both teams share once the rules pass.
 */
export function enforceMatchRules(candidate: PlacedMatch, ctx: RuleContext): number {
  refuseRuleViolations(candidate, ctx);
  const groupId = candidate.team1Id === null ? undefined : ctx.groupOfTeam.get(candidate.team1Id);
  if (groupId === undefined) throw new Error('unreachable: the rules refuse a team without a group');
  return groupId;
}

/** The refusal part of enforceMatchRules, for playoff matches too (which have no group). */
export function refuseRuleViolations(candidate: PlacedMatch, ctx: RuleContext): void {
  const violations = matchRuleViolations(candidate, ctx);
  const status = ruleViolationStatus(violations);
  const details = violations.map(({ field, message }) => ({ field, message }));
  const message = violations.map((violation) => violation.message).join(' ');
  if (status === 400) throw new ValidationFailed(message, details);
  if (status === 409) throw new Conflict(message, details);
}

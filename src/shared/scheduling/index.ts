export * from './round-rules.js';
export { availableOpponents, availableSlots } from './availability.js';
export { generateSchedule } from './generate-schedule.js';
export type { Proposal, ScheduleInput, ScheduleResult, ScheduleTeam, UnscheduledTeam } from './schedule-types.js';
export { circleRounds } from './round-robin.js';
export { formatHourRanges, formatSlotRanges, ruleMessages, unscheduledReasons } from './messages.js';
export { MAX_FIXTURE_ROUNDS, pairsOf, planFixtures } from './season-fixtures.js';
export type { FixtureRound, FixturesInput, FixturesResult, UnmetPair } from './season-fixtures.js';

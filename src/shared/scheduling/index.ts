export * from './round-rules.js';
export { formatHourRanges, ruleMessages, unscheduledReasons } from './messages.js';

// The public surface of this domain: other domains and the composition root import only this file.
export { registerMatchRoutes } from './routes.js';
export { registerLineupRoutes } from './lineups/routes.js';
export { beforeStaffRead, writeMatch, type MatchBody, type RoundPath } from './service.js';
export { matchHooks, type DoneMatchWrite, type MatchHook, type PendingMatchWrite } from './hooks.js';
export { actorOf, SYSTEM_ACTOR, type ScoreChange } from './score-change.js';
export { toMatches, toOneMatch, type MatchRow } from './match-rows.js';
export { groupsOfTeams, insertMatch, lockRound, placedMatchesOfRound, unavailableHoursOfRound, type MatchValues } from './queries.js';
export { loadRuleContext, refuseRuleViolations, roundShapeOf, type RoundRow } from './rule-context.js';
export { teamNameOf, teamsById, teamsOfGroups } from './team-rows.js';

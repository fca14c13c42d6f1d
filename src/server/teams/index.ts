// The public surface of this domain: other domains and the composition root import only this file.
export { registerTeamRoutes } from './routes.js';
export { findTeamOfPair, insertTeam } from './queries.js';
export { deleteTeamsWithTheirSchedule, findTeam, findTeamsByIds, refreshTeamSearchText, selectTeams, teamIdsOfPlayer, toTeam } from './queries.js';
export { refuseIfOtherClubsUse, type TourCaller } from './other-clubs-guard.js';

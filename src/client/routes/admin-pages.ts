/*
 * Every admin page in one lazy chunk. One dynamic import for all sections keeps the home page's
 * entry small: each `import()` adds its list of dependent chunks to the entry (Vite's preload map),
 * which cost 5 KB gzip with one import per section (tests/unit/home-bundle-size.test.ts).
 */
export { AdminLayout } from '../features/admin-shell/admin-layout';
export { OverviewSection } from '../features/admin-shell/overview/overview-section';
export { TonightSection } from '../features/matches/admin/tonight/tonight-section';
export { NightsSection } from '../features/club-nights/admin/nights-section';
export { EntriesSection } from '../features/entries/admin/entries-section';
export { PlayersSection } from '../features/players/admin/players-section';
export { TeamsSection } from '../features/teams/admin/teams-section';
export { ClubsSection } from '../features/clubs/admin/clubs-section';
export { LeaguesSection } from '../features/leagues/admin/leagues-section';
export { GroupsSection } from '../features/groups/admin/groups-section';
export { RoundsSection } from '../features/rounds/admin/rounds-section';
export { UnavailabilitySection } from '../features/matches/admin/unavailability/unavailability-section';
export { ScheduleSection } from '../features/matches/admin/schedule/schedule-section';
export { ReschedulesSection } from '../features/matches/admin/reschedules/reschedules-section';
export { ResultsSection } from '../features/matches/admin/results/results-section';
export { PlayoffsSection } from '../features/playoffs/admin/playoffs-section';
export { ActivitySection } from '../features/activity/admin/activity-section';
export { SettingsSection } from '../features/admin-shell/settings/settings-section';
export { UsersSection } from '../features/users/admin/users-section';
export { startSectionReads } from '../features/admin-shell/section-reads';

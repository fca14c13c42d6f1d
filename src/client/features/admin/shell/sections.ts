import { positiveInt } from '@/client/routes/search-params';

/**
 * The dashboard's sections, in sidebar order (docs/rules.md, "Admin dashboard"). Plain data, no React: the route file
 * reads it to type the `section` search parameter without pulling the admin chunk in.
 */
export const adminSections = [
  { id: 'overview', label: 'Overview' },
  { id: 'tonight', label: 'Tonight' },
  { id: 'players', label: 'Players' },
  { id: 'teams', label: 'Teams' },
  { id: 'clubs', label: 'Clubs' },
  { id: 'leagues', label: 'Leagues' },
  { id: 'groups', label: 'Groups' },
  { id: 'rounds', label: 'Rounds' },
  { id: 'unavailability', label: 'Team Unavailability' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'results', label: 'Results' },
  { id: 'playoffs', label: 'Playoffs' },
  { id: 'settings', label: 'Settings' },
  // The tour administrator's alone (docs/roles.md): organisers never see it.
  { id: 'users', label: 'Users', adminOnly: true },
] as const;

/** Whether the section is the administrator's alone. */
export const isAdminOnlySection = (id: AdminSectionId): boolean =>
  adminSections.some((section) => section.id === id && 'adminOnly' in section && section.adminOnly);

export type AdminSectionId = (typeof adminSections)[number]['id'];

const sectionIds = new Set<string>(adminSections.map((section) => section.id));

export const isAdminSection = (value: unknown): value is AdminSectionId =>
  typeof value === 'string' && sectionIds.has(value);

/**
 * The section, and the club → league → group → round the organiser chose (STYLE.md: what the user
 * chose lives in the URL). A reload, offline too, the back button and the return after signing in
 * bring back the same round; absent ids fall back to the first of each list (docs/rules.md, "Admin dashboard").
 */
export interface DashboardSearch {
  section: AdminSectionId;
  club?: number;
  league?: number;
  group?: number;
  round?: number;
}

/** An unknown or missing section opens the Overview rather than an error; a bad id counts as absent. */
export const validateDashboardSearch = (search: Record<string, unknown>): DashboardSearch => ({
  section: isAdminSection(search.section) ? search.section : 'overview',
  club: positiveInt(search.club),
  league: positiveInt(search.league),
  group: positiveInt(search.group),
  round: positiveInt(search.round),
});

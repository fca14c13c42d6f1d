/**
 * The dashboard's sections, in sidebar order (SPEC.md §2). Plain data, no React: the route file
 * reads it to type the `section` search parameter without pulling the admin chunk in.
 */
export const adminSections = [
  { id: 'overview', label: 'Overview' },
  { id: 'players', label: 'Players' },
  { id: 'teams', label: 'Teams' },
  { id: 'clubs', label: 'Clubs' },
  { id: 'leagues', label: 'Leagues' },
  { id: 'groups', label: 'Groups' },
  { id: 'rounds', label: 'Rounds' },
  { id: 'unavailability', label: 'Team Unavailability' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'results', label: 'Results' },
  { id: 'settings', label: 'Settings' },
] as const;

export type AdminSectionId = (typeof adminSections)[number]['id'];

const sectionIds = new Set<string>(adminSections.map((section) => section.id));

export const isAdminSection = (value: unknown): value is AdminSectionId => typeof value === 'string' && sectionIds.has(value);

export interface DashboardSearch {
  section: AdminSectionId;
}

/** An unknown or missing section opens the Overview rather than an error. */
export const validateDashboardSearch = (search: Record<string, unknown>): DashboardSearch => ({
  section: isAdminSection(search.section) ? search.section : 'overview',
});

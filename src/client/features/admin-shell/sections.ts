import type { MessageKey } from '@/client/i18n/i18n';
import { oneOf, positiveInt } from '@/client/routes/search-params';
import { AUDIT_ENTITIES, type AuditEntityName } from '@/shared/domain/constants';

/**
 * The dashboard's sections, in sidebar order, with their labels' message keys (docs/rules.md, "Admin dashboard"). Plain data, no React: the route file
 * reads it to type the `section` search parameter without pulling the admin chunk in.
 */
export const adminSections = [
  { id: 'overview', labelKey: 'admin.nav.overview' },
  { id: 'tonight', labelKey: 'admin.nav.tonight' },
  { id: 'players', labelKey: 'admin.nav.players' },
  { id: 'teams', labelKey: 'admin.nav.teams' },
  { id: 'clubs', labelKey: 'admin.nav.clubs' },
  { id: 'leagues', labelKey: 'admin.nav.leagues' },
  { id: 'groups', labelKey: 'admin.nav.groups' },
  { id: 'rounds', labelKey: 'admin.nav.rounds' },
  { id: 'unavailability', labelKey: 'admin.nav.unavailability' },
  { id: 'schedule', labelKey: 'admin.nav.schedule' },
  { id: 'results', labelKey: 'admin.nav.results' },
  { id: 'playoffs', labelKey: 'admin.nav.playoffs' },
  { id: 'activity', labelKey: 'admin.nav.activity' },
  { id: 'settings', labelKey: 'admin.nav.settings' },
  // The tour administrator's alone (docs/roles.md): organisers never see it.
  { id: 'users', labelKey: 'admin.nav.users', adminOnly: true },
] as const satisfies readonly { id: string; labelKey: MessageKey; adminOnly?: boolean }[];

/** Whether the section is the administrator's alone. */
export const isAdminOnlySection = (id: AdminSectionId): boolean =>
  adminSections.some((section) => section.id === id && 'adminOnly' in section && section.adminOnly);

export type AdminSectionId = (typeof adminSections)[number]['id'];

const sectionIds = new Set<string>(adminSections.map((section) => section.id));

export const isAdminSection = (value: unknown): value is AdminSectionId =>
  typeof value === 'string' && sectionIds.has(value);

/**
 * The section, and the club → league → group → round the organiser chose (what the user
 * chose lives in the URL). A reload, offline too, the back button and the return after signing in
 * bring back the same round; absent ids fall back to the first of each list (docs/rules.md, "Admin dashboard").
 */
export interface DashboardSearch {
  section: AdminSectionId;
  club?: number;
  league?: number;
  group?: number;
  round?: number;
  /** The Activity section's filter: an entity kind, one entity's id, and the page. */
  entity?: AuditEntityName;
  entityId?: number;
  page?: number;
}

/** An unknown or missing section opens the Overview rather than an error; a bad id counts as absent. */
export const validateDashboardSearch = (search: Record<string, unknown>): DashboardSearch => ({
  section: isAdminSection(search.section) ? search.section : 'overview',
  club: positiveInt(search.club),
  league: positiveInt(search.league),
  group: positiveInt(search.group),
  round: positiveInt(search.round),
  entity: oneOf(AUDIT_ENTITIES, search.entity),
  entityId: positiveInt(search.entityId),
  page: positiveInt(search.page),
});

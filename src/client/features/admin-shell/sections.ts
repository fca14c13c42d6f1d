import type { MessageKey } from '@/client/i18n/i18n';
import { oneOf, positiveInt } from '@/client/routes/search-params';
import { AUDIT_ENTITIES, type AuditEntityName } from '@/shared/domain/constants';
import { ENTRY_STATUSES, type EntryStatus } from '@/shared/domain/entries/statuses';

/**
 * The dashboard's sections, in sidebar order, with their labels' message keys (docs/rules.md,
 * "Admin dashboard"). Each is a child route, `/admin/<id>`. Plain data, no React: the route file
 * reads it without pulling the admin chunk in.
 */
export const adminSections = [
  { id: 'overview', labelKey: 'admin.nav.overview' },
  { id: 'tonight', labelKey: 'admin.nav.tonight' },
  { id: 'nights', labelKey: 'admin.nav.nights' },
  { id: 'entries', labelKey: 'admin.nav.entries' },
  { id: 'players', labelKey: 'admin.nav.players' },
  { id: 'teams', labelKey: 'admin.nav.teams' },
  { id: 'clubs', labelKey: 'admin.nav.clubs' },
  { id: 'leagues', labelKey: 'admin.nav.leagues' },
  { id: 'groups', labelKey: 'admin.nav.groups' },
  { id: 'rounds', labelKey: 'admin.nav.rounds' },
  { id: 'unavailability', labelKey: 'admin.nav.unavailability' },
  { id: 'schedule', labelKey: 'admin.nav.schedule' },
  { id: 'reschedules', labelKey: 'admin.nav.reschedules' },
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

/** The section an address without one opens (`/admin/dashboard`, a sign-in with nowhere to return to). */
export const DEFAULT_SECTION: AdminSectionId = 'overview';

/** The address of a section: each is a child route of the signed-in admin layout. */
export const sectionPath = <S extends AdminSectionId>(section: S) => `/admin/${section}` as const;

/**
 * The club → league → group → round the organiser chose, in the search of every section (what
 * the user chose lives in the URL). A reload, offline too, the back button and the return after
 * signing in bring back the same round; absent ids fall back to the first of each list
 * (docs/rules.md, "Admin dashboard"). The layout route keeps them from one section to the next.
 */
export interface AdminScopeSearch {
  club?: number;
  league?: number;
  group?: number;
  round?: number;
}

/** The scope's parameters, the ones a move between sections carries along. */
export const SCOPE_PARAMS = ['club', 'league', 'group', 'round'] as const satisfies readonly (keyof AdminScopeSearch)[];

/** A bad id counts as absent. */
export const validateAdminScopeSearch = (search: Record<string, unknown>): AdminScopeSearch => ({
  club: positiveInt(search.club),
  league: positiveInt(search.league),
  group: positiveInt(search.group),
  round: positiveInt(search.round),
});

/** The Activity section's filter: an entity kind, one entity's id, and the page. */
export interface ActivitySearch {
  entity?: AuditEntityName;
  entityId?: number;
  page?: number;
}

export const validateActivitySearch = (search: Record<string, unknown>): ActivitySearch => ({
  entity: oneOf(AUDIT_ENTITIES, search.entity),
  entityId: positiveInt(search.entityId),
  page: positiveInt(search.page),
});

/** Club nights: one night courtside, or the form of a new one. */
export interface NightsSearch {
  night?: number;
  create?: true;
}

export const validateNightsSearch = (search: Record<string, unknown>): NightsSearch => ({
  night: positiveInt(search.night),
  create:
    search.create === true || search.create === 'true' || search.create === 1 || search.create === '1'
      ? true
      : undefined,
});

/** Entries: a league's (the scope's) or a club night's list (docs/entries.md), all its entries or those of one status. */
export interface EntriesSearch {
  night?: number;
  status?: EntryStatus;
}

export const validateEntriesSearch = (search: Record<string, unknown>): EntriesSearch => ({
  night: positiveInt(search.night),
  status: oneOf(ENTRY_STATUSES, search.status),
});

/** The old single dashboard's search (`/admin/dashboard?section=results&club=1…`), read to redirect it. */
export interface DashboardSearch extends AdminScopeSearch, ActivitySearch {
  section: AdminSectionId;
}

/** An unknown or missing section opens the Overview rather than an error; a bad id counts as absent. */
export const validateDashboardSearch = (search: Record<string, unknown>): DashboardSearch => ({
  section: isAdminSection(search.section) ? search.section : DEFAULT_SECTION,
  ...validateAdminScopeSearch(search),
  ...validateActivitySearch(search),
});

/**
 * Where an old dashboard address now lives: `/admin/dashboard?section=results&club=1&round=4` is
 * `/admin/results?club=1&round=4`. Bookmarks, links in messages and the sign-in's return address
 * from before the sections were routes keep working; what the old address held is kept, checked.
 */
export function sectionAddressOf(search: Record<string, unknown>): string {
  const { section, ...kept } = validateDashboardSearch(search);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(kept)) if (value !== undefined) query.set(name, String(value));
  const text = query.toString();
  return text === '' ? sectionPath(section) : `${sectionPath(section)}?${text}`;
}

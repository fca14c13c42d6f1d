import { Link } from '@tanstack/react-router';
import type { OverviewItem, OverviewKind } from '@/shared/schemas/overview';
import type { MessageKey } from '@/client/i18n/i18n';
import { formatDay } from '@/client/i18n/format';
import { positiveInt } from '@/client/routes/search-params';
import styles from './overview-section.module.css';
import { t } from '@/client/i18n/i18n';
import {
  isAdminSection,
  sectionPath,
  validateAdminScopeSearch,
  type AdminScopeSearch,
  type AdminSectionId,
} from '../sections';

/** `/admin/results?club=1&league=2&round=4` → the section and its scope, checked; null when it names no section. */
export function sectionLinkOf(href: string): { section: AdminSectionId; search: AdminScopeSearch & { night?: number } } | null {
  const url = new URL(href, 'https://bandeja.invalid');
  const section = /^\/admin\/([a-z]+)$/.exec(url.pathname)?.[1];
  if (!isAdminSection(section)) return null;
  const search = validateAdminScopeSearch(Object.fromEntries(url.searchParams));
  // A club night's waiting list opens that night's entries (docs/entries.md).
  const night = positiveInt(url.searchParams.get('night'));
  return { section, search: night === undefined ? search : { ...search, night } };
}

/** What each kind says, with its count: "2 disputed results". */
const KIND_TEXT: Record<OverviewKind, MessageKey> = {
  disputedReport: 'admin.overview.kind.disputedReport',
  reportDueSoon: 'admin.overview.kind.reportDueSoon',
  resultMissing: 'admin.overview.kind.resultMissing',
  hiddenRoundWithSchedule: 'admin.overview.kind.hiddenRoundWithSchedule',
  unscheduledTeams: 'admin.overview.kind.unscheduledTeams',
  rescheduleRequest: 'admin.overview.kind.rescheduleRequest',
  entryWaiting: 'admin.overview.kind.entryWaiting',
};

/** What a tap on the item does, said on the link. */
const ACTION_TEXT: Record<OverviewKind, MessageKey> = {
  disputedReport: 'admin.overview.action.resolve',
  reportDueSoon: 'admin.overview.action.review',
  resultMissing: 'admin.overview.action.enterResults',
  hiddenRoundWithSchedule: 'admin.overview.action.publish',
  unscheduledTeams: 'admin.overview.action.schedule',
  rescheduleRequest: 'admin.overview.action.review',
  entryWaiting: 'admin.overview.action.review',
};

/** The kinds that block people (a result in doubt) stand out from the chores. */
const URGENT = new Set<OverviewKind>(['disputedReport', 'reportDueSoon']);

/** "Winter League · Round 3 · Sat 28 Nov 2026": where the item is, as far as it names. */
const placeOf = (item: OverviewItem): string =>
  [item.clubName, item.leagueName, item.clubNightName, item.roundName, item.roundDate ? formatDay(item.roundDate) : undefined]
    .filter(Boolean)
    .join(' · ');

interface OverviewItemsProps {
  items: readonly OverviewItem[] | undefined;
  pending: boolean;
  failed: boolean;
}

/**
 * The Overview's list of what needs doing (docs/rules.md, "Admin dashboard"): each item with its
 * count and where it is, the whole item a link to the section that fixes it, its round chosen.
 */
export function OverviewItems({ items, pending, failed }: OverviewItemsProps) {
  return (
    <section aria-labelledby="overview-todo-title" className={styles.todo}>
      <h3 id="overview-todo-title" className={styles.todoTitle}>
        {t('admin.overview.todoTitle')}
      </h3>
      {pending ? (
        <p className={styles.todoNote}>{t('admin.overview.todoLoading')}</p>
      ) : failed || !items ? (
        <p className={styles.todoNote} role="alert">
          {t('admin.overview.todoFailed')}
        </p>
      ) : items.length === 0 ? (
        <p className={styles.todoNote}>{t('admin.overview.todoEmpty')}</p>
      ) : (
        <ul className={styles.items}>
          {items.map((item) => {
            const className = `${styles.item} ${URGENT.has(item.kind) ? styles.urgent : ''}`;
            const body = (
              <>
                <span className={styles.count}>{item.count}</span>
                <span className={styles.itemText}>
                  <span className={styles.itemKind}>{t(KIND_TEXT[item.kind], { count: item.count })}</span>
                  <span className={styles.itemPlace}>{placeOf(item)}</span>
                </span>
                <span className={styles.itemAction} aria-hidden="true">
                  {t(ACTION_TEXT[item.kind])} →
                </span>
              </>
            );
            const link = sectionLinkOf(item.href);
            return (
              <li key={`${item.kind}-${item.clubId}-${item.roundId ?? item.leagueId ?? 0}-${item.clubNightId ?? 0}`}>
                {link ? (
                  <Link to={sectionPath(link.section)} search={link.search} className={className}>
                    {body}
                  </Link>
                ) : (
                  <a href={item.href} className={className}>
                    {body}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

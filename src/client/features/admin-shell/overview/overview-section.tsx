import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '@/client/components/ui/button';
import { sectionPath, type AdminSectionId } from '../sections';
import { SectionHeader } from '@/client/components/admin/section-layout';
import { overviewQuery, statsQuery } from './api';
import { OverviewItems } from './overview-items';
import section from '@/client/components/admin/section.module.css';
import styles from './overview-section.module.css';
import { t } from '@/client/i18n/i18n';

export function OverviewSection() {
  const stats = useQuery(statsQuery());
  const todo = useQuery(overviewQuery());
  const cards: { label: string; value: number | undefined; section: AdminSectionId }[] = [
    { label: t('admin.overview.totalClubs'), value: stats.data?.totalClubs, section: 'clubs' },
    { label: t('admin.overview.totalPlayers'), value: stats.data?.totalPlayers, section: 'players' },
    { label: t('admin.overview.totalTeams'), value: stats.data?.totalTeams, section: 'teams' },
  ];
  return (
    <section aria-labelledby="section-title" className={section.section}>
      <SectionHeader
        title={t('admin.overview.title')}
        actions={
          <Link to="/admin/tonight" className={`${buttonClassName('primary')} ${styles.tonight}`}>
            {t('admin.overview.tonight')}
          </Link>
        }
      />
      <OverviewItems items={todo.data?.items} pending={todo.isPending} failed={todo.isError} />
      <ul className={styles.cards} aria-label={t('admin.overview.totals')}>
        {cards.map((card) => (
          <li key={card.section}>
            {/* Each card opens its section (docs/rules.md, "Admin dashboard"). */}
            <Link to={sectionPath(card.section)} className={styles.card}>
              <span className={styles.label}>{card.label}</span>
              <span className={styles.value}>{stats.isPending ? '…' : (card.value ?? '-')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

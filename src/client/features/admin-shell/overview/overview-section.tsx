import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '@/client/components/ui/button';
import { sectionPath, type AdminSectionId } from '../sections';
import { SectionHeader } from '@/client/components/admin/section-layout';
import { statsQuery } from './api';
import { overviewMessages as text } from './messages';
import section from '@/client/components/admin/section.module.css';
import styles from './overview-section.module.css';

export function OverviewSection() {
  const stats = useQuery(statsQuery());
  const cards: { label: string; value: number | undefined; section: AdminSectionId }[] = [
    { label: text.totalClubs, value: stats.data?.totalClubs, section: 'clubs' },
    { label: text.totalPlayers, value: stats.data?.totalPlayers, section: 'players' },
    { label: text.totalTeams, value: stats.data?.totalTeams, section: 'teams' },
  ];
  return (
    <section aria-labelledby="section-title" className={section.section}>
      <SectionHeader
        title={text.title}
        actions={
          <Link to="/admin/tonight" className={`${buttonClassName('primary')} ${styles.tonight}`}>
            {text.tonight}
          </Link>
        }
      />
      <ul className={styles.cards}>
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

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AdminSectionId } from '../shell/sections';
import { SectionHeader } from '../shared/section-layout';
import { statsQuery } from './api';
import { overviewMessages as text } from './messages';

export function OverviewSection() {
  const stats = useQuery(statsQuery());
  const cards: { label: string; value: number | undefined; section: AdminSectionId }[] = [
    { label: text.totalClubs, value: stats.data?.totalClubs, section: 'clubs' },
    { label: text.totalPlayers, value: stats.data?.totalPlayers, section: 'players' },
    { label: text.totalTeams, value: stats.data?.totalTeams, section: 'teams' },
  ];
  return (
    <section aria-labelledby="section-title" className="admin-section">
      <SectionHeader
        title={text.title}
        actions={
          <Link to="/admin/dashboard" search={{ section: 'tonight' }} className="btn btn--primary">
            {text.tonight}
          </Link>
        }
      />
      <ul className="stat-cards">
        {cards.map((card) => (
          <li key={card.section}>
            {/* Each card opens its section (SPEC.md §2). */}
            <Link to="/admin/dashboard" search={{ section: card.section }} className="stat-card">
              <span className="stat-card-label">{card.label}</span>
              <span className="stat-card-value">{stats.isPending ? '…' : (card.value ?? '-')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { StatusMessage } from '@/client/components/ui/status-message';
import { clubQueries } from '../queries';
import { ClubCard } from './club-card';
import { NotAvailableOffline, useUnavailableOffline } from '@/client/pwa';
import styles from './club-grid.module.css';
import { t } from '@/client/i18n/i18n';

/** Up to six clubs on home, with the loading, error and empty states of docs/rules.md, "Public site". */
export function ClubGrid() {
  const clubs = useQuery(clubQueries.list());
  const unavailable = useUnavailableOffline(clubs);
  if (unavailable) return <NotAvailableOffline />;
  if (clubs.isPending) return <StatusMessage tone="loading" title={t('clubs.loadingClubs')} />;
  if (clubs.isError) return <StatusMessage tone="error" title={t('clubs.clubsError')} />;
  if (clubs.data.clubs.length === 0) {
    return (
      <StatusMessage tone="empty" title={t('clubs.noClubsTitle')} headingLevel={3}>
        {t('clubs.noClubsBody')}
      </StatusMessage>
    );
  }
  return (
    <ul className={styles.grid} aria-label={t('clubs.clubsHeading')}>
      {clubs.data.clubs.map((club, index) => (
        <ClubCard key={club.id} club={club} first={index === 0} />
      ))}
    </ul>
  );
}

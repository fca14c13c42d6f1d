import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { clubNightQueries } from '../queries';
import { nightLine } from '../messages';
import styles from './night-views.module.css';
import { t } from '@/client/i18n/i18n';

/** A player's page: the club nights they played, newest first, with their place and points. */
export function PlayerNights({ playerId }: { playerId: number }) {
  const nights = useQuery(clubNightQueries.ofPlayer(playerId));
  if (!nights.data || nights.data.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="player-nights-title">
      <h2 id="player-nights-title" className={styles.heading}>
        {t('clubNights.title')}
      </h2>
      <ul className={styles.list}>
        {nights.data.map(({ night, rank, points, played }) => (
          <li key={night.id} className={styles.listItem}>
            <Link to="/club-night" search={{ club: night.clubId, id: night.id }}>
              {night.name}
            </Link>
            <span className={styles.muted}>{nightLine(night)}</span>
            <span>{t('clubNights.playerPlace', { rank, points, played })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { clubNightQueries } from '../queries';
import { STATUS_NAMES, nightLine } from '../messages';
import styles from './night-views.module.css';
import { t } from '@/client/i18n/i18n';

/** The club page's nights, newest first, each a link to its page. Nothing while there are none. */
export function ClubNightsList({ clubId }: { clubId: number }) {
  const nights = useQuery(clubNightQueries.ofClub(clubId));
  if (!nights.data || nights.data.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="club-nights-title">
      <h2 id="club-nights-title" className={styles.heading}>
        {t('clubNights.title')}
      </h2>
      <ul className={styles.list}>
        {nights.data.map((night) => (
          <li key={night.id} className={styles.listItem}>
            <Link to="/club-night" search={{ club: clubId, id: night.id }}>
              {night.name}
            </Link>
            <span className={styles.muted}>
              {nightLine(night)} · {t(STATUS_NAMES[night.status])}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

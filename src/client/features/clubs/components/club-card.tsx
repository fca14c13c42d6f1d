import { Link } from '@tanstack/react-router';
import type { Club } from '@/shared/schemas/club';
import { buttonClassName } from '@/client/components/ui/button';
import { clubPicture } from '../club-picture';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './club-card.module.css';
import { t } from '@/client/i18n/i18n';

/**
 * `first`: the first card's picture is the largest paint of home on a phone, so it loads at once
 * and first; the others wait until they scroll near (lazy).
 */
export function ClubCard({ club, first = false }: { club: Club; first?: boolean }) {
  const picture = clubPicture(club);
  return (
    <li className={`${blocks.card} ${styles.card}`}>
      <img
        className={styles.picture}
        data-placeholder={picture.isPlaceholder || undefined}
        src={picture.src}
        alt={picture.alt}
        width={640}
        height={360}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.name}>{club.name}</h3>
        {club.description ? <p className={styles.description}>{club.description}</p> : null}
        <Link
          to="/club"
          search={{ id: club.id }}
          className={buttonClassName('primary', styles.action)}
          aria-label={`${t('clubs.viewClub')}: ${club.name}`}
        >
          {t('clubs.viewClub')}
        </Link>
      </div>
    </li>
  );
}

import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { League } from '@/shared/schemas/league';
import { leagueQueries } from '../queries';
import { leagueFallbackName } from '../messages';
import styles from './season-links.module.css';
import { t } from '@/client/i18n/i18n';

/** The seasons before and after this league (docs/seasons.md), when it has them. */
export function SeasonLinks({ league }: { league: League }) {
  if (league.previousLeagueId === null && league.nextLeagueId === null) return null;
  return (
    <nav className={styles.seasons} aria-label={t('leagues.seasonLinks.label')}>
      {league.previousLeagueId !== null ? (
        <SeasonLink clubId={league.clubId} leagueId={league.previousLeagueId} direction="previous" />
      ) : null}
      {league.nextLeagueId !== null ? (
        <SeasonLink clubId={league.clubId} leagueId={league.nextLeagueId} direction="next" />
      ) : null}
    </nav>
  );
}

function SeasonLink({
  clubId,
  leagueId,
  direction,
}: {
  clubId: number;
  leagueId: number;
  direction: 'previous' | 'next';
}) {
  // The name fills in when it arrives; the link works before (and offline) with the fallback.
  const other = useQuery(leagueQueries.detail(clubId, leagueId));
  const name = other.data?.name ?? leagueFallbackName(leagueId);
  return (
    <Link to="/league" search={{ clubId, leagueId }} className={`${styles.link} ${styles[direction]}`}>
      <span className={styles.direction}>
        {direction === 'previous' ? <span aria-hidden="true">← </span> : null}
        {direction === 'previous' ? t('leagues.seasonLinks.previous') : t('leagues.seasonLinks.next')}
        {direction === 'next' ? <span aria-hidden="true"> →</span> : null}
      </span>
      <span className={styles.name}>{name}</span>
    </Link>
  );
}

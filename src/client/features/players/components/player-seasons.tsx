import { TeamLink } from '@/client/components/ui/entity-link';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { StatusMessage } from '@/client/components/ui/status-message';
import { playerQueries } from '../queries';
import { ordinal } from '../messages';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './player-seasons.module.css';
import { t } from '@/client/i18n/i18n';

/** Every league and season the player played, most recent first (docs/seasons.md, "A player's history"). */
export function PlayerSeasons({ playerId }: { playerId: number }) {
  const history = useQuery(playerQueries.history(playerId));
  return (
    <section className={blocks.section} aria-labelledby="player-seasons-title">
      <h2 className={blocks.sectionTitle} id="player-seasons-title">
        {t('players.seasons.seasons')}
      </h2>
      {history.isPending ? (
        <StatusMessage tone="loading" title={t('players.seasons.loadingSeasons')} />
      ) : history.isError ? (
        <StatusMessage tone="error" title={t('players.seasons.seasonsError')} />
      ) : history.data.seasons.length === 0 ? (
        <p className={styles.empty}>{t('players.seasons.noSeasons')}</p>
      ) : (
        <ol className={styles.list}>
          {history.data.seasons.map((season) => (
            <li key={`${season.leagueId}-${season.teamId}`} className={styles.season}>
              <div className={styles.heading}>
                <Link
                  to="/league"
                  search={{ clubId: season.clubId, leagueId: season.leagueId }}
                  className={styles.league}
                >
                  {season.leagueName}
                </Link>
                <span className={styles.position}>
                  <span className="sr-only">{`${t('players.seasons.position')}: `}</span>
                  {ordinal(season.position)}
                </span>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('players.seasons.group')}</dt>
                  <dd>{season.groupName}</dd>
                </div>
                <div>
                  <dt>{t('players.seasons.team')}</dt>
                  <dd>
                    <TeamLink teamId={season.teamId}>{season.teamName}</TeamLink>
                  </dd>
                </div>
                <div>
                  <dt>{t('players.seasons.playedWon')}</dt>
                  <dd className="num">{`${season.played} / ${season.won}`}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

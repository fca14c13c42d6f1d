import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { StatusMessage } from '@/client/components/ui/status-message';
import { playerQueries } from '../queries';
import { ordinal, playerSeasonMessages as text } from '../messages';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './player-seasons.module.css';

/** Every league and season the player played, most recent first (docs/seasons.md, "A player's history"). */
export function PlayerSeasons({ playerId }: { playerId: number }) {
  const history = useQuery(playerQueries.history(playerId));
  return (
    <section className={blocks.section} aria-labelledby="player-seasons-title">
      <h2 className={blocks.sectionTitle} id="player-seasons-title">
        {text.seasons}
      </h2>
      {history.isPending ? (
        <StatusMessage tone="loading" title={text.loadingSeasons} />
      ) : history.isError ? (
        <StatusMessage tone="error" title={text.seasonsError} />
      ) : history.data.seasons.length === 0 ? (
        <p className={styles.empty}>{text.noSeasons}</p>
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
                  <span className="sr-only">{`${text.position}: `}</span>
                  {ordinal(season.position)}
                </span>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{text.group}</dt>
                  <dd>{season.groupName}</dd>
                </div>
                <div>
                  <dt>{text.team}</dt>
                  <dd>{season.teamName}</dd>
                </div>
                <div>
                  <dt>{text.playedWon}</dt>
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

import type { LeaderboardRow } from '@/shared/domain/club-nights';
import { formatDecimal } from '@/client/i18n/format';
import styles from './night-views.module.css';
import { t } from '@/client/i18n/i18n';

/** The night's leaderboard: place, player, points, matches played and won, points difference. */
export function NightLeaderboard({ rows }: { rows: readonly LeaderboardRow[] }) {
  return (
    <section className={styles.block} aria-labelledby="night-leaderboard-title">
      <h2 id="night-leaderboard-title" className={styles.heading}>
        {t('clubNights.leaderboard')}
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="night-leaderboard">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('clubNights.player')}</th>
              <th scope="col">{t('clubNights.points')}</th>
              <th scope="col">
                <abbr title={t('clubNights.playedLong')}>{t('clubNights.played')}</abbr>
              </th>
              <th scope="col">
                <abbr title={t('clubNights.wonLong')}>{t('clubNights.won')}</abbr>
              </th>
              <th scope="col">
                <abbr title={t('clubNights.diffLong')}>{t('clubNights.diff')}</abbr>
              </th>
              <th scope="col" className={styles.average}>
                <abbr title={t('clubNights.averageLong')}>{t('clubNights.average')}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.playerId} data-player-id={row.playerId}>
                <td>{row.rank}</td>
                <th scope="row">{row.name}</th>
                <td className={styles.points}>{row.points}</td>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>{row.pointsDiff > 0 ? `+${row.pointsDiff}` : row.pointsDiff}</td>
                <td className={styles.average}>{formatDecimal(row.average)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

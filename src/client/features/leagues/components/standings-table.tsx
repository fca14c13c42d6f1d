import type { StandingsRow } from '@/shared/schemas/group';
import { formatSigned } from '@/shared/domain/format';
import { teamLabel } from '../match-results';
import { TeamLink } from '@/client/components/ui/entity-link';
import styles from './standings-table.module.css';
import { t } from '@/client/i18n/i18n';

const diffClass = (value: number): string =>
  value > 0 ? `num ${styles.positive}` : value < 0 ? `num ${styles.negative}` : 'num';

/**
 * The group's table: rank, Team, played, won, sets and games difference, points. A team whose place
 * only the lot settles says so under its name: "drawn lot", or "lot to draw" until it is drawn; a
 * team that lost points says how many and why (the organiser's reason, rendered as text); a team
 * withdrawn mid-season says so, and what became of its results. A timed league adds drawn matches.
 */
export function StandingsTable({ rows, caption }: { rows: readonly StandingsRow[]; caption: string }) {
  // Only a league whose matches can end level (timed) counts draws: its rows carry the column.
  const showDraws = rows.some((row) => row.matchesDrawn !== undefined);
  return (
    <div className={styles.scroll}>
      <table className={showDraws ? `${styles.table} ${styles.withDraws}` : styles.table}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.rankColumn}>
              <abbr title={t('standings.rank')}>{t('standings.rankShort')}</abbr>
            </th>
            <th scope="col" className={styles.team}>
              {t('standings.team')}
            </th>
            <th scope="col">
              <abbr title={t('standings.played')}>{t('standings.playedShort')}</abbr>
            </th>
            <th scope="col">
              <abbr title={t('standings.won')}>{t('standings.wonShort')}</abbr>
            </th>
            {showDraws ? (
              <th scope="col">
                <abbr title={t('standings.drawn')}>{t('standings.drawnShort')}</abbr>
              </th>
            ) : null}
            <th scope="col">
              <abbr title={t('standings.setsDiff')}>{t('standings.setsDiffShort')}</abbr>
            </th>
            <th scope="col">
              <abbr title={t('standings.gamesDiff')}>{t('standings.gamesDiffShort')}</abbr>
            </th>
            <th scope="col" className={styles.points}>
              <abbr title={t('standings.points')}>{t('standings.pointsShort')}</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.teamId}
              className={row.withdrawn ? styles.withdrawnRow : row.rank === 1 ? styles.leader : undefined}
            >
              <td className={`${styles.rankColumn} num`}>
                <span className={styles.rank}>{row.rank}</span>
              </td>
              <th scope="row" className={styles.team}>
                <TeamLink teamId={row.teamId}>{teamLabel(row.teamName, row.teamId)}</TeamLink>
                {row.lot ? (
                  <span className={styles.lot}>
                    {t(row.lot === 'drawn' ? 'standings.drawnLot' : 'standings.lotToDraw')}
                  </span>
                ) : null}
                {row.withdrawn ? (
                  <span className={styles.withdrawn}>
                    {t(row.withdrawn === 'annul' ? 'standings.withdrawnAnnul' : 'standings.withdrawnKeep')}
                  </span>
                ) : null}
                {row.deductions?.map((deduction, index) => (
                  <span key={index} className={styles.deduction}>
                    {t('standings.deduction', { points: deduction.points, reason: deduction.reason })}
                  </span>
                ))}
              </th>
              <td className="num">{row.matchesPlayed}</td>
              <td className="num">{row.matchesWon}</td>
              {showDraws ? <td className="num">{row.matchesDrawn ?? 0}</td> : null}
              <td className={diffClass(row.setsDiff)}>{formatSigned(row.setsDiff)}</td>
              <td className={diffClass(row.gamesDiff)}>{formatSigned(row.gamesDiff)}</td>
              <td className={`${styles.points} num`}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

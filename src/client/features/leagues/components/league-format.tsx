import type { League } from '@/shared/schemas/league';
import { allowsDraws } from '@/shared/domain/match-formats';
import { DEUCE_RULE_NAMES, MATCH_FORMAT_NAMES } from '@/client/i18n/domain-texts';
import { t } from '@/client/i18n/i18n';
import styles from './league-page.module.css';

/**
 * How the league's matches are played, as players need to know it before they walk on court
 * (docs/rules.md, "Matches and results"): the format of each stage (the playoffs may have their
 * own), the deuce rule, and what a draw earns where a match can end level.
 */
export function LeagueFormat({ league }: { league: League }) {
  const formatName = (format: League['matchFormat']) => t(MATCH_FORMAT_NAMES[format]);
  const stages = league.hasPlayoffs && league.playoffMatchFormat;
  return (
    <div className={styles.format}>
      {stages ? (
        <p>
          {t('leagues.groupStage')}: <strong>{formatName(league.matchFormat)}</strong>
          <span aria-hidden="true" className={styles.formatDot}>
            {' · '}
          </span>
          <br className={styles.formatBreak} />
          {t('leagues.playoffFormat')}: <strong>{formatName(stages)}</strong>
        </p>
      ) : (
        <p>
          {t('leagues.matchFormat')}: <strong>{formatName(league.matchFormat)}</strong>
        </p>
      )}
      <p>
        {t('leagues.deuceRule')}: <strong>{t(DEUCE_RULE_NAMES[league.deuceRule])}</strong>
        {allowsDraws(league.matchFormat) ? (
          <>
            <span aria-hidden="true"> · </span>
            <span>{t('leagues.pointsForDraw', { points: league.pointsForDraw })}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}

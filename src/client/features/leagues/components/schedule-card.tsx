import type { Match } from '@/shared/schemas/match';
import { formatCourt } from '@/shared/domain/format';
import { formatMatchStart } from '@/client/i18n/format-start';
import { teamLabel } from '../match-results';
import { TeamName } from './team-name';
import { TeamLink } from '@/client/components/ui/entity-link';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './schedule-card.module.css';
import { t } from '@/client/i18n/i18n';

/** One scheduled match: court ('-' if none), time as HH:00 ('-' if none), the two teams. */
export function ScheduleCard({ match }: { match: Match }) {
  return (
    <li className={`${blocks.card} ${styles.card}`}>
      <dl className={styles.slot}>
        <div className={`${styles.fact} ${styles.time}`}>
          <dt>{t('leagues.time')}</dt>
          <dd className="num">{formatMatchStart(match)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('leagues.court')}</dt>
          <dd className="num">{formatCourt(match.courtNumber)}</dd>
        </div>
      </dl>
      <div className={styles.teams}>
        <TeamLink teamId={match.team1Id}>
          <TeamName name={teamLabel(match.team1Name, match.team1Id)} shortName={match.team1ShortName} />
        </TeamLink>
        <span className={styles.versus}>{t('leagues.versus')}</span>
        <TeamLink teamId={match.team2Id}>
          <TeamName name={teamLabel(match.team2Name, match.team2Id)} shortName={match.team2ShortName} />
        </TeamLink>
      </div>
    </li>
  );
}

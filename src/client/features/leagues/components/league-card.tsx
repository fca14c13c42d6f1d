import { Link } from '@tanstack/react-router';
import type { League } from '@/shared/schemas/league';
import { Badge } from '@/client/components/ui/badge';
import { buttonClassName } from '@/client/components/ui/button';
import { MultilineText } from '@/client/components/ui/multiline-text';
import { leagueFallbackName } from '../messages';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './league-card.module.css';
import { t } from '@/client/i18n/i18n';

export function LeagueCard({ league }: { league: League }) {
  const name = league.name.trim() || leagueFallbackName(league.id);
  return (
    <li className={`${blocks.card} ${styles.card}`}>
      <div className={styles.head}>
        <h3 className={styles.name}>{name}</h3>
        <Badge tone={league.status === 'active' ? 'positive' : 'muted'}>{league.status.toUpperCase()}</Badge>
      </div>
      {league.description ? <p className={styles.description}>{league.description}</p> : null}
      {league.rules ? (
        <div className={styles.rules}>
          <h4 className={styles.rulesTitle}>{t('leagues.leagueRules')}</h4>
          <MultilineText text={league.rules} />
        </div>
      ) : null}
      <Link
        to="/league"
        search={{ clubId: league.clubId, leagueId: league.id }}
        className={buttonClassName('primary', styles.action)}
        aria-label={`${t('leagues.viewLeague')}: ${name}`}
      >
        {t('leagues.viewLeague')}
      </Link>
    </li>
  );
}

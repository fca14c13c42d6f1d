import type { StandingsRules as Rules } from '@/shared/schemas/league';
import { standingsRulesText } from '../messages';
import styles from './standings-rules.module.css';
import { t } from '@/client/i18n/i18n';

/**
 * The points rule, the tie-break order and how games count under the league's format, right under
 * the table (docs/rules.md, "Standings").
 */
export function StandingsRules({ rules }: { rules: Rules }) {
  const text = standingsRulesText(rules);
  return (
    <section className={styles.rules} aria-label={t('leagues.rulesLabel')}>
      <p>{text.points}</p>
      {rules.rankByPointsPerMatch ? <p>{t('leagues.rankedByPointsPerMatch')}</p> : null}
      <p id="tiebreak-order">{t('leagues.tiebreakIntro')}</p>
      <ol aria-labelledby="tiebreak-order">
        {text.tiebreakers.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
      {text.scoring.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}

import type { StandingsRules as Rules } from '@/shared/schemas/league';
import { standingsRulesText } from '../messages';
import styles from './standings-rules.module.css';

/** The points rule and tie-break order in force, right under the table (docs/rules.md, "Standings"). */
export function StandingsRules({ rules }: { rules: Rules }) {
  const text = standingsRulesText(rules);
  return (
    <section className={styles.rules} aria-label="How the table is ordered">
      <p>{text.points}</p>
      <p id="tiebreak-order">Teams level on points are ordered by:</p>
      <ol aria-labelledby="tiebreak-order">
        {text.tiebreakers.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
      {text.matchTiebreak ? <p>{text.matchTiebreak}</p> : null}
    </section>
  );
}

import { useState } from 'react';
import { MultilineText } from '@/client/components/ui/multiline-text';
import styles from './league-rules.module.css';
import { t } from '@/client/i18n/i18n';

/** Wide enough for the rules to sit open under the title without pushing the standings away. */
const OPEN_BY_DEFAULT_QUERY = '(min-width: 768px)';

const opensByDefault = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(OPEN_BY_DEFAULT_QUERY).matches;

/**
 * The league's rules as a disclosure: on a phone they would fill the first screen, so they stay
 * folded to one line (the heading and the rules' first line) under the standings until opened.
 */
export function LeagueRules({ rules }: { rules: string }) {
  const [open, setOpen] = useState(opensByDefault);
  const firstLine = rules.trim().split('\n')[0] ?? '';
  return (
    <details
      className={styles.rules}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="league-rules"
    >
      <summary className={styles.summary}>
        <h2 className={styles.title} id="league-rules-title">
          {t('leagues.leagueRules')}
        </h2>
        <span className={styles.preview} aria-hidden="true">
          {firstLine}
        </span>
      </summary>
      <div className={styles.body} role="region" aria-labelledby="league-rules-title">
        <MultilineText text={rules} />
      </div>
    </details>
  );
}

import type { MatchInput } from '@/shared/schemas/match';
import type { ConflictMatch } from './conflict';
import { resultText } from './messages';
import styles from './conflict-results.module.css';
import { t } from '@/client/i18n/i18n';

/**
 * A conflict (412) in the one written form of set scores: the result the server holds now, the one
 * this device meant to send beside it, so the organiser can choose without opening Edit.
 */
export function ConflictResults({ theirs, yours }: { theirs: ConflictMatch; yours: MatchInput }) {
  return (
    <dl className={styles.results}>
      <div>
        <dt>{t('offline.theirResult')}</dt>
        <dd>{resultText(theirs)}</dd>
      </div>
      <div>
        <dt>{t('offline.yourResult')}</dt>
        <dd>{resultText(yours)}</dd>
      </div>
    </dl>
  );
}

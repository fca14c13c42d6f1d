import { useId } from 'react';
import type { Tiebreaker } from '@/shared/schemas/league';
import { Button } from '@/client/components/ui/button';
import { moveTiebreaker } from './league-form';
import { tiebreakerLabels } from './messages';
import styles from './tiebreaker-order.module.css';
import { t } from '@/client/i18n/i18n';

interface TiebreakerOrderProps {
  value: Tiebreaker[];
  onChange: (value: Tiebreaker[]) => void;
}

/** The order in which tied teams are separated, reordered with up/down buttons (no dragging on a phone). */
export function TiebreakerOrder({ value, onChange }: TiebreakerOrderProps) {
  const labelId = useId();
  return (
    <div className={styles.field}>
      <p id={labelId} className={styles.fieldLabel}>
        {t('admin.leagues.tiebreakOrderLabel')}
      </p>
      <ol className={styles.list} aria-labelledby={labelId}>
        {value.map((criterion, index) => (
          <li key={criterion} className={styles.item}>
            <span className={styles.label}>{t(tiebreakerLabels[criterion])}</span>
            <span className={styles.buttons}>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('admin.leagues.moveUp', { name: t(tiebreakerLabels[criterion]) })}
                disabled={index === 0}
                onClick={() => onChange(moveTiebreaker(value, index, -1))}
              >
                ↑
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('admin.leagues.moveDown', { name: t(tiebreakerLabels[criterion]) })}
                disabled={index === value.length - 1}
                onClick={() => onChange(moveTiebreaker(value, index, 1))}
              >
                ↓
              </Button>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

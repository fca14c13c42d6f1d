import { useId } from 'react';
import { formatStartHour } from '@/client/i18n/format-start';
import styles from './hour-toggle.module.css';

export interface HourToggleProps {
  label: string;
  /** The hours offered, e.g. a round's start_hour..end_hour. */
  hours: readonly number[];
  selected: readonly number[];
  onChange: (hours: number[]) => void;
  /** How a value reads on its button (an hour by default; a court number as it is). */
  formatValue?: (value: number) => string;
  /**
   * What pressing means: `unavailable` (default) marks an hour the team cannot play, red as in the
   * rules; `selection` marks a value chosen (a night's courts), court blue with a tick.
   */
  tone?: 'unavailable' | 'selection';
}

/** One toggle button per hour (aria-pressed), large enough for a thumb. */
export function HourToggle({
  label,
  hours,
  selected,
  onChange,
  formatValue = formatStartHour,
  tone = 'unavailable',
}: HourToggleProps) {
  const labelId = useId();
  const chosen = new Set(selected);
  const toggle = (hour: number) => {
    const next = new Set(chosen);
    if (next.has(hour)) next.delete(hour);
    else next.add(hour);
    onChange([...next].sort((a, b) => a - b));
  };
  return (
    <div className={styles.hourToggle}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <div role="group" aria-labelledby={labelId} className={styles.buttons}>
        {hours.map((hour) => (
          <button
            key={hour}
            type="button"
            className={styles.button}
            data-tone={tone}
            aria-pressed={chosen.has(hour)}
            onClick={() => toggle(hour)}
          >
            {tone === 'selection' && chosen.has(hour) ? (
              <span className={styles.tick} aria-hidden="true">
                ✓{' '}
              </span>
            ) : null}
            {formatValue(hour)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** from..to inclusive, as a list. */
export const hourRange = (from: number, to: number): number[] =>
  to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);

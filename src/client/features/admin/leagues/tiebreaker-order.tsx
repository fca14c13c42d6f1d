import { useId } from 'react';
import type { Tiebreaker } from '../../../../shared/schemas/league';
import { moveTiebreaker } from './league-form';
import { tiebreakerLabels } from './messages';

interface TiebreakerOrderProps {
  value: Tiebreaker[];
  onChange: (value: Tiebreaker[]) => void;
}

/** The order in which tied teams are separated, reordered with up/down buttons (no dragging on a phone). */
export function TiebreakerOrder({ value, onChange }: TiebreakerOrderProps) {
  const labelId = useId();
  return (
    <div className="field">
      <p id={labelId} className="field-label">
        Tie-break order (after points)
      </p>
      <ol className="tiebreaker-list" aria-labelledby={labelId}>
        {value.map((criterion, index) => (
          <li key={criterion} className="tiebreaker-item">
            <span>{tiebreakerLabels[criterion]}</span>
            <span className="tiebreaker-buttons">
              <button type="button" className="btn btn--small btn--secondary" aria-label={`Move ${tiebreakerLabels[criterion]} up`} disabled={index === 0} onClick={() => onChange(moveTiebreaker(value, index, -1))}>
                ↑
              </button>
              <button
                type="button"
                className="btn btn--small btn--secondary"
                aria-label={`Move ${tiebreakerLabels[criterion]} down`}
                disabled={index === value.length - 1}
                onClick={() => onChange(moveTiebreaker(value, index, 1))}
              >
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

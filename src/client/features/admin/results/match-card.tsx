import { formatCourt, formatHour } from '../../../../shared/domain/format';
import { winnerSideOf } from '../../../../shared/domain/match-outcome';
import { pairSets } from '../../../../shared/domain/set-scores';
import type { Match } from '../../../../shared/schemas/match';
import { PendingSyncMark, type OutboxEntry } from '../../../offline';
import { IconButton } from '../shared/icons';
import { outcomeLabels, resultMessages } from './messages';
import { shownResult } from './shown-result';

interface MatchCardProps {
  match: Match;
  /** The newest change of this match still in the outbox, marked on the card (see shownResult). */
  pending?: OutboxEntry;
  onEdit: (match: Match) => void;
  onDelete: (match: Match) => void;
}

/** One match: two rows of set scores, the winner of each set highlighted (SPEC.md §2). */
export function MatchCard({ match: saved, pending, onEdit, onDelete }: MatchCardProps) {
  const { match, yours } = shownResult(saved, pending);
  const sets = pairSets(match.team1Results, match.team2Results);
  const title = `${match.team1Name} vs ${match.team2Name}`;
  const winnerSide = winnerSideOf(match);
  const rows = [
    { side: 1 as const, name: match.team1Name, scores: sets.map((set) => ({ mine: set.team1, won: set.team1 > set.team2 })) },
    { side: 2 as const, name: match.team2Name, scores: sets.map((set) => ({ mine: set.team2, won: set.team2 > set.team1 })) },
  ];
  return (
    <li className="admin-match-card" aria-label={title}>
      <div className="admin-match-card-meta">
        <span>Court {formatCourt(match.courtNumber)}</span>
        <span>{formatHour(match.startTime)}</span>
        {match.outcome !== 'played' ? <span className="outcome-badge">{outcomeLabels[match.outcome]}</span> : null}
        {pending ? <PendingSyncMark entry={pending} /> : null}
      </div>
      <table className="admin-match-scores">
        <caption className="visually-hidden">{title}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.side} className={winnerSide === row.side ? 'is-winner' : undefined}>
              <th scope="row" className="admin-match-team">
                {row.name}
              </th>
              {row.scores.length === 0 ? (
                <td className="set-score set-score--missing">-</td>
              ) : (
                row.scores.map((score, index) => (
                  <td key={index} className={`set-score${score.won ? ' set-score--won' : ''}`}>
                    {score.mine}
                    {score.won ? <span className="visually-hidden"> (set won)</span> : null}
                  </td>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {yours ? <p className="admin-match-yours">{resultMessages.yours(yours)}</p> : null}
      <div className="admin-match-card-actions">
        <IconButton kind="edit" label={`Edit results of ${title}`} onClick={() => onEdit(match)} />
        <IconButton kind="delete" label={`Delete match ${title}`} onClick={() => onDelete(match)} />
      </div>
    </li>
  );
}

import { formatCourt } from '@/shared/domain/format';
import { formatMatchStart } from '@/client/i18n/format-start';
import { winnerSideOf } from '@/shared/domain/match-outcome';
import { pairSets } from '@/shared/domain/set-scores';
import type { Match } from '@/shared/schemas/match';
import { isLineupOperation, PendingSyncMark, type OutboxEntry } from '@/client/offline';
import { IconButton } from '@/client/components/admin/icons';
import { PlayoffStageMark, teamsKnown } from '@/client/components/admin/playoff-stage';
import { outcomeLabels } from './messages';
import styles from './match-card.module.css';
import { shownResult } from './shown-result';
import { YourResult } from './your-result';
import { ReportSummary } from './report-summary';
import { Button } from '@/client/components/ui/button';
import { SubstitutesNote } from '@/client/components/lineup/substitutes-note';
import { t } from '@/client/i18n/i18n';

/** How a write being handed to the outbox is marked: waiting, like any change not sent yet. */
export const HANDING_OVER = { state: 'pending', lastError: null } as const;

interface MatchCardProps {
  match: Match;
  /** The newest change of this match still in the outbox, marked on the card (see shownResult). */
  pending?: OutboxEntry;
  /** A write of this match is being handed to the outbox right now: marked at once, as pending. */
  handingOver?: boolean;
  onEdit: (match: Match) => void;
  onDelete: (match: Match) => void;
  /** The match's league, for a playoff match's stage mark ("Playoff · Semi-final"). */
  league?: { clubId: number; leagueId: number };
  /** Accept the open report's score as the result (through the outbox). */
  onAccept?: (match: Match) => void;
  /** Open the history of the match's score. */
  onHistory?: (match: Match) => void;
  /** Open who played for each team, to name a substitute (docs/substitutes.md). */
  onLineup?: (match: Match) => void;
}

/** One match: two rows of set scores, the winner of each set highlighted (docs/rules.md, "Admin dashboard"). */
export function MatchCard({
  match: saved,
  pending,
  handingOver = false,
  onEdit,
  onDelete,
  league,
  onAccept,
  onHistory,
  onLineup,
}: MatchCardProps) {
  const { match, yours } = shownResult(saved, pending);
  // A line-up waiting in the outbox stands in for the server's until it is sent; refused, it never stood.
  const pendingLineup =
    pending && isLineupOperation(pending) && pending.state !== 'needs-attention' ? pending.args.shown : undefined;
  const sets = pairSets(match.team1Results, match.team2Results);
  const title = `${match.team1Name} vs ${match.team2Name}`;
  const winnerSide = winnerSideOf(match);
  const playoff = match.stage === 'playoff';
  // A playoff side waiting for an earlier winner takes no result yet.
  const enterable = teamsKnown(match);
  const rows = [
    {
      side: 1 as const,
      name: match.team1Name,
      scores: sets.map((set) => ({ mine: set.team1, won: set.team1 > set.team2 })),
    },
    {
      side: 2 as const,
      name: match.team2Name,
      scores: sets.map((set) => ({ mine: set.team2, won: set.team2 > set.team1 })),
    },
  ];
  return (
    <li className={styles.card} aria-label={title}>
      <div className={styles.meta}>
        {league ? <PlayoffStageMark match={match} clubId={league.clubId} leagueId={league.leagueId} /> : null}
        <span>{t('admin.field.courtOption', { court: formatCourt(match.courtNumber) })}</span>
        <span>{formatMatchStart(match)}</span>
        {match.outcome !== 'played' ? <span className={styles.outcome}>{t(outcomeLabels[match.outcome])}</span> : null}
        {pending || handingOver ? <PendingSyncMark entry={pending ?? HANDING_OVER} /> : null}
      </div>
      <table className={styles.scores}>
        <caption className="sr-only">{title}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.side} className={winnerSide === row.side ? styles.winner : undefined}>
              <th scope="row" className={styles.team}>
                {row.name}
              </th>
              {row.scores.length === 0 ? (
                <td className={`${styles.set} ${styles.missing}`}>-</td>
              ) : (
                row.scores.map((score, index) => (
                  <td
                    key={index}
                    className={score.won ? `${styles.set} ${styles.won}` : styles.set}
                    data-won={score.won || undefined}
                  >
                    {score.mine}
                    {score.won ? <span className="sr-only"> {t('admin.results.setWon')}</span> : null}
                  </td>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <SubstitutesNote match={saved} standIns={pendingLineup} />
      {yours ? <YourResult result={yours} /> : null}
      {/* An open report from the court, until the organiser's own result (waiting in the outbox, or sent) closes it; a line-up does not. */}
      {saved.report && (!pending || isLineupOperation(pending)) && !handingOver ? (
        <ReportSummary
          match={match}
          report={saved.report}
          onAccept={onAccept && enterable ? () => onAccept(saved) : undefined}
          onEnterOwn={enterable ? () => onEdit(match) : undefined}
        />
      ) : null}
      {enterable ? null : <p className={styles.waiting}>{t('playoffs.stage.waiting')}</p>}
      <div className={styles.actions}>
        {onHistory ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('admin.history.actionOf', { match: title })}
            onClick={() => onHistory(match)}
          >
            {t('admin.history.action')}
          </Button>
        ) : null}
        {onLineup && enterable ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('admin.lineup.actionOf', { match: title })}
            onClick={() => onLineup(saved)}
          >
            {t('admin.lineup.action')}
          </Button>
        ) : null}
        {enterable ? (
          <IconButton
            kind="edit"
            label={t('admin.results.editResultsOf', { match: title })}
            onClick={() => onEdit(match)}
          />
        ) : null}
        {/* A playoff match goes with its playoffs (the Playoffs section), never on its own. */}
        {playoff ? null : (
          <IconButton
            kind="delete"
            label={t('admin.results.deleteMatch', { match: title })}
            onClick={() => onDelete(match)}
          />
        )}
      </div>
    </li>
  );
}

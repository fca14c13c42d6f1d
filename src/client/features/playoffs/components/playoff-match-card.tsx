import { formatCourt } from '@/shared/domain/format';
import { formatMatchStart } from '@/client/i18n/format-start';
import { fallbackTeamName } from '@/shared/domain/team-name';
import { bracketSides, seedLine, type BracketSide } from '../bracket-sides';
import type { PlayoffMatch } from '../types';
import { TeamLink } from '@/client/components/ui/entity-link';
import styles from './playoff-match-card.module.css';
import { t } from '@/client/i18n/i18n';

interface PlayoffMatchCardProps {
  match: PlayoffMatch;
  bye: boolean;
  groupPositions: ReadonlyMap<number, string>;
}

/**
 * One bracket match: both teams with seed and group position ("1 · A1"), their set scores, the
 * winner marked with a check and in words (never by colour alone), the court and hour once placed.
 * A team still waiting for a winner reads "To be decided"; a bye shows its team going through.
 * Every text is rendered as text, never as HTML.
 */
export function PlayoffMatchCard({ match, bye, groupPositions }: PlayoffMatchCardProps) {
  const sides = bracketSides(match, bye, groupPositions);
  const sets = Math.max(match.team1Results.length, match.team2Results.length);
  const walkover = match.outcome === 'walkover' && match.winnerTeamId !== null;
  const decided = match.winnerTeamId !== null;
  const meta = bye
    ? t('playoffs.byeNote')
    : match.courtNumber !== null && match.startTime !== null
      ? t('playoffs.courtAt', { court: formatCourt(match.courtNumber), hour: formatMatchStart(match) })
      : t('playoffs.notPlaced');
  const outcome = match.outcome === 'walkover' ? t('playoffs.walkover') : match.outcome === 'retired' ? t('playoffs.retired') : null;
  return (
    <li className={[styles.card, bye ? styles.bye : '', decided ? styles.decided : ''].filter(Boolean).join(' ')} data-testid="playoff-match">
      <p className={`${styles.meta} num`}>
        <span>{meta}</span>
        {outcome && decided ? <span className={styles.outcome}>{outcome}</span> : null}
      </p>
      <table className={styles.rows}>
        <tbody>
          {sides.map((side) => (
            <tr key={side.side} className={side.isWinner ? styles.winner : undefined}>
              <th scope="row" className={styles.team}>
                <TeamCell side={side} />
              </th>
              {walkover ? (
                <td className={styles.set}>
                  {side.isWinner ? <span className={`${styles.score} ${styles.won} num`}>{t('playoffs.walkoverShort')}</span> : null}
                </td>
              ) : (
                Array.from({ length: sets }, (_, index) => {
                  const mine = side.results[index];
                  const theirs = (side.side === 1 ? match.team2Results : match.team1Results)[index];
                  const won = mine !== undefined && theirs !== undefined && mine > theirs;
                  return (
                    <td key={index} className={styles.set}>
                      <span className={won ? `${styles.score} ${styles.won} num` : `${styles.score} num`}>{mine ?? '-'}</span>
                      {won ? <span className="sr-only"> (set won)</span> : null}
                    </td>
                  );
                })
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

function TeamCell({ side }: { side: BracketSide }) {
  if (side.state === 'bye') return <span className={styles.missing}>{t('playoffs.bye')}</span>;
  if (side.state === 'toBeDecided') return <span className={styles.missing}>{t('playoffs.toBeDecided')}</span>;
  const seed = seedLine(side.seed, side.groupPosition);
  return (
    <span className={styles.teamLine}>
      <span className={side.isWinner ? `${styles.mark} ${styles.markWinner}` : styles.mark} aria-hidden={side.isWinner ? undefined : true}>
        {side.isWinner ? (
          <>
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
              <circle cx="10" cy="10" r="10" fill="currentColor" />
              <path d="M5.5 10.5 L8.6 13.5 L14.5 7" fill="none" stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="sr-only">{t('playoffs.winner')} </span>
          </>
        ) : null}
      </span>
      {seed ? (
        <span className={`${styles.seed} num`}>
          <span aria-hidden="true">{seed}</span>
          <span className="sr-only">
            {[side.seed === null ? null : t('playoffs.seedSpoken', { seed: side.seed }), side.groupPosition === null ? null : t('playoffs.groupPositionSpoken', { position: side.groupPosition })]
              .filter(Boolean)
              .join(', ')}
            {': '}
          </span>
        </span>
      ) : null}
      <span className={styles.name}>
        <TeamLink teamId={side.teamId}>{side.name ?? fallbackTeamName(side.teamId ?? 0)}</TeamLink>
      </span>
    </span>
  );
}

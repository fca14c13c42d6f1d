import type { Match } from '@/shared/schemas/match';
import { formatCourt } from '@/shared/domain/format';
import { formatMatchStart } from '@/client/i18n/format-start';
import { winnerSideOf } from '@/shared/domain/match-outcome';
import { setBoxes, teamLabel, type SetBox } from '../match-results';
import { TeamName } from './team-name';
import { TeamLink } from '@/client/components/ui/entity-link';
import { SubstitutesNote } from '@/client/components/lineup/substitutes-note';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './result-card.module.css';
import { t } from '@/client/i18n/i18n';

/**
 * A match as a small scoreboard: one row per team, one box per set, each set's winning score
 * marked (ball yellow on ink, never yellow text on white); '-' boxes while results are missing.
 * The match winner is marked in words and with a check, never by colour alone: a walkover shows
 * "W/O" in place of scores, a retirement its scores as they stood and "ret." by the team that retired.
 */
export function ResultCard({ match }: { match: Match }) {
  const winnerSide = winnerSideOf(match);
  // A walkover has no scores to show (any stored from before that rule count for nothing).
  const walkover = match.outcome === 'walkover' && winnerSide !== null;
  const retiredSide = match.outcome === 'retired' && winnerSide !== null ? otherSide(winnerSide) : null;
  const [boxes1, boxes2] = setBoxes(match.team1Results, match.team2Results);
  const outcome =
    match.outcome === 'walkover' ? t('leagues.walkover') : match.outcome === 'retired' ? t('leagues.retired') : null;
  const caption = `${t('leagues.court')} ${formatCourt(match.courtNumber)}, ${formatMatchStart(match)}`;
  const rows = [
    { side: 1 as const, teamId: match.team1Id, name: teamLabel(match.team1Name, match.team1Id), shortName: match.team1ShortName, boxes: boxes1 },
    { side: 2 as const, teamId: match.team2Id, name: teamLabel(match.team2Name, match.team2Id), shortName: match.team2ShortName, boxes: boxes2 },
  ];
  return (
    <li className={`${blocks.card} ${styles.card}`}>
      <table className={styles.scoreboard}>
        <caption className={`${styles.caption} num`}>
          {/* The line inside, not the caption, is the flex box: a flex caption stops spanning the table. */}
          <span className={styles.captionLine}>
            <span>{caption}</span>
            {outcome ? <span className={styles.outcome}>{outcome}</span> : null}
          </span>
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('standings.team')}</th>
            {walkover ? (
              <th scope="col">{t('leagues.result')}</th>
            ) : (
              boxes1.map((_, index) => (
                <th scope="col" key={index}>
                  {t('leagues.setNumber', { number: index + 1 })}
                </th>
              ))
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isWinner = winnerSide === row.side;
            return (
              <tr key={row.side} className={isWinner ? styles.winnerRow : undefined}>
                <th scope="row" className={styles.team}>
                  <span className={styles.teamLine}>
                    <WinnerMark shown={isWinner} />
                    <TeamLink teamId={row.teamId}>
                      <TeamName name={row.name} shortName={row.shortName} />
                    </TeamLink>
                    {retiredSide === row.side ? <RetiredMark /> : null}
                  </span>
                </th>
                {walkover ? <WalkoverCell isWinner={isWinner} /> : <SetCells boxes={row.boxes} />}
              </tr>
            );
          })}
        </tbody>
      </table>
      <SubstitutesNote match={match} className={styles.substitutes} />
    </li>
  );
}

const otherSide = (side: 1 | 2): 1 | 2 => (side === 1 ? 2 : 1);

/** A check in a gutter both rows keep, so the names line up; the words are for screen readers. */
function WinnerMark({ shown }: { shown: boolean }) {
  if (!shown) return <span className={styles.mark} aria-hidden="true" />;
  return (
    <span className={`${styles.mark} ${styles.markWinner}`} data-testid="winner-mark">
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="10" fill="currentColor" />
        <path d="M5.5 10.5 L8.6 13.5 L14.5 7" fill="none" stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="sr-only">{t('leagues.winner')} </span>
    </span>
  );
}

function RetiredMark() {
  return (
    <span className={styles.retired}>
      <span aria-hidden="true">{t('leagues.retiredShort')}</span>
      <span className="sr-only"> {t('leagues.retiredSpoken')}</span>
    </span>
  );
}

function WalkoverCell({ isWinner }: { isWinner: boolean }) {
  return (
    <td className={isWinner ? `${styles.set} ${styles.won} ${styles.walkover}` : `${styles.set} ${styles.walkover}`}>
      {isWinner ? <span className={`${styles.score} num`}>{t('leagues.walkoverShort')}</span> : null}
    </td>
  );
}

function SetCells({ boxes }: { boxes: SetBox[] }) {
  return boxes.map((box, index) => (
    <td key={index} className={box.won ? `${styles.set} ${styles.won}` : styles.set}>
      <span className={`${styles.score} num`}>{box.score}</span>
      {box.won ? <span className="sr-only"> {t('leagues.setWon')}</span> : null}
    </td>
  ));
}

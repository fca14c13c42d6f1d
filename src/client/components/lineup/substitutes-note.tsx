import type { Match } from '@/shared/schemas/match';
import type { LineupPlayer } from '@/shared/schemas/lineup';
import styles from './substitutes-note.module.css';
import { t } from '@/client/i18n/i18n';

type Substitute = LineupPlayer & { replaces: NonNullable<LineupPlayer['replaces']> };

/** The substitutes of a match's line-up, team 1's first (docs/substitutes.md). */
export function substitutesOf(match: Pick<Match, 'lineup'>): Substitute[] {
  const lineup = match.lineup;
  if (!lineup) return [];
  return [...lineup.team1Players, ...lineup.team2Players].filter(
    (player): player is Substitute => player.replaces !== null,
  );
}

/**
 * Who stood in for whom, under a match's score: "Carla Ruiz stood in for Ana Alonso". Nothing when
 * both teams played with their own players. Names are text, never markup.
 */
export function SubstitutesNote({ match, className }: { match: Pick<Match, 'lineup'>; className?: string }) {
  const substitutes = substitutesOf(match);
  if (substitutes.length === 0) return null;
  return (
    <ul className={[styles.note, className].filter(Boolean).join(' ')} aria-label={t('lineup.substitutes')}>
      {substitutes.map((player) => (
        <li key={player.playerId} className={styles.line}>
          <span className={styles.mark} aria-hidden="true">
            {t('lineup.subShort')}
          </span>
          <span>{t('lineup.stoodInFor', { substitute: player.name, absent: player.replaces.name })}</span>
        </li>
      ))}
    </ul>
  );
}

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

/** One line per substitute, by name: who stood in for whom. */
export interface StandIn {
  substitute: string;
  absent: string;
}

/**
 * Who stood in for whom, under a match's score: "Carla Ruiz stood in for Ana Alonso". Nothing when
 * both teams played with their own players. Names are text, never markup. `standIns` replaces the
 * match's own: a line-up kept on the device, not on the server yet.
 */
export function SubstitutesNote({
  match,
  standIns,
  className,
}: {
  match: Pick<Match, 'lineup'>;
  standIns?: readonly StandIn[];
  className?: string;
}) {
  const lines =
    standIns ?? substitutesOf(match).map((player) => ({ substitute: player.name, absent: player.replaces.name }));
  if (lines.length === 0) return null;
  return (
    <ul className={[styles.note, className].filter(Boolean).join(' ')} aria-label={t('lineup.substitutes')}>
      {lines.map((line) => (
        <li key={`${line.substitute}-${line.absent}`} className={styles.line}>
          <span className={styles.mark} aria-hidden="true">
            {t('lineup.subShort')}
          </span>
          <span>{t('lineup.stoodInFor', { substitute: line.substitute, absent: line.absent })}</span>
        </li>
      ))}
    </ul>
  );
}

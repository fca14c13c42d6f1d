import { matchLineup } from '@/shared/schemas/lineup';
import { SubstitutesNote } from '../components/lineup/substitutes-note';
import type { LineupShown } from './outbox-operations';
import styles from './conflict-results.module.css';
import { t } from '@/client/i18n/i18n';

/** The line-up a conflict's match carries (`serverMatch`, as the server sent it), or null. */
function serverLineupOf(kept: unknown) {
  const lineup = (Array.isArray(kept) ? kept[0] : kept) as { lineup?: unknown } | null;
  const read = matchLineup.safeParse(lineup?.lineup ?? { team1Players: [], team2Players: [] });
  return read.success ? read.data : null;
}

/**
 * A line-up's conflict (412), as a result's is shown: who the server has standing in now beside who
 * this device meant to send, so the organiser chooses without opening the dialog again.
 */
export function ConflictLineups({ serverMatch, yours }: { serverMatch: unknown; yours: readonly LineupShown[] }) {
  const theirs = serverLineupOf(serverMatch);
  const own = t('offline.lineupOwnPlayers');
  return (
    <dl className={styles.results}>
      <div>
        <dt>{t('offline.theirResult')}</dt>
        <dd className={styles.lineup}>
          {theirs && [...theirs.team1Players, ...theirs.team2Players].some((player) => player.replaces) ? (
            <SubstitutesNote match={{ lineup: theirs }} />
          ) : (
            own
          )}
        </dd>
      </div>
      <div>
        <dt>{t('offline.yourResult')}</dt>
        <dd className={styles.lineup}>{yours.length > 0 ? <SubstitutesNote match={{}} standIns={yours} /> : own}</dd>
      </div>
    </dl>
  );
}

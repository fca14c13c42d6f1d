import { STATUS_NAMES } from '@/client/i18n/domain-texts';
import type { LeagueStatus } from '@/shared/schemas/league';
import type { RoundStatus } from '@/shared/schemas/round';
import styles from './status-badge.module.css';
import { t } from '@/client/i18n/i18n';

/** A league's or a round's status as a pill: green while active, blue once finished. */
export function StatusBadge({ status }: { status: LeagueStatus | RoundStatus }) {
  return <span className={`${styles.badge} ${styles[status] ?? ''}`}>{t(STATUS_NAMES[status])}</span>;
}

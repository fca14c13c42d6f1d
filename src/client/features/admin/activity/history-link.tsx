import { Link } from '@tanstack/react-router';
import type { AuditEntity } from '@/shared/schemas/audit';
import { t } from '@/client/i18n/i18n';
import { activityMessages as text } from './messages';
import styles from './history-link.module.css';

/** From an edit screen to the Activity section filtered to this entity ("History"). */
export function HistoryLink({ entity, id, name }: { entity: AuditEntity; id: number; name: string }) {
  return (
    <Link
      to="/admin/dashboard"
      search={(previous) => ({ ...previous, section: 'activity', entity, entityId: id, page: undefined })}
      className={styles.link}
      aria-label={t('admin.activity.historyOfEntity', { name })}
    >
      {text.history}
    </Link>
  );
}

import type { AuditEntry } from '@/shared/schemas/audit';
import { formatInstant } from '@/client/i18n/format';
import { t } from '@/client/i18n/i18n';
import { fieldChanges, fieldLabel } from './field-diff';
import { roleLabels } from '@/client/features/matches/admin/results/messages';
import { actionText } from './messages';
import entryList from '@/client/components/admin/entry-list.module.css';
import styles from './activity-section.module.css';

const EMPTY_VALUE = '—';

/**
 * One audit entry: what was done to which entity, when and by whom, the route, and the fields it
 * changed, before → after. Every value is rendered as text by React (never as HTML), so a name
 * holding markup shows as the characters typed.
 */
export function ActivityEntry({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry.before, entry.after);
  const action = actionText(entry);
  return (
    <li className={`${entryList.entry} ${entryList.roomy}`}>
      <p className={styles.headline}>
        <span className={styles.action}>{action}</span>
        <time className={styles.when} dateTime={entry.at}>
          {formatInstant(Date.parse(entry.at))}
        </time>
      </p>
      <p className={entryList.who}>{t('admin.history.by', { username: entry.by.username, role: t(roleLabels[entry.by.role]) })}</p>
      <p className={styles.route}>
        <code>
          {entry.method} {entry.route}
        </code>
      </p>
      {changes.length === 0 ? (
        <p className={styles.noChanges}>{t('admin.activity.noChanges')}</p>
      ) : (
        <table className={styles.diff}>
          <caption className="sr-only">{action}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.activity.field')}</th>
              <th scope="col">{t('admin.activity.before')}</th>
              <th scope="col">{t('admin.activity.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{fieldLabel(change.field)}</th>
                <td data-label={t('admin.activity.before')} className={styles.before}>
                  {change.before === null ? EMPTY_VALUE : <del>{change.before}</del>}
                </td>
                <td data-label={t('admin.activity.after')} className={styles.after}>
                  {change.after === null ? EMPTY_VALUE : <ins>{change.after}</ins>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

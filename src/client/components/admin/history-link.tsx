import type { MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { AuditEntity } from '@/shared/schemas/audit';
import { t } from '@/client/i18n/i18n';
import styles from './history-link.module.css';

/**
 * From an edit screen to the Activity section filtered to this entity ("History"). A plain link
 * that the router takes over when there is one: the sections also render on their own (tests).
 */
export function HistoryLink({ entity, id, name }: { entity: AuditEntity; id: number; name: string }) {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!router || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // The scope comes along (the admin layout retains it); the filter starts on its first page.
    void router.navigate({ to: '/admin/activity', search: { entity, entityId: id } });
  };
  return (
    <a
      href={`/admin/activity?${new URLSearchParams({ entity, entityId: String(id) }).toString()}`}
      className={styles.link}
      aria-label={t('admin.activity.historyOfEntity', { name })}
      onClick={open}
    >
      {t('admin.activity.history')}
    </a>
  );
}

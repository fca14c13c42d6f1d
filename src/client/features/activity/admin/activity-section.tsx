import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { auditEntities, type AuditEntity } from '@/shared/schemas/audit';
import { Button } from '@/client/components/ui/button';
import { Pagination } from '@/client/components/ui/pagination';
import { SelectField } from '@/client/components/ui/select';
import { StatusMessage } from '@/client/components/ui/status-message';
import { EmptyState, SectionHeader } from '@/client/components/admin/section-layout';
import sectionStyles from '@/client/components/admin/section.module.css';
import entryList from '@/client/components/admin/entry-list.module.css';
import { ActivityEntry } from './activity-entry';
import { activityQueries } from './api';
import { entityLabels, historyTitle } from './messages';
import styles from './activity-section.module.css';
import { t } from '@/client/i18n/i18n';

const activityRoute = getRouteApi('/admin/signed-in/activity');

/** The entity names are lower case for use inside a sentence; a list of choices starts each with a capital. */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

interface ActivityChoice {
  entity?: AuditEntity | undefined;
  entityId?: number | undefined;
  page?: number | undefined;
}

/**
 * "Activity" (docs/roles.md, "Audit log"): every admin write, newest first, as the server lets
 * this account read them (the administrator all; an organiser their clubs' and the tour's players
 * and teams). The entity, one entity's id and the page live in the address, so a link from an
 * edit screen opens that entity's history and the back button steps through the pages.
 */
export function ActivitySection() {
  const { entity, entityId, page = 1 } = activityRoute.useSearch();
  const navigate = activityRoute.useNavigate();
  const list = useQuery(activityQueries.list({ entity, entityId, page }));
  const choose = (next: ActivityChoice) => void navigate({ search: (previous) => ({ ...previous, ...next }) });
  const oneEntity = entity !== undefined && entityId !== undefined;

  let body;
  if (list.isPending) body = <StatusMessage tone="loading" title={t('admin.activity.loading')} />;
  else if (list.isError)
    body = (
      <StatusMessage
        tone="error"
        title={t('admin.activity.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('admin.activity.retry')}
          </Button>
        }
      />
    );
  else if (list.data.entries.length === 0) body = <EmptyState>{t('admin.activity.empty')}</EmptyState>;
  else
    body = (
      <ol className={entryList.list} aria-busy={list.isPlaceholderData || undefined}>
        {list.data.entries.map((entry) => (
          <ActivityEntry key={entry.id} entry={entry} />
        ))}
      </ol>
    );

  return (
    <section aria-labelledby="section-title" className={sectionStyles.section}>
      <SectionHeader title={oneEntity ? historyTitle(entity, entityId) : t('admin.activity.title')}>
        <p className={styles.intro}>{t('admin.activity.intro')}</p>
        <div className={styles.filters}>
          <SelectField<AuditEntity>
            label={t('admin.activity.entityFilter')}
            value={entity ?? null}
            placeholder={t('admin.activity.allEntities')}
            options={auditEntities.map((value) => ({ value, label: capitalised(t(entityLabels[value])) }))}
            onValueChange={(value) => choose({ entity: value ?? undefined, entityId: undefined, page: undefined })}
            className={styles.entityFilter}
          />
          {oneEntity ? (
            <Button variant="secondary" onClick={() => choose({ entityId: undefined, page: undefined })}>
              {t('admin.activity.showAll')}
            </Button>
          ) : null}
        </div>
      </SectionHeader>
      {body}
      {list.data ? (
        <Pagination page={page} pages={Math.ceil(list.data.total / list.data.pageSize)} onChange={(next) => choose({ page: next })} />
      ) : null}
    </section>
  );
}

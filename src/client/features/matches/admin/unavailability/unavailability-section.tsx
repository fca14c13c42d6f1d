import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { formatStartHour } from '@/client/i18n/format-start';
import type { TeamUnavailability } from '@/shared/schemas/scheduling';
import { Button } from '@/client/components/ui/button';
import { HourToggle } from '@/client/components/ui/hour-toggle';
import { slotHourChoices } from '@/client/components/admin/round-slots';
import { SearchPicker } from '@/client/components/ui/search-picker';
import { filterTeams } from '@/client/components/admin/catalog';
import { DataTable } from '@/client/components/admin/data-table';
import { EditorDialog } from '@/client/components/admin/form-dialog';
import { IconButton } from '@/client/components/admin/icons';
import { useAdminScope } from '@/client/components/admin/scope';
import { ScopeSelectors } from '@/client/components/admin/scope-selectors';
import { EmptyState, SectionHeader } from '@/client/components/admin/section-layout';
import { useEntityEditor } from '@/client/components/admin/use-entity-editor';
import { useLeagueTeams } from '@/client/components/admin/use-league-teams';
import { unavailabilityQuery } from './api';
import { useCreateUnavailability, useDeleteUnavailability, useUpdateUnavailability } from './mutations';
import { emptyUnavailability, unavailabilityFormSchema, unavailabilityToForm } from './unavailability-form';
import layout from '@/client/components/admin/form-layout.module.css';
import section from '@/client/components/admin/section.module.css';
import { t } from '@/client/i18n/i18n';

export function UnavailabilitySection() {
  const scope = useAdminScope();
  const { clubId, leagueId, roundId, round } = scope;
  const ref = clubId !== null && leagueId !== null && roundId !== null ? { clubId, leagueId, roundId } : null;
  const entries = useQuery(unavailabilityQuery(clubId, leagueId, roundId));
  const { teams } = useLeagueTeams(scope);
  const createEntry = useCreateUnavailability();
  const updateEntry = useUpdateUnavailability();
  const deleteEntry = useDeleteUnavailability();
  const editor = useEntityEditor<TeamUnavailability, typeof unavailabilityFormSchema>({
    schema: unavailabilityFormSchema,
    empty: emptyUnavailability,
    fromEntity: unavailabilityToForm,
    save: (input, editing) =>
      editing ? updateEntry.mutateAsync({ round: ref!, entryId: editing.id, input }) : createEntry.mutateAsync({ round: ref!, input }),
    remove: (entry) => deleteEntry.mutateAsync({ round: ref!, entryId: entry.id }),
    messages: { saveFailed: t('admin.unavailability.saveFailed'), deleteFailed: t('admin.unavailability.deleteFailed'), confirmDelete: t('admin.unavailability.confirmDelete') },
  });
  const chosenHours = useWatch({ control: editor.control, name: 'unavailableHours' });
  const list = entries.data ?? [];
  const takenTeamIds = list.filter((entry) => entry.id !== editor.editing?.id).map((entry) => entry.teamId);
  // The hours the round's slots touch, plus any stored hour outside them (the round may have been shortened since).
  const hours = [...new Set([...slotHourChoices(round ?? null), ...chosenHours])].sort((a, b) => a - b);

  return (
    <section aria-labelledby="section-title" className={section.section}>
      <SectionHeader
        title={t('admin.unavailability.title')}
        actions={
          <Button onClick={editor.openCreate} disabled={!ref}>
            {t('admin.unavailability.create')}
          </Button>
        }
      >
        <ScopeSelectors scope={scope} show={{ league: true, round: true }} />
      </SectionHeader>
      {!ref ? (
        <EmptyState>{t('admin.unavailability.selectScope')}</EmptyState>
      ) : (
        <DataTable<TeamUnavailability>
          caption={t('admin.unavailability.title')}
          rows={list}
          loading={entries.isPending}
          rowKey={(entry) => entry.id}
          empty={t('admin.unavailability.empty')}
          columns={[
            { header: t('admin.field.team'), cell: (entry) => entry.teamName },
            {
              header: t('admin.col.unavailableHours'),
              cell: (entry) => (entry.unavailableHours.length === 0 ? t('admin.unavailability.noHours') : entry.unavailableHours.map(formatStartHour).join(', ')),
            },
          ]}
          actions={(entry) => (
            <>
              <IconButton kind="edit" label={t('admin.unavailability.editOf', { team: entry.teamName })} onClick={() => editor.openEdit(entry)} />
              <IconButton kind="delete" label={t('admin.unavailability.deleteOf', { team: entry.teamName })} onClick={() => void editor.requestDelete(entry)} />
            </>
          )}
        />
      )}
      <EditorDialog editor={editor} text={{ createTitle: t('admin.unavailability.createTitle'), editTitle: t('admin.unavailability.editTitle') }}>
        <Controller
          control={editor.control}
          name="team"
          render={({ field, fieldState }) => (
            <SearchPicker
              label={t('admin.field.team')}
              required
              disabled={editor.editing !== null}
              selected={field.value}
              onSelect={field.onChange}
              search={async (query) => filterTeams(teams, query)}
              excludeIds={takenTeamIds}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={editor.control}
          name="unavailableHours"
          render={({ field }) => <HourToggle label={t('admin.unavailability.hoursLabel')} hours={hours} selected={field.value} onChange={field.onChange} />}
        />
        <p className={layout.hint}>{t('admin.unavailability.hoursHint')}</p>
      </EditorDialog>
    </section>
  );
}

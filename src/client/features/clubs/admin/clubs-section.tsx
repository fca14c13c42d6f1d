import { useQuery } from '@tanstack/react-query';
import type { Club } from '@/shared/schemas/club';
import { catalog } from '@/client/components/admin/catalog';
import { CrudSection } from '@/client/components/admin/crud-section';
import { clampedCell } from '@/client/components/admin/data-table';
import { FormTextAreaField, FormTextField } from '@/client/components/admin/form-fields';
import { useEntityEditor } from '@/client/components/admin/use-entity-editor';
import { useIsAdministrator } from '@/client/components/admin/me';
import { clubFormSchema, clubToForm, emptyClub } from './club-form';
import { useCreateClub, useDeleteClub, useUpdateClub } from './mutations';
import { t } from '@/client/i18n/i18n';

export function ClubsSection() {
  const clubs = useQuery(catalog.clubs());
  const createClub = useCreateClub();
  const updateClub = useUpdateClub();
  const deleteClub = useDeleteClub();
  // Creating and deleting clubs is the tour administrator's (docs/roles.md).
  const isAdministrator = useIsAdministrator();
  const editor = useEntityEditor<Club, typeof clubFormSchema>({
    schema: clubFormSchema,
    empty: emptyClub,
    fromEntity: clubToForm,
    save: (input, editing) => (editing ? updateClub.mutateAsync({ clubId: editing.id, input }) : createClub.mutateAsync(input)),
    remove: (club) => deleteClub.mutateAsync(club.id),
    messages: { saveFailed: t('admin.clubs.saveFailed'), deleteFailed: t('admin.clubs.deleteFailed'), confirmDelete: t('admin.clubs.confirmDelete') },
  });
  const { control } = editor;

  return (
    <CrudSection<Club>
      historyOf={(row) => ({ entity: 'club', id: row.id })}
      text={{ title: t('admin.clubs.title'), create: t('admin.clubs.create'), createTitle: t('admin.clubs.createTitle'), editTitle: t('admin.clubs.editTitle') }}
      editor={editor}
      noun={t('admin.noun.club')}
      canCreateAndDelete={isAdministrator}
      labelOf={(club) => club.name}
      rows={clubs.data ?? []}
      loading={clubs.isPending}
      rowKey={(club) => club.id}
      empty={t('admin.clubs.empty')}
      columns={[
        { header: t('admin.field.name'), cell: (club) => club.name },
        { header: t('admin.field.description'), cell: (club) => <span className={clampedCell}>{club.description ?? '-'}</span> },
      ]}
      form={
        <>
          <FormTextField control={control} name="name" label={t('admin.field.name')} required autoComplete="off" />
          <FormTextAreaField control={control} name="description" label={t('admin.field.description')} />
          <FormTextAreaField control={control} name="rules" label={t('admin.clubs.rules')} />
        </>
      }
    />
  );
}

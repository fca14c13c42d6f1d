import { useQuery } from '@tanstack/react-query';
import type { Club } from '@/shared/schemas/club';
import { catalog } from '../shared/catalog';
import { CrudSection } from '../shared/crud-section';
import { clampedCell } from '../shared/data-table';
import { FormTextAreaField, FormTextField } from '../shared/form-fields';
import { useEntityEditor } from '../shared/use-entity-editor';
import { useIsAdministrator } from '../shared/me';
import { clubFormSchema, clubToForm, emptyClub } from './club-form';
import { clubMessages as text } from './messages';
import { useCreateClub, useDeleteClub, useUpdateClub } from './mutations';

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
    messages: text,
  });
  const { control } = editor;

  return (
    <CrudSection<Club>
      text={text}
      editor={editor}
      noun="club"
      canCreateAndDelete={isAdministrator}
      labelOf={(club) => club.name}
      rows={clubs.data ?? []}
      loading={clubs.isPending}
      rowKey={(club) => club.id}
      empty={text.empty}
      columns={[
        { header: 'Name', cell: (club) => club.name },
        { header: 'Description', cell: (club) => <span className={clampedCell}>{club.description ?? '-'}</span> },
      ]}
      form={
        <>
          <FormTextField control={control} name="name" label="Name" required autoComplete="off" />
          <FormTextAreaField control={control} name="description" label="Description" />
          <FormTextAreaField control={control} name="rules" label="Club rules" />
        </>
      }
    />
  );
}

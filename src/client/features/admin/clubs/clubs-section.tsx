import { useQuery } from '@tanstack/react-query';
import type { Club } from '../../../../shared/schemas/club';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { catalog } from '../shared/catalog';
import { DataTable } from '../shared/data-table';
import { FormDialog } from '../shared/form-dialog';
import { IconButton } from '../shared/icons';
import { SectionHeader } from '../shared/section-layout';
import { useEntityEditor } from '../shared/use-entity-editor';
import { deleteClub, saveClub } from './api';
import { clubToForm, emptyClub, validateClub } from './club-form';
import { clubMessages as text } from './messages';

export function ClubsSection() {
  const clubs = useQuery(catalog.clubs());
  const editor = useEntityEditor({ empty: emptyClub, fromEntity: clubToForm, validate: validateClub, save: saveClub, remove: deleteClub, messages: text });
  const { values, errors, setField } = editor;

  return (
    <section aria-labelledby="section-title" className="admin-section">
      <SectionHeader
        title={text.title}
        actions={
          <button type="button" className="btn btn--primary" onClick={editor.openCreate}>
            {text.create}
          </button>
        }
      />
      <DataTable<Club>
        caption={text.title}
        rows={clubs.data ?? []}
        loading={clubs.isPending}
        rowKey={(club) => club.id}
        empty={text.empty}
        columns={[
          { header: 'Name', cell: (club) => club.name },
          { header: 'Description', cell: (club) => <span className="cell-clamp">{club.description ?? '-'}</span> },
        ]}
        actions={(club) => (
          <>
            <IconButton kind="edit" label={`Edit club ${club.name}`} onClick={() => editor.openEdit(club)} />
            <IconButton kind="delete" label={`Delete club ${club.name}`} onClick={() => void editor.requestDelete(club)} />
          </>
        )}
      />
      <FormDialog
        open={editor.open}
        title={editor.editing ? text.editTitle : text.createTitle}
        submitLabel={editor.editing ? 'Update' : 'Create'}
        submitting={editor.submitting}
        onSubmit={() => void editor.submit()}
        onClose={editor.close}
      >
        <TextField label="Name" required autoComplete="off" value={values.name} error={errors.name} onValueChange={(value) => setField('name', value)} />
        <TextAreaField label="Description" value={values.description} onValueChange={(value) => setField('description', value)} />
        <TextAreaField label="Club rules" value={values.rules} onValueChange={(value) => setField('rules', value)} />
      </FormDialog>
    </section>
  );
}

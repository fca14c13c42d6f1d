import { useQuery } from '@tanstack/react-query';
import type { Club } from '../../../../shared/schemas/club';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { catalog } from '../shared/catalog';
import { useEntityEditor } from '../shared/use-entity-editor';
import { deleteClub, saveClub } from './api';
import { clubToForm, emptyClub, validateClub } from './club-form';
import { clubMessages as text } from './messages';
import { CrudSection } from '../shared/crud-section';

export function ClubsSection() {
  const clubs = useQuery(catalog.clubs());
  const editor = useEntityEditor({
    empty: emptyClub,
    fromEntity: clubToForm,
    validate: validateClub,
    save: saveClub,
    remove: deleteClub,
    messages: text,
  });
  const { values, errors, setField } = editor;

  return (
    <CrudSection<Club, typeof values>
      text={text}
      editor={editor}
      noun="club"
      labelOf={(club) => club.name}
      rows={clubs.data ?? []}
      loading={clubs.isPending}
      rowKey={(club) => club.id}
      empty={text.empty}
      columns={[
        { header: 'Name', cell: (club) => club.name },
        { header: 'Description', cell: (club) => <span className="cell-clamp">{club.description ?? '-'}</span> },
      ]}
      form={
        <>
          <TextField
            label="Name"
            required
            autoComplete="off"
            value={values.name}
            error={errors.name}
            onValueChange={(value) => setField('name', value)}
          />
          <TextAreaField
            label="Description"
            value={values.description}
            onValueChange={(value) => setField('description', value)}
          />
          <TextAreaField label="Club rules" value={values.rules} onValueChange={(value) => setField('rules', value)} />
        </>
      }
    />
  );
}

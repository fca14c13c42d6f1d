import { useQuery } from '@tanstack/react-query';
import type { Team } from '../../../../shared/schemas/team';
import { fullName } from '../../../../shared/domain/team-name';
import { catalog } from '../shared/catalog';
import { DataTable } from '../shared/data-table';
import { FormDialog } from '../shared/form-dialog';
import { IconButton } from '../shared/icons';
import { SectionHeader } from '../shared/section-layout';
import { useEntityEditor } from '../shared/use-entity-editor';
import { deleteTeam, saveTeam } from './api';
import { teamMessages as text } from './messages';
import { emptyTeam, teamToForm, validateTeam, type TeamFormValues } from './team-form';
import { TeamFormFields } from './team-form-fields';

export function TeamsSection() {
  const teams = useQuery(catalog.teams());
  const editor = useEntityEditor<Team, TeamFormValues>({
    empty: emptyTeam,
    fromEntity: teamToForm,
    validate: validateTeam,
    save: saveTeam,
    remove: deleteTeam,
    messages: text,
  });

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
      <DataTable<Team>
        caption={text.title}
        rows={teams.data ?? []}
        loading={teams.isPending}
        rowKey={(team) => team.id}
        empty={text.empty}
        columns={[
          { header: 'Name', cell: (team) => team.name },
          { header: 'Player 1', cell: (team) => fullName(team.player1) },
          { header: 'Player 2', cell: (team) => fullName(team.player2) },
        ]}
        actions={(team) => (
          <>
            <IconButton kind="edit" label={`Edit team ${team.name}`} onClick={() => editor.openEdit(team)} />
            <IconButton kind="delete" label={`Delete team ${team.name}`} onClick={() => void editor.requestDelete(team)} />
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
        <TeamFormFields values={editor.values} errors={editor.errors} setField={editor.setField} />
      </FormDialog>
    </section>
  );
}

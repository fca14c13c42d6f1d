import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Group } from '../../../../shared/schemas/group';
import { TextField } from '../../../components/ui/field';
import { catalog } from '../shared/catalog';
import { DataTable } from '../shared/data-table';
import { FormDialog } from '../shared/form-dialog';
import { IconButton } from '../shared/icons';
import { useAdminScope } from '../shared/scope';
import { ScopeSelectors } from '../shared/scope-selectors';
import { SectionHeader } from '../shared/section-layout';
import { useEntityEditor } from '../shared/use-entity-editor';
import { deleteGroup, saveGroup } from './api';
import { emptyGroup, groupToForm, validateGroup, type GroupFormValues } from './group-form';
import { GroupTeamsDialog } from './group-teams-dialog';
import { groupMessages as text } from './messages';

function TeamCount({ clubId, group }: { clubId: number; group: Group }) {
  const teams = useQuery(catalog.groupTeams(clubId, group.leagueId, group.id));
  return <>{teams.data?.length ?? '…'}</>;
}

export function GroupsSection() {
  const scope = useAdminScope();
  const { clubId, leagueId } = scope;
  const [managing, setManaging] = useState<Group | null>(null);
  const editor = useEntityEditor<Group, GroupFormValues>({
    empty: emptyGroup,
    fromEntity: groupToForm,
    validate: validateGroup,
    save: (values, editing) => saveGroup(clubId!, editing?.leagueId ?? leagueId!, values, editing),
    remove: (group) => deleteGroup(clubId!, group),
    messages: text,
  });

  return (
    <section aria-labelledby="section-title" className="admin-section">
      <SectionHeader
        title={text.title}
        actions={
          <button type="button" className="btn btn--primary" onClick={editor.openCreate} disabled={leagueId === null}>
            {text.create}
          </button>
        }
      >
        <ScopeSelectors scope={scope} show={{ league: true }} />
      </SectionHeader>
      <DataTable<Group>
        caption={text.title}
        rows={leagueId === null ? [] : scope.groups}
        rowKey={(group) => group.id}
        empty={leagueId === null ? text.noLeague : text.empty}
        columns={[
          { header: 'Name', cell: (group) => group.name },
          { header: 'Teams', cell: (group) => (clubId === null ? '-' : <TeamCount clubId={clubId} group={group} />), numeric: true },
        ]}
        actions={(group) => (
          <>
            <button type="button" className="btn btn--small btn--secondary" aria-label={`Manage teams of ${group.name}`} onClick={() => setManaging(group)}>
              {text.manageTeams}
            </button>
            <IconButton kind="edit" label={`Edit group ${group.name}`} onClick={() => editor.openEdit(group)} />
            <IconButton kind="delete" label={`Delete group ${group.name}`} onClick={() => void editor.requestDelete(group)} />
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
        <TextField label="Name" required autoComplete="off" value={editor.values.name} error={editor.errors.name} onValueChange={(value) => editor.setField('name', value)} />
      </FormDialog>
      {clubId !== null ? <GroupTeamsDialog clubId={clubId} group={managing} onClose={() => setManaging(null)} /> : null}
    </section>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Group } from '../../../../shared/schemas/group';
import { TextField } from '../../../components/ui/field';
import { catalog } from '../shared/catalog';
import { useAdminScope } from '../shared/scope';
import { ScopeSelectors } from '../shared/scope-selectors';
import { useEntityEditor } from '../shared/use-entity-editor';
import { deleteGroup, saveGroup } from './api';
import { emptyGroup, groupToForm, validateGroup, type GroupFormValues } from './group-form';
import { GroupTeamsDialog } from './group-teams-dialog';
import { groupMessages as text } from './messages';
import { CrudSection } from '../shared/crud-section';

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
    <CrudSection<Group, GroupFormValues>
      text={text}
      editor={editor}
      noun="group"
      labelOf={(group) => group.name}
      createDisabled={leagueId === null}
      selectors={<ScopeSelectors scope={scope} show={{ league: true }} />}
      rows={leagueId === null ? [] : scope.groups}
      rowKey={(group) => group.id}
      empty={leagueId === null ? text.noLeague : text.empty}
      columns={[
        { header: 'Name', cell: (group) => group.name },
        {
          header: 'Teams',
          cell: (group) => (clubId === null ? '-' : <TeamCount clubId={clubId} group={group} />),
          numeric: true,
        },
      ]}
      rowActions={(group) => (
        <button
          type="button"
          className="btn btn--small btn--secondary"
          aria-label={`Manage teams of ${group.name}`}
          onClick={() => setManaging(group)}
        >
          {text.manageTeams}
        </button>
      )}
      form={
        <TextField
          label="Name"
          required
          autoComplete="off"
          value={editor.values.name}
          error={editor.errors.name}
          onValueChange={(value) => editor.setField('name', value)}
        />
      }
    >
      {clubId !== null ? <GroupTeamsDialog clubId={clubId} group={managing} onClose={() => setManaging(null)} /> : null}
    </CrudSection>
  );
}

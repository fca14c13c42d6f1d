import { useQuery } from '@tanstack/react-query';
import type { Team } from '../../../../shared/schemas/team';
import { fullName } from '../../../../shared/domain/team-name';
import { catalog } from '../shared/catalog';
import { useEntityEditor } from '../shared/use-entity-editor';
import { deleteTeam, saveTeam } from './api';
import { teamMessages as text } from './messages';
import { emptyTeam, teamToForm, validateTeam, type TeamFormValues } from './team-form';
import { TeamFormFields } from './team-form-fields';
import { CrudSection } from '../shared/crud-section';

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
    <CrudSection<Team, TeamFormValues>
      text={text}
      editor={editor}
      noun="team"
      labelOf={(team) => team.name}
      rows={teams.data ?? []}
      loading={teams.isPending}
      rowKey={(team) => team.id}
      empty={text.empty}
      columns={[
        { header: 'Name', cell: (team) => team.name },
        { header: 'Player 1', cell: (team) => fullName(team.player1) },
        { header: 'Player 2', cell: (team) => fullName(team.player2) },
      ]}
      form={<TeamFormFields values={editor.values} errors={editor.errors} setField={editor.setField} />}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import type { Team } from '@/shared/schemas/team';
import { fullName } from '@/shared/domain/team-name';
import { catalog } from '@/client/components/admin/catalog';
import { CrudSection } from '@/client/components/admin/crud-section';
import { useEntityEditor } from '@/client/components/admin/use-entity-editor';
import { useCreateTeam, useDeleteTeam, useUpdateTeam } from './mutations';
import { emptyTeam, teamFormSchema, teamToForm } from './team-form';
import { TeamFormFields } from './team-form-fields';
import { t } from '@/client/i18n/i18n';

export function TeamsSection() {
  const teams = useQuery(catalog.teams());
  const createTeam = useCreateTeam();
  const updateTeam = useUpdateTeam();
  const deleteTeam = useDeleteTeam();
  const editor = useEntityEditor<Team, typeof teamFormSchema>({
    schema: teamFormSchema,
    empty: emptyTeam,
    fromEntity: teamToForm,
    save: (input, editing) => (editing ? updateTeam.mutateAsync({ teamId: editing.id, input }) : createTeam.mutateAsync(input)),
    remove: (team) => deleteTeam.mutateAsync(team.id),
    messages: { saveFailed: t('admin.teams.saveFailed'), deleteFailed: t('admin.teams.deleteFailed'), confirmDelete: t('admin.teams.confirmDelete') },
  });

  return (
    <CrudSection<Team>
      historyOf={(row) => ({ entity: 'team', id: row.id })}
      text={{ title: t('admin.teams.title'), create: t('admin.teams.create'), createTitle: t('admin.teams.createTitle'), editTitle: t('admin.teams.editTitle') }}
      editor={editor}
      noun={t('admin.noun.team')}
      labelOf={(team) => team.name}
      rows={teams.data ?? []}
      loading={teams.isPending}
      rowKey={(team) => team.id}
      empty={t('admin.teams.empty')}
      columns={[
        { header: t('admin.field.name'), cell: (team) => team.name },
        { header: t('admin.field.player1'), cell: (team) => fullName(team.player1) },
        { header: t('admin.field.player2'), cell: (team) => fullName(team.player2) },
      ]}
      form={<TeamFormFields control={editor.control} />}
    />
  );
}

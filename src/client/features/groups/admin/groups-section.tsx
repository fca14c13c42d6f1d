import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Group } from '@/shared/schemas/group';
import { Button } from '@/client/components/ui/button';
import { catalog } from '@/client/components/admin/catalog';
import { CrudSection } from '@/client/components/admin/crud-section';
import { FormTextField } from '@/client/components/admin/form-fields';
import { useAdminScope } from '@/client/components/admin/scope';
import { ScopeSelectors } from '@/client/components/admin/scope-selectors';
import { useEntityEditor } from '@/client/components/admin/use-entity-editor';
import { emptyGroup, groupFormSchema, groupToForm } from './group-form';
import { GroupTeamsDialog } from './group-teams-dialog';
import { useCreateGroup, useDeleteGroup, useUpdateGroup } from './mutations';
import { t } from '@/client/i18n/i18n';

function TeamCount({ clubId, group }: { clubId: number; group: Group }) {
  const teams = useQuery(catalog.groupTeams(clubId, group.leagueId, group.id));
  return <>{teams.data?.length ?? '…'}</>;
}

export function GroupsSection() {
  const scope = useAdminScope();
  const { clubId, leagueId } = scope;
  const [managing, setManaging] = useState<Group | null>(null);
  const createGroup = useCreateGroup();
  const updateGroup = useUpdateGroup();
  const deleteGroup = useDeleteGroup();
  const editor = useEntityEditor<Group, typeof groupFormSchema>({
    schema: groupFormSchema,
    empty: emptyGroup,
    fromEntity: groupToForm,
    save: (input, editing) =>
      editing
        ? updateGroup.mutateAsync({ clubId: clubId!, leagueId: editing.leagueId, groupId: editing.id, input })
        : createGroup.mutateAsync({ clubId: clubId!, leagueId: leagueId!, input }),
    remove: (group) => deleteGroup.mutateAsync({ clubId: clubId!, leagueId: group.leagueId, groupId: group.id }),
    messages: { saveFailed: t('admin.groups.saveFailed'), deleteFailed: t('admin.groups.deleteFailed'), confirmDelete: t('admin.groups.confirmDelete') },
  });

  return (
    <CrudSection<Group>
      text={{ title: t('admin.groups.title'), create: t('admin.groups.create'), createTitle: t('admin.groups.createTitle'), editTitle: t('admin.groups.editTitle') }}
      editor={editor}
      noun={t('admin.noun.group')}
      labelOf={(group) => group.name}
      createDisabled={leagueId === null}
      selectors={<ScopeSelectors scope={scope} show={{ league: true }} />}
      rows={leagueId === null ? [] : scope.groups}
      rowKey={(group) => group.id}
      empty={leagueId === null ? t('admin.groups.noLeague') : t('admin.groups.empty')}
      columns={[
        { header: t('admin.field.name'), cell: (group) => group.name },
        {
          header: t('admin.col.teams'),
          cell: (group) => (clubId === null ? '-' : <TeamCount clubId={clubId} group={group} />),
          numeric: true,
        },
      ]}
      rowActions={(group) => (
        <Button variant="secondary" size="sm" aria-label={t('admin.groups.manageTeamsOf', { group: group.name })} onClick={() => setManaging(group)}>
          {t('admin.groups.manageTeams')}
        </Button>
      )}
      form={<FormTextField control={editor.control} name="name" label={t('admin.field.name')} required autoComplete="off" />}
    >
      {clubId !== null ? <GroupTeamsDialog clubId={clubId} group={managing} onClose={() => setManaging(null)} /> : null}
    </CrudSection>
  );
}

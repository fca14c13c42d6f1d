import { Suspense, lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/client/components/ui/button';
import type { StaffPlayer } from '@/shared/schemas/player';
import { formatCalendarDate } from '@/client/i18n/format';
import { fullName } from '@/shared/domain/team-name';
import { catalog } from '@/client/components/admin/catalog';
import { CrudSection } from '@/client/components/admin/crud-section';
import { FormTextField } from '@/client/components/admin/form-fields';
import { useEntityEditor } from '@/client/components/admin/use-entity-editor';
import { useCreatePlayer, useDeletePlayer, useUpdatePlayer } from './mutations';
import { emptyPlayer, playerFormSchema, playerToForm } from './player-form';
import { t } from '@/client/i18n/i18n';

// The invitation (with its QR encoder) loads when an organiser asks for one.
const InvitationDialog = lazy(() => import('./invitation-dialog').then(({ InvitationDialog }) => ({ default: InvitationDialog })));

export function PlayersSection() {
  const players = useQuery(catalog.players());
  const createPlayer = useCreatePlayer();
  const updatePlayer = useUpdatePlayer();
  const deletePlayer = useDeletePlayer();
  const editor = useEntityEditor<StaffPlayer, typeof playerFormSchema>({
    schema: playerFormSchema,
    empty: emptyPlayer,
    fromEntity: playerToForm,
    save: (input, editing) =>
      // The form has no status field: an update sends the player's own, so it stays as it was.
      editing ? updatePlayer.mutateAsync({ playerId: editing.id, input: { ...input, status: editing.status } }) : createPlayer.mutateAsync(input),
    remove: (player) => deletePlayer.mutateAsync(player.id),
    messages: { saveFailed: t('admin.players.saveFailed'), deleteFailed: t('admin.players.deleteFailed'), confirmDelete: t('admin.players.confirmDelete') },
  });
  const { control } = editor;
  const [inviting, setInviting] = useState<StaffPlayer | null>(null);

  return (
    <CrudSection<StaffPlayer>
      historyOf={(row) => ({ entity: 'player', id: row.id })}
      text={{ title: t('admin.players.title'), create: t('admin.players.create'), createTitle: t('admin.players.createTitle'), editTitle: t('admin.players.editTitle') }}
      editor={editor}
      noun={t('admin.noun.player')}
      labelOf={fullName}
      rows={players.data ?? []}
      loading={players.isPending}
      rowKey={(player) => player.id}
      rowActions={(player) => (
        <Button variant="secondary" size="sm" aria-label={t('admin.players.inviteOf', { name: fullName(player) })} onClick={() => setInviting(player)}>
          {t('admin.players.invite')}
        </Button>
      )}
      empty={t('admin.players.empty')}
      columns={[
        { header: t('admin.field.name'), cell: (player) => fullName(player) },
        { header: t('admin.field.dob'), cell: (player) => (player.dob ? formatCalendarDate(player.dob) : '') },
        { header: t('admin.col.matches'), cell: (player) => player.matchesPlayed, numeric: true },
        { header: t('admin.col.wins'), cell: (player) => player.matchesWon, numeric: true },
      ]}
      form={
        <>
          <FormTextField control={control} name="firstName" label={t('admin.field.firstName')} required autoComplete="off" />
          <FormTextField control={control} name="lastName" label={t('admin.field.lastName')} required autoComplete="off" />
          <FormTextField control={control} name="dob" label={t('admin.field.dob')} required type="date" />
        </>
      }
    >
      {inviting ? (
        <Suspense fallback={null}>
          <InvitationDialog key={inviting.id} player={inviting} onClose={() => setInviting(null)} />
        </Suspense>
      ) : null}
    </CrudSection>
  );
}

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
import styles from './players-section.module.css';

// The invitation (with its QR encoder) loads when an organiser asks for one.
const InvitationDialog = lazy(() =>
  import('./invitation-dialog').then(({ InvitationDialog }) => ({ default: InvitationDialog })),
);
const BulkInvitationDialog = lazy(() =>
  import('./bulk-invitation-dialog').then(({ BulkInvitationDialog }) => ({ default: BulkInvitationDialog })),
);

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
      editing
        ? updatePlayer.mutateAsync({ playerId: editing.id, input: { ...input, status: editing.status } })
        : createPlayer.mutateAsync(input),
    remove: (player) => deletePlayer.mutateAsync(player.id),
    messages: {
      saveFailed: t('admin.players.saveFailed'),
      deleteFailed: t('admin.players.deleteFailed'),
      confirmDelete: t('admin.players.confirmDelete'),
    },
  });
  const { control } = editor;
  const [inviting, setInviting] = useState<StaffPlayer | null>(null);
  // Players ticked for a bulk invitation; one not in the list any more (deleted) drops out.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [invitingMany, setInvitingMany] = useState<StaffPlayer[] | null>(null);
  const rows = players.data ?? [];
  const chosen = rows.filter((player) => selected.has(player.id));
  const toggle = (id: number) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  return (
    <CrudSection<StaffPlayer>
      historyOf={(row) => ({ entity: 'player', id: row.id })}
      text={{
        title: t('admin.players.title'),
        create: t('admin.players.create'),
        createTitle: t('admin.players.createTitle'),
        editTitle: t('admin.players.editTitle'),
      }}
      editor={editor}
      noun={t('admin.noun.player')}
      labelOf={fullName}
      rows={rows}
      extraActions={
        <>
          <Button
            variant="secondary"
            disabled={rows.length === 0}
            onClick={() => setSelected(allChosen ? new Set() : new Set(rows.map((player) => player.id)))}
          >
            {allChosen ? t('admin.players.selectNone') : t('admin.players.selectAll')}
          </Button>
          <Button variant="secondary" disabled={chosen.length === 0} onClick={() => setInvitingMany(chosen)}>
            {t('admin.players.inviteSelected', { count: chosen.length })}
          </Button>
        </>
      }
      loading={players.isPending}
      rowKey={(player) => player.id}
      rowActions={(player) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('admin.players.inviteOf', { name: fullName(player) })}
          onClick={() => setInviting(player)}
        >
          {t('admin.players.invite')}
        </Button>
      )}
      empty={t('admin.players.empty')}
      columns={[
        {
          header: t('admin.players.select'),
          cell: (player) => (
            <input
              type="checkbox"
              className={styles.tick}
              checked={selected.has(player.id)}
              onChange={() => toggle(player.id)}
              aria-label={t('admin.players.selectOf', { name: fullName(player) })}
            />
          ),
        },
        { header: t('admin.field.name'), cell: (player) => fullName(player) },
        { header: t('admin.field.dob'), cell: (player) => (player.dob ? formatCalendarDate(player.dob) : '') },
        { header: t('admin.col.matches'), cell: (player) => player.matchesPlayed, numeric: true },
        { header: t('admin.col.wins'), cell: (player) => player.matchesWon, numeric: true },
      ]}
      form={
        <>
          <FormTextField
            control={control}
            name="firstName"
            label={t('admin.field.firstName')}
            required
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="lastName"
            label={t('admin.field.lastName')}
            required
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="email"
            label={t('admin.field.email')}
            type="email"
            autoComplete="off"
            inputMode="email"
            hint={t('admin.players.contactHint')}
          />
          <FormTextField
            control={control}
            name="phone"
            label={t('admin.field.phone')}
            type="tel"
            autoComplete="off"
            inputMode="tel"
          />
          <FormTextField
            control={control}
            name="dob"
            label={t('admin.field.dob')}
            type="date"
            hint={t('admin.players.dobHint')}
          />
          <FormTextField
            control={control}
            name="startingLevel"
            label={t('admin.field.startingLevel')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('admin.players.startingLevelHint')}
          />
        </>
      }
    >
      {inviting ? (
        <Suspense fallback={null}>
          <InvitationDialog key={inviting.id} player={inviting} onClose={() => setInviting(null)} />
        </Suspense>
      ) : null}
      {invitingMany ? (
        <Suspense fallback={null}>
          <BulkInvitationDialog
            players={invitingMany}
            onClose={() => {
              setInvitingMany(null);
              setSelected(new Set());
            }}
          />
        </Suspense>
      ) : null}
    </CrudSection>
  );
}

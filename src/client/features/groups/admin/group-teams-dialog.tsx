import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Group } from '@/shared/schemas/group';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { useConfirm } from '@/client/components/ui/confirm-dialog';
import { SearchPicker, type PickerOption } from '@/client/components/ui/search-picker';
import { useToast } from '@/client/components/ui/toast';
import { catalog, searchTeams } from '@/client/components/admin/catalog';
import { pickedOption } from '@/client/components/admin/form-rules';
import { IconButton } from '@/client/components/admin/icons';
import { serverReason } from '@/client/components/admin/load';
import { useAddTeamToGroup, useRemoveTeamFromGroup } from './mutations';
import { WithdrawTeam } from './withdraw-team';
import { leagueQueries } from '@/client/features/leagues/queries';
import pickerRow from '@/client/components/admin/picker-row.module.css';
import styles from './group-teams-dialog.module.css';
import { t } from '@/client/i18n/i18n';

const addTeamSchema = z.object({ team: pickedOption(() => t('admin.groups.teamRequired')) });
type AddTeamValues = z.input<typeof addTeamSchema>;

interface GroupTeamsDialogProps {
  clubId: number;
  group: Group | null;
  onClose: () => void;
}

/** Adds teams to a group and removes them (docs/rules.md, "Groups"). */
export function GroupTeamsDialog({ clubId, group, onClose }: GroupTeamsDialogProps) {
  const toast = useToast();
  const confirm = useConfirm();
  const addTeam = useAddTeamToGroup();
  const removeTeam = useRemoveTeamFromGroup();
  const form = useForm<AddTeamValues, unknown, z.output<typeof addTeamSchema>>({ resolver: zodResolver(addTeamSchema), defaultValues: { team: null } });
  const members = useQuery({ ...catalog.groupTeams(clubId, group?.leagueId ?? 0, group?.id ?? 0), enabled: group !== null });
  const memberIds = (members.data ?? []).map((member) => member.id);
  // The table says who has withdrawn (docs/standings.md, "Withdrawals"): they are offered no second withdrawal.
  const standings = useQuery({ ...leagueQueries.standings(clubId, group?.leagueId ?? 0, group?.id ?? 0), enabled: group !== null });
  const withdrawnIds = new Set((standings.data?.standings ?? []).filter((row) => row.withdrawn).map((row) => row.teamId));
  const [withdrawing, setWithdrawing] = useState<{ id: number; name: string } | null>(null);

  if (!group) return null;
  const ref = { clubId, leagueId: group.leagueId, groupId: group.id };

  const add = form.handleSubmit(async ({ team }) => {
    try {
      await addTeam.mutateAsync({ ...ref, teamId: team.id });
      form.reset({ team: null });
    } catch (failure) {
      console.error(t('admin.groups.addTeamFailed'), failure);
      toast.error(t('admin.groups.addTeamFailed'), serverReason(failure));
    }
  });

  const remove = async (teamId: number) => {
    if (!(await confirm(t('admin.groups.confirmRemoveTeam'), { confirmLabel: t('admin.groups.remove') }))) return;
    try {
      await removeTeam.mutateAsync({ ...ref, teamId });
    } catch (failure) {
      console.error(t('admin.groups.removeTeamFailed'), failure);
      toast.error(t('admin.groups.removeTeamFailed'), serverReason(failure));
    }
  };

  return (
    <Dialog
      open
      title={t('admin.groups.teamsTitle', { group: group.name })}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('ui.close')}
        </Button>
      }
    >
      <form className={pickerRow.row} noValidate onSubmit={(event) => void add(event)}>
        <Controller
          control={form.control}
          name="team"
          render={({ field, fieldState }) => (
            <SearchPicker
              label={t('admin.groups.teamToAdd')}
              selected={field.value as PickerOption | null}
              onSelect={field.onChange}
              search={searchTeams}
              excludeIds={memberIds}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" className={pickerRow.addButton} disabled={form.formState.isSubmitting}>
          {t('admin.groups.addTeam')}
        </Button>
      </form>
      {members.data && members.data.length > 0 ? (
        <ul className={styles.members} aria-label={t('admin.groups.teamsTitle', { group: group.name })}>
          {members.data.map((member) => (
            <li key={member.id} className={styles.member}>
              <span>
                {member.name}
                {withdrawnIds.has(member.id) ? <span className={styles.withdrawnMark}>{t('admin.groups.withdrawnMark')}</span> : null}
              </span>
              <span className={styles.memberActions}>
                {withdrawnIds.has(member.id) ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${t('admin.groups.withdraw')}: ${member.name}`}
                    onClick={() => setWithdrawing({ id: member.id, name: member.name })}
                  >
                    {t('admin.groups.withdraw')}
                  </Button>
                )}
                <IconButton kind="delete" label={t('admin.groups.removeFromGroup', { team: member.name })} onClick={() => void remove(member.id)} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{members.isPending ? t('admin.loading') : t('admin.groups.noTeams')}</p>
      )}
      {withdrawing ? <WithdrawTeam group={ref} team={withdrawing} onDone={() => setWithdrawing(null)} /> : null}
    </Dialog>
  );
}

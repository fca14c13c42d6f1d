import { useEffect, useRef, useState } from 'react';
import type { Team } from '@/shared/schemas/team';
import { WITHDRAWAL_POLICIES, type WithdrawalPolicy } from '@/shared/domain/constants';
import { Button } from '@/client/components/ui/button';
import { SelectField } from '@/client/components/ui/select';
import { useToast } from '@/client/components/ui/toast';
import { serverReason } from '@/client/components/admin/load';
import { WITHDRAWAL_POLICY_NAMES } from '@/client/i18n/domain-texts';
import { useWithdrawTeam } from './mutations';
import styles from './group-teams-dialog.module.css';
import { t } from '@/client/i18n/i18n';

interface WithdrawTeamProps {
  group: { clubId: number; leagueId: number; groupId: number };
  team: Pick<Team, 'id' | 'name'>;
  onDone: () => void;
}

/**
 * Withdraws one team of the group mid-season (docs/standings.md, "Withdrawals"): the organiser
 * chooses what becomes of its matches, annulled or kept with walkovers for the rest, and confirms.
 */
export function WithdrawTeam({ group, team, onDone }: WithdrawTeamProps) {
  const toast = useToast();
  const withdraw = useWithdrawTeam();
  const [policy, setPolicy] = useState<WithdrawalPolicy>('annul');
  const panel = useRef<HTMLElement>(null);
  // Opened under the list: on a phone it starts below the fold, so bring it into view.
  useEffect(() => {
    // Braces: a browser whose scrollIntoView answers a promise must not hand React a "cleanup".
    void panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [team.id]);

  const confirm = async () => {
    try {
      await withdraw.mutateAsync({ ...group, teamId: team.id, policy });
      toast.success(t('admin.groups.withdrawDone', { team: team.name }));
      onDone();
    } catch (failure) {
      console.error(t('admin.groups.withdrawFailed'), failure);
      toast.error(t('admin.groups.withdrawFailed'), serverReason(failure));
    }
  };

  return (
    <section ref={panel} className={styles.withdraw} aria-labelledby="withdraw-team-title">
      <h3 id="withdraw-team-title" className={styles.withdrawTitle}>
        {t('admin.groups.withdrawTitle')}: {team.name}
      </h3>
      <SelectField<WithdrawalPolicy>
        label={t('admin.groups.withdrawPolicy')}
        value={policy}
        onValueChange={(value) => setPolicy(value ?? 'annul')}
        options={WITHDRAWAL_POLICIES.map((value) => ({ value, label: t(WITHDRAWAL_POLICY_NAMES[value]) }))}
        hint={t('admin.groups.withdrawPolicyHint')}
        required
      />
      <div className={styles.withdrawButtons}>
        <Button variant="secondary" onClick={onDone} disabled={withdraw.isPending}>
          {t('ui.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={withdraw.isPending}>
          {t('admin.groups.withdrawConfirm')}
        </Button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useKeptDraft } from './kept-drafts';
import { FixturesPanel } from './fixtures-panel';
import { useQuery } from '@tanstack/react-query';
import { formatCourt } from '@/shared/domain/format';
import { formatStart } from '@/client/i18n/format-start';
import { startMinutesOf } from '@/shared/domain/slots';
import type { GeneratedSchedule } from '@/shared/schemas/scheduling';
import { Button } from '@/client/components/ui/button';
import { useConfirm } from '@/client/components/ui/confirm-dialog';
import { useToast } from '@/client/components/ui/toast';
import { DataTable } from '@/client/components/admin/data-table';
import { DraftNotice } from '@/client/components/admin/draft-notice';
import { IconButton } from '@/client/components/admin/icons';
import { reasonOf, serverReason } from '@/client/components/admin/load';
import notices from '@/client/components/admin/notices.module.css';
import { useAdminScope } from '@/client/components/admin/scope';
import { ScopeSelectors } from '@/client/components/admin/scope-selectors';
import { EmptyState, SectionHeader } from '@/client/components/admin/section-layout';
import { useLeagueTeams } from '@/client/components/admin/use-league-teams';
import { scheduleQuery } from './api';
import { ScheduleMatchDialog } from './schedule-match-dialog';
import type { ScheduleEntry, ScheduleFormValues } from './schedule-form';
import { useConfirmSchedule, useGenerateSchedule, useMoveMatch, usePlaceMatch, useUnscheduleMatch, type SchedulePlace } from './schedule-mutations';
import styles from './schedule-section.module.css';
import section from '@/client/components/admin/section.module.css';
import { t } from '@/client/i18n/i18n';

/**
 * Proposals for the scope they were generated in, kept (kept-drafts.ts) while the organiser looks
 * elsewhere, until confirmed or discarded (docs/rules.md, "Scheduling").
 */
interface Proposals {
  scopeKey: string;
  entries: ScheduleEntry[];
  unscheduled: GeneratedSchedule['unscheduled'];
  /** False when the generator stopped at its effort limit: a larger schedule may exist. */
  provenMaximum: boolean;
}

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; entry: ScheduleEntry };

let proposalCounter = 0;
const proposalKey = () => `p-${++proposalCounter}`;

export function ScheduleSection() {
  const scope = useAdminScope();
  const { clubId, leagueId, groupId, roundId, round } = scope;
  const league = scope.leagues.find((candidate) => candidate.id === leagueId) ?? null;
  const toast = useToast();
  const confirm = useConfirm();
  const scopeKey = `${clubId}/${leagueId}/${groupId}/${roundId}`;
  const [proposals, setProposals] = useKeptDraft<Proposals>('round', scopeKey);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const generateSchedule = useGenerateSchedule();
  const confirmSchedule = useConfirmSchedule();
  const placeMatch = usePlaceMatch();
  const moveMatch = useMoveMatch();
  const unscheduleMatch = useUnscheduleMatch();
  const busy = generateSchedule.isPending ? 'generate' : confirmSchedule.isPending ? 'confirm' : null;
  const schedule = useQuery(scheduleQuery(clubId, leagueId, roundId, groupId));
  const { teams: groupTeams } = useLeagueTeams(scope, groupId ?? -1);

  const roundRef: SchedulePlace | null = clubId !== null && leagueId !== null && roundId !== null ? { clubId, leagueId, roundId, groupId } : null;
  // Another club, league, group or round: the proposals of the old one no longer apply.
  const current = proposals?.scopeKey === scopeKey ? proposals : null;
  const proposed = current?.entries ?? [];
  const rows = [...(schedule.data ?? []), ...proposed];

  const groupNameOf = (id: number | null | undefined) => scope.groups.find((group) => group.id === id)?.name ?? '-';
  const selectedGroup = scope.groups.find((group) => group.id === groupId) ?? null;

  const warnAllGroups = (editing: boolean) => toast.warning(t('admin.schedule.groupRequiredTitle'), editing ? t('admin.schedule.groupRequiredEdit') : t('admin.schedule.groupRequiredAdd'));

  const openAdd = () => (groupId === null ? warnAllGroups(false) : setDialog({ mode: 'add' }));
  const openEdit = (entry: ScheduleEntry) => (groupId === null ? warnAllGroups(true) : setDialog({ mode: 'edit', entry }));

  const generate = async () => {
    if (!roundRef) return;
    try {
      const answer = await generateSchedule.mutateAsync(roundRef);
      setProposals({
        scopeKey,
        entries: (answer?.matches ?? []).map((proposal) => ({
          ...proposal,
          startMinutes: startMinutesOf(proposal),
          key: proposalKey(),
          id: null,
        })),
        unscheduled: answer?.unscheduled ?? [],
        provenMaximum: answer?.provenMaximum ?? true,
      });
    } catch (error) {
      console.error('Failed to generate schedule', error);
      toast.error(t('admin.schedule.generateFailed', { reason: reasonOf(error) }));
    }
  };

  const confirmAll = async () => {
    if (!roundRef || proposed.length === 0) return;
    if (!(await confirm(t('admin.schedule.confirmQuestion'), { confirmLabel: t('admin.schedule.confirmButton'), title: t('admin.schedule.confirm'), tone: 'go' }))) return;
    try {
      await confirmSchedule.mutateAsync({ place: roundRef, entries: proposed });
      setProposals(null);
      // A draft's schedule shows nowhere public: said at once, with Publish in the notice above.
      const hidden = round?.status === 'inactive' || league?.status === 'inactive';
      if (hidden) toast.warning(t('admin.schedule.confirmedHidden'), t('admin.schedule.confirmedHiddenHint'));
      else toast.success(t('admin.schedule.confirmed'));
    } catch (error) {
      console.error(t('admin.schedule.confirmFailed'), error);
      toast.error(t('admin.schedule.confirmFailed'), serverReason(error));
    }
  };

  const save = async (values: ScheduleFormValues, editing: ScheduleEntry | null): Promise<boolean> => {
    if (!roundRef) return false;
    const input = {
      team1Id: values.team1!.id,
      team2Id: values.team2!.id,
      courtNumber: values.courtNumber!,
      startMinutes: values.startMinutes!,
    };
    if (editing && editing.id === null) {
      // A proposal changes on screen only; Confirm sends it.
      const changed: ScheduleEntry = { ...editing, ...input, team1Name: values.team1!.label, team2Name: values.team2!.label };
      setProposals((old) => (old ? { ...old, entries: old.entries.map((entry) => (entry.key === editing.key ? changed : entry)) } : old));
      setDialog({ mode: 'closed' });
      return true;
    }
    try {
      if (editing) await moveMatch.mutateAsync({ place: roundRef, entry: editing, input });
      else await placeMatch.mutateAsync({ place: roundRef, input });
      toast.success(editing ? t('admin.schedule.updated') : t('admin.schedule.created'));
      setDialog({ mode: 'closed' });
      return true;
    } catch (error) {
      console.error('Failed to save match', error);
      toast.error(t('admin.schedule.saveFailed', { reason: reasonOf(error) }));
      return false;
    }
  };

  const remove = async (entry: ScheduleEntry) => {
    if (entry.id === null) {
      setProposals((old) => (old ? { ...old, entries: old.entries.filter((candidate) => candidate.key !== entry.key) } : old));
      return;
    }
    if (!roundRef || !(await confirm(t('admin.schedule.deleteQuestion')))) return;
    try {
      await unscheduleMatch.mutateAsync({ place: roundRef, entry });
      toast.success(t('admin.schedule.deleted'));
    } catch (error) {
      console.error(t('admin.schedule.deleteFailed'), error);
      toast.error(t('admin.schedule.deleteFailed'), serverReason(error));
    }
  };

  return (
    <section aria-labelledby="section-title" className={section.section}>
      <SectionHeader
        title={t('admin.schedule.title')}
        actions={
          <>
            <Button variant="secondary" disabled={!roundRef} onClick={openAdd}>
              {t('admin.schedule.addMatch')}
            </Button>
            <Button variant="secondary" disabled={!roundRef || busy !== null} aria-busy={busy === 'generate' || undefined} onClick={() => void generate()}>
              {busy === 'generate' ? <span className={notices.spinner} aria-hidden="true" /> : null}
              {t('admin.schedule.generate')}
            </Button>
            <Button variant="primary" disabled={proposed.length === 0 || busy !== null} aria-busy={busy === 'confirm' || undefined} onClick={() => void confirmAll()}>
              {busy === 'confirm' ? <span className={notices.spinner} aria-hidden="true" /> : null}
              {t('admin.schedule.confirm')}
            </Button>
            {current ? (
              <Button variant="ghost" disabled={busy !== null} onClick={() => setProposals(null)}>
                {t('admin.schedule.discard')}
              </Button>
            ) : null}
          </>
        }
      >
        <ScopeSelectors scope={scope} show={{ league: true, group: true, round: true }} />
      </SectionHeader>
      <DraftNotice clubId={clubId} league={league} round={round} />
      {!roundRef ? (
        <EmptyState>{t('admin.schedule.selectScope')}</EmptyState>
      ) : (
        <DataTable<ScheduleEntry>
          caption={t('admin.schedule.caption')}
          rows={rows}
          loading={schedule.isPending}
          rowKey={(entry) => entry.key}
          empty={t('admin.schedule.empty')}
          emptyHint={current && current.entries.length === 0 ? t('admin.schedule.generatedNone') : t('admin.schedule.emptyHint')}
          columns={[
            { header: t('admin.scope.group'), cell: (entry) => groupNameOf(entry.groupId) },
            {
              header: t('admin.field.team1'),
              cell: (entry) => (
                <>
                  {entry.id === null ? <span className={styles.proposal}>{t('admin.schedule.proposed')}</span> : null}
                  {entry.team1Name}
                </>
              ),
            },
            { header: t('admin.field.team2'), cell: (entry) => entry.team2Name },
            { header: t('admin.field.court'), cell: (entry) => formatCourt(entry.courtNumber), numeric: true },
            { header: t('admin.col.startTime'), cell: (entry) => formatStart(entry.startMinutes), numeric: true },
          ]}
          actions={(entry) => (
            <>
              <IconButton kind="edit" label={t('admin.schedule.editMatch', { team1: entry.team1Name, team2: entry.team2Name })} onClick={() => openEdit(entry)} />
              <IconButton kind="delete" label={t('admin.schedule.deleteMatch', { team1: entry.team1Name, team2: entry.team2Name })} onClick={() => void remove(entry)} />
            </>
          )}
        />
      )}
      {current && !current.provenMaximum ? (
        <p className={styles.info} role="note">
          {t('admin.schedule.notProvenMaximum')}
        </p>
      ) : null}
      {current && current.unscheduled.length > 0 ? (
        <section className={styles.warning} aria-labelledby="unscheduled-title">
          <h3 id="unscheduled-title" className={styles.infoTitle}>
            {t('admin.schedule.unscheduledTitle')}
          </h3>
          <ul className={styles.unscheduled}>
            {current.unscheduled.map((team) => (
              <li key={team.teamId}>
                <strong>{team.teamName}</strong>: {team.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {clubId !== null && leagueId !== null && selectedGroup ? (
        <FixturesPanel clubId={clubId} leagueId={leagueId} groupId={selectedGroup.id} groupName={selectedGroup.name} rounds={scope.rounds} />
      ) : null}
      {dialog.mode !== 'closed' && roundRef && groupId !== null ? (
        <ScheduleMatchDialog
          key={dialog.mode === 'edit' ? dialog.entry.key : 'new'}
          editing={dialog.mode === 'edit' ? dialog.entry : null}
          roundRef={roundRef}
          round={round}
          groupId={groupId}
          groupTeams={groupTeams}
          onClose={() => setDialog({ mode: 'closed' })}
          onSave={save}
        />
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RESCHEDULE_STATUSES, type RescheduleRequest, type RescheduleStatus } from '@/shared/schemas/reschedules';
import { formatCourt } from '@/shared/domain/format';
import { Button } from '@/client/components/ui/button';
import { SelectField } from '@/client/components/ui/select';
import { useToast } from '@/client/components/ui/toast';
import { DataTable } from '@/client/components/admin/data-table';
import { useAdminScope } from '@/client/components/admin/scope';
import { ScopeSelectors } from '@/client/components/admin/scope-selectors';
import { EmptyState, SectionHeader } from '@/client/components/admin/section-layout';
import { formatDay } from '@/client/i18n/format';
import { formatStart } from '@/client/i18n/format-start';
import { ApiError } from '@/client/lib/api-client';
import { serverErrorText } from '@/client/i18n/server-errors';
import { reschedulesQuery, useAnswerReschedule } from './api';
import section from '@/client/components/admin/section.module.css';
import styles from './reschedules.module.css';
import { t, type MessageKey } from '@/client/i18n/i18n';

const STATUS_TEXT: Record<RescheduleStatus, MessageKey> = {
  proposed: 'admin.reschedules.status.proposed',
  accepted: 'admin.reschedules.status.accepted',
  approved: 'admin.reschedules.status.approved',
  declined: 'admin.reschedules.status.declined',
  rejected: 'admin.reschedules.status.rejected',
};

/** "Round 3 · Mon 9 Mar · 19:30 · Court 2" (any free court when none was proposed). */
const slotText = (slot: { roundName: string; date: string; startMinutes: number | null; courtNumber: number | null }) =>
  t('admin.reschedules.slot', {
    round: slot.roundName,
    date: formatDay(slot.date),
    time: formatStart(slot.startMinutes),
    court:
      slot.courtNumber === null
        ? t('admin.reschedules.anyCourt')
        : t('admin.reschedules.court', { court: formatCourt(slot.courtNumber) }),
  });

/**
 * Requests to move matches (docs/reschedules.md): the club's requests, those waiting for the
 * organiser first by default, each with where the match is, the reason, the slots proposed (the
 * one the other pair accepted marked), and Approve / Decline while it is open.
 */
export function ReschedulesSection() {
  const scope = useAdminScope();
  const { clubId } = scope;
  const [status, setStatus] = useState<RescheduleStatus | 'all'>('accepted');
  const requests = useQuery(reschedulesQuery(clubId, status === 'all' ? null : status));
  const answer = useAnswerReschedule();
  const toast = useToast();

  const respond = async (request: RescheduleRequest, kind: 'approve' | 'decline') => {
    if (clubId === null) return;
    try {
      await answer.mutateAsync({ clubId, request, answer: kind });
      toast.success(kind === 'approve' ? t('admin.reschedules.approved') : t('admin.reschedules.declined'));
    } catch (error) {
      const reason = error instanceof ApiError ? (serverErrorText(error.body) ?? String(error.status)) : String(error);
      toast.error(t('admin.reschedules.failed'), reason);
    }
  };

  return (
    <section aria-labelledby="section-title" className={section.section}>
      <SectionHeader title={t('admin.reschedules.title')}>
        <ScopeSelectors scope={scope} show={{}} />
        <SelectField<RescheduleStatus | 'all'>
          label={t('admin.reschedules.filter')}
          value={status}
          options={[
            ...RESCHEDULE_STATUSES.map((value) => ({ value, label: t(STATUS_TEXT[value]) })),
            { value: 'all' as const, label: t('admin.reschedules.status.all') },
          ]}
          onValueChange={(value) => setStatus(value ?? 'accepted')}
        />
      </SectionHeader>
      {clubId === null ? (
        <EmptyState>{t('admin.reschedules.selectClub')}</EmptyState>
      ) : (
        <DataTable<RescheduleRequest>
          caption={t('admin.reschedules.title')}
          rows={requests.data ?? []}
          loading={requests.isPending}
          rowKey={(request) => request.id}
          empty={t('admin.reschedules.empty')}
          columns={[
            {
              header: t('admin.reschedules.col.match'),
              cell: (request) => (
                <span className={styles.match}>
                  <span>{t('admin.reschedules.teams', { team1: request.team1Name, team2: request.team2Name })}</span>
                  <span className={styles.muted}>{request.leagueName}</span>
                </span>
              ),
            },
            { header: t('admin.reschedules.col.now'), cell: (request) => slotText(request) },
            {
              header: t('admin.reschedules.col.request'),
              cell: (request) => (
                <span className={styles.match}>
                  <span>{t('admin.reschedules.askedBy', { team: request.requestedByTeamName })}</span>
                  <span className={styles.reason}>{request.reason}</span>
                </span>
              ),
            },
            {
              header: t('admin.reschedules.col.proposals'),
              cell: (request) => (
                <ol className={styles.proposals}>
                  {request.proposals.map((proposal, index) => (
                    <li key={index} className={index === request.acceptedProposal ? styles.chosen : undefined}>
                      {slotText(proposal)}
                      {index === request.acceptedProposal ? ` · ${t('admin.reschedules.agreed')}` : ''}
                    </li>
                  ))}
                </ol>
              ),
            },
            { header: t('admin.reschedules.col.status'), cell: (request) => t(STATUS_TEXT[request.status]) },
          ]}
          actions={(request) =>
            request.status === 'proposed' || request.status === 'accepted' ? (
              <span className={styles.actions}>
                {request.status === 'accepted' ? (
                  <Button
                    size="sm"
                    disabled={answer.isPending}
                    aria-label={t('admin.reschedules.approveOf', {
                      team1: request.team1Name,
                      team2: request.team2Name,
                    })}
                    onClick={() => void respond(request, 'approve')}
                  >
                    {t('admin.reschedules.approve')}
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={answer.isPending}
                  aria-label={t('admin.reschedules.declineOf', { team1: request.team1Name, team2: request.team2Name })}
                  onClick={() => void respond(request, 'decline')}
                >
                  {t('admin.reschedules.decline')}
                </Button>
              </span>
            ) : null
          }
        />
      )}
    </section>
  );
}

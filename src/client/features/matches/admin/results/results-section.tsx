import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_MATCH_FORMAT } from '@/shared/domain/constants';
import type { Match } from '@/shared/schemas/match';
import { Button } from '@/client/components/ui/button';
import { useConfirm } from '@/client/components/ui/confirm-dialog';
import { useToast } from '@/client/components/ui/toast';
import { PendingSyncMark, usePendingMatchWrites } from '@/client/offline';
import { reasonOf, serverReason } from '@/client/components/admin/load';
import { useAdminScope } from '@/client/components/admin/scope';
import { ScopeSelectors } from '@/client/components/admin/scope-selectors';
import { DraftNotice } from '@/client/components/admin/draft-notice';
import { EmptyState, SectionHeader } from '@/client/components/admin/section-layout';
import { useLeagueTeams } from '@/client/components/admin/use-league-teams';
import { roundMatchesQuery } from './api';
import { HANDING_OVER, MatchCard } from './match-card';
import cardStyles from './match-card.module.css';
import { MatchDialog } from './match-dialog';
import { reportedValues, type MatchFormValues } from './match-form';
import { HistoryDialog } from './history-dialog';
import { LineupOf } from './lineup-of';
import {
  matchDeleteFor,
  matchWriteFor,
  savedMessage,
  useCreateMatch,
  useDeleteMatch,
  useMatchWritesInFlight,
  useRecordResult,
} from './match-mutations';
import styles from './results-section.module.css';
import section from '@/client/components/admin/section.module.css';
import { t } from '@/client/i18n/i18n';

type DialogState =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; match: Match }
  | { mode: 'history'; match: Match }
  | { mode: 'lineup'; match: Match };

/** Results / Match Management: the section used courtside on a phone. */
export function ResultsSection() {
  const scope = useAdminScope();
  const { clubId, leagueId, roundId, round } = scope;
  const toast = useToast();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const matches = useQuery(roundMatchesQuery(clubId, leagueId, roundId));
  const { teams } = useLeagueTeams(scope);
  const pending = usePendingMatchWrites(roundId);
  const inFlight = useMatchWritesInFlight(roundId);
  const createMatch = useCreateMatch();
  const recordResult = useRecordResult();
  const deleteMatch = useDeleteMatch();
  // A league cached on the device before formats existed carries none: it plays by the free rules.
  const matchFormat = scope.leagues.find((league) => league.id === leagueId)?.matchFormat ?? DEFAULT_MATCH_FORMAT;
  const ready = clubId !== null && leagueId !== null && roundId !== null;
  // Matches created but not on the server yet: those in the outbox, and those still being handed to it.
  const queuedCreates = pending.creates.filter((entry) => entry.operation === 'match/create');
  const pendingCreates = [
    ...queuedCreates.map((entry) => ({ key: entry.id, label: entry.label, mark: entry })),
    ...inFlight.creates
      .filter((write) => !queuedCreates.some((entry) => entry.id === write.key))
      .map((write) => ({ key: write.key ?? '', label: write.label ?? null, mark: HANDING_OVER })),
  ];

  /** Sends through the outbox; true when the dialog may close. */
  const save = async (values: MatchFormValues, editing: Match | null): Promise<boolean> => {
    if (!ready) return false;
    const write = matchWriteFor({ clubId, leagueId, roundId }, values, editing);
    try {
      const result = await (editing ? recordResult : createMatch).mutateAsync(write);
      toast.success(savedMessage(result, editing !== null));
      setDialog({ mode: 'closed' });
      return true;
    } catch (error) {
      console.error(t('admin.results.saveFailed'), error);
      toast.error(t('admin.results.saveFailed'), serverReason(error));
      return false;
    }
  };

  /** The reported score becomes the result, through the outbox like any entry; the server closes the report. */
  const accept = async (match: Match) => {
    if (!ready) return;
    try {
      const result = await recordResult.mutateAsync(
        matchWriteFor({ clubId, leagueId, roundId }, reportedValues(match), match),
      );
      toast.success(savedMessage(result, true));
    } catch (error) {
      console.error(t('admin.results.saveFailed'), error);
      toast.error(t('admin.results.saveFailed'), serverReason(error));
    }
  };

  const remove = async (match: Match) => {
    if (!ready || !(await confirm(t('admin.results.confirmDelete')))) return;
    try {
      const result = await deleteMatch.mutateAsync(matchDeleteFor({ clubId, leagueId, roundId }, match));
      toast.success(result.status === 'queued' ? t('admin.results.queued') : t('admin.results.deleted'));
    } catch (error) {
      console.error('Failed to delete match', error);
      toast.error(t('admin.results.deleteFailed', { reason: reasonOf(error) }));
    }
  };

  const list = matches.data ?? [];
  let body;
  // While the club, league and round lists load, the screen is loading, not missing a choice.
  if (!ready && scope.loading) body = <EmptyState>{t('admin.results.loading')}</EmptyState>;
  else if (!ready) body = <EmptyState>{t('admin.results.selectScope')}</EmptyState>;
  else if (matches.isPending) body = <EmptyState>{t('admin.results.loading')}</EmptyState>;
  else if (list.length === 0 && pendingCreates.length === 0) body = <EmptyState>{t('admin.results.empty')}</EmptyState>;
  else
    body = (
      <ul className={styles.list} aria-label={t('admin.results.listLabel')}>
        {list.map((match) => (
          <MatchCard
            key={match.id}
            match={match}
            pending={pending.byMatchId.get(match.id)}
            handingOver={inFlight.matchIds.has(match.id)}
            onEdit={(chosen) => setDialog({ mode: 'edit', match: chosen })}
            onDelete={(chosen) => void remove(chosen)}
            onAccept={(chosen) => void accept(chosen)}
            onHistory={(chosen) => setDialog({ mode: 'history', match: chosen })}
            onLineup={(chosen) => setDialog({ mode: 'lineup', match: chosen })}
            league={{ clubId: clubId!, leagueId: leagueId! }}
          />
        ))}
        {/* Matches created offline: shown until the outbox sends them. */}
        {pendingCreates.map((created) => (
          <li
            key={created.key}
            className={`${cardStyles.card} ${cardStyles.pending}`}
            aria-label={created.label ?? t('admin.results.pending')}
          >
            <div className={cardStyles.meta}>
              <PendingSyncMark entry={created.mark} />
            </div>
            <p className={cardStyles.team}>{created.label}</p>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="section-title" className={section.section}>
      <SectionHeader
        title={t('admin.results.title')}
        actions={
          <Button variant="primary" disabled={!ready} onClick={() => setDialog({ mode: 'create' })}>
            {t('admin.results.createMatch')}
          </Button>
        }
      >
        <ScopeSelectors scope={scope} show={{ league: true, round: true }} />
      </SectionHeader>
      <DraftNotice
        clubId={clubId}
        league={scope.leagues.find((league) => league.id === leagueId) ?? null}
        round={round}
      />
      {body}
      {dialog.mode === 'history' && ready ? (
        <HistoryDialog
          match={dialog.match}
          place={{ clubId, leagueId, roundId }}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      ) : null}
      {dialog.mode === 'lineup' && ready ? (
        <LineupOf
          match={dialog.match}
          teams={teams}
          pending={pending.byMatchId.get(dialog.match.id)}
          place={{ clubId, leagueId, roundId }}
          league={scope.leagues.find((league) => league.id === leagueId)}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      ) : null}
      {dialog.mode === 'create' || dialog.mode === 'edit' ? (
        <MatchDialog
          key={dialog.mode === 'edit' ? dialog.match.id : 'new'}
          editing={dialog.mode === 'edit' ? dialog.match : null}
          round={round}
          matchFormat={matchFormat}
          teams={teams}
          onClose={() => setDialog({ mode: 'closed' })}
          onSave={save}
        />
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Match } from '../../../../shared/schemas/match';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { PendingSyncMark, submitMatchWrite, usePendingMatchWrites, type MatchWrite } from '../../../offline';
import { reasonOf, serverReason } from '../shared/load';
import { useAdminScope } from '../shared/scope';
import { ScopeSelectors } from '../shared/scope-selectors';
import { EmptyState, SectionHeader } from '../shared/section-layout';
import { useRefreshAfterWrite } from '../shared/use-admin-write';
import { useLeagueTeams } from '../shared/use-league-teams';
import { roundMatchesQuery } from './api';
import { MatchCard } from './match-card';
import { MatchDialog } from './match-dialog';
import type { MatchFormValues } from './match-form';
import { matchWriteFor, savedMessage } from './match-write';
import { resultMessages as text } from './messages';

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; match: Match };

/** Results / Match Management: the section used courtside on a phone. */
export function ResultsSection() {
  const scope = useAdminScope();
  const { clubId, leagueId, roundId, round } = scope;
  const toast = useToast();
  const confirm = useConfirm();
  const refresh = useRefreshAfterWrite();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const matches = useQuery(roundMatchesQuery(clubId, leagueId, roundId));
  const { teams } = useLeagueTeams(scope);
  const pending = usePendingMatchWrites(roundId);
  const ready = clubId !== null && leagueId !== null && roundId !== null;
  const pendingCreates = pending.creates.filter((entry) => entry.operation === 'match/create');

  /** Sends through the offline seam; true when the dialog may close. */
  const save = async (values: MatchFormValues, editing: Match | null): Promise<boolean> => {
    if (!ready) return false;
    try {
      const result = await submitMatchWrite(matchWriteFor({ clubId, leagueId, roundId }, values, editing));
      toast.success(savedMessage(result, editing !== null));
      setDialog({ mode: 'closed' });
      await refresh();
      return true;
    } catch (error) {
      console.error(text.saveFailed, error);
      toast.error(text.saveFailed, serverReason(error));
      return false;
    }
  };

  const remove = async (match: Match) => {
    if (!ready || !(await confirm(text.confirmDelete))) return;
    const write: MatchWrite = {
      operation: 'match/delete',
      clubId,
      leagueId,
      roundId,
      matchId: match.id,
      baseVersion: match.version,
      label: `${match.team1Name} vs ${match.team2Name}`,
    };
    try {
      const result = await submitMatchWrite(write);
      if (result.status === 'queued') {
        toast.success(text.queued);
      } else {
        toast.success(text.deleted);
      }
      await refresh();
    } catch (error) {
      console.error('Failed to delete match', error);
      toast.error(text.deleteFailed(reasonOf(error)));
    }
  };

  const list = matches.data ?? [];
  let body;
  // While the club, league and round lists load, the screen is loading, not missing a choice.
  if (!ready && scope.loading) body = <EmptyState>{text.loading}</EmptyState>;
  else if (!ready) body = <EmptyState>{text.selectScope}</EmptyState>;
  else if (matches.isPending) body = <EmptyState>{text.loading}</EmptyState>;
  else if (list.length === 0 && pendingCreates.length === 0) body = <EmptyState>{text.empty}</EmptyState>;
  else
    body = (
      <ul className="admin-match-list" aria-label="Matches of the round">
        {list.map((match) => (
          <MatchCard
            key={match.id}
            match={match}
            pending={pending.byMatchId.get(match.id)}
            onEdit={(chosen) => setDialog({ mode: 'edit', match: chosen })}
            onDelete={(chosen) => void remove(chosen)}
          />
        ))}
        {/* Matches created offline: shown until the outbox sends them. */}
        {pendingCreates.map((entry) => (
          <li key={entry.id} className="admin-match-card admin-match-card--pending" aria-label={entry.label ?? text.pending}>
            <div className="admin-match-card-meta">
              <PendingSyncMark entry={entry} />
            </div>
            <p className="admin-match-team">{entry.label}</p>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="section-title" className="admin-section admin-section--results">
      <SectionHeader
        title={text.title}
        actions={
          <button type="button" className="btn btn--primary" disabled={!ready} onClick={() => setDialog({ mode: 'create' })}>
            {text.createMatch}
          </button>
        }
      >
        <ScopeSelectors scope={scope} show={{ league: true, round: true }} />
      </SectionHeader>
      {body}
      {dialog.mode !== 'closed' ? (
        <MatchDialog
          key={dialog.mode === 'edit' ? dialog.match.id : 'new'}
          editing={dialog.mode === 'edit' ? dialog.match : null}
          round={round}
          teams={teams}
          onClose={() => setDialog({ mode: 'closed' })}
          onSave={save}
        />
      ) : null}
    </section>
  );
}

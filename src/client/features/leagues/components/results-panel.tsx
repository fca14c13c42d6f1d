import { useQuery } from '@tanstack/react-query';
import type { Round } from '@/shared/schemas/round';
import { StatusMessage } from '@/client/components/ui/status-message';
import { leagueQueries } from '../queries';
import { byTimeAndCourt } from '../match-results';
import { localIsoDate, resultCandidates, resultsFallbackRound } from '../round-selection';
import { useLoggedError } from '../use-logged-error';
import type { GroupChoice, RoundChoice } from '../choices';
import { GroupTabs } from './group-tabs';
import { ResultCard } from './result-card';
import { RoundNav } from './round-nav';
import { NotAvailableOffline, useUnavailableOffline } from '@/client/pwa';
import blocks from '@/client/components/layout/page-blocks.module.css';
import { t } from '@/client/i18n/i18n';

interface ResultsPanelProps {
  clubId: number;
  leagueId: number;
  groups: GroupChoice;
  rounds: RoundChoice;
  /** The round the URL names; absent, the tab opens on the latest round with results. */
  roundId: number | undefined;
  onSelectRound: (roundId: number) => void;
}

export function ResultsPanel({ clubId, leagueId, groups, rounds, roundId, onSelectRound }: ResultsPanelProps) {
  if (groups.pending || rounds.pending) return <StatusMessage tone="loading" title={t('leagues.loadingResults')} />;
  if (!groups.selected || rounds.list.length === 0)
    return <StatusMessage tone="empty" title={t('leagues.noResults')} />;
  return (
    <GroupTabs idPrefix="results-group" groups={groups.list} selected={groups.selected} onSelect={groups.onSelect}>
      <GroupResults
        key={groups.selected.id}
        clubId={clubId}
        leagueId={leagueId}
        groupId={groups.selected.id}
        rounds={rounds.list}
        roundId={roundId}
        onSelectRound={onSelectRound}
      />
    </GroupTabs>
  );
}

interface GroupResultsProps {
  clubId: number;
  leagueId: number;
  groupId: number;
  rounds: readonly Round[];
  roundId: number | undefined;
  onSelectRound: (roundId: number) => void;
}

function GroupResults({ clubId, leagueId, groupId, rounds, roundId, onSelectRound }: GroupResultsProps) {
  const today = localIsoDate();
  const chosen = rounds.find((round) => round.id === roundId);
  const candidates = resultCandidates(rounds, today).map((round) => round.id);
  const latest = useQuery({
    ...leagueQueries.latestRoundWithResults(clubId, leagueId, groupId, candidates),
    enabled: !chosen && candidates.length > 0,
  });
  useLoggedError('results', latest.error);

  const searching = !chosen && candidates.length > 0 && latest.isPending;
  if (searching) return <StatusMessage tone="loading" title={t('leagues.loadingResults')} />;
  const round =
    chosen ?? rounds.find((candidate) => candidate.id === latest.data) ?? resultsFallbackRound(rounds, today);
  if (!round) return <StatusMessage tone="empty" title={t('leagues.noResults')} />;
  return (
    <>
      <RoundNav rounds={rounds} selected={round} onSelect={onSelectRound} />
      <RoundResults clubId={clubId} leagueId={leagueId} groupId={groupId} roundId={round.id} />
    </>
  );
}

function RoundResults({
  clubId,
  leagueId,
  groupId,
  roundId,
}: {
  clubId: number;
  leagueId: number;
  groupId: number;
  roundId: number;
}) {
  const results = useQuery(leagueQueries.results(clubId, leagueId, groupId, roundId));
  const unavailable = useUnavailableOffline(results);
  useLoggedError('results', results.error);
  if (unavailable) return <NotAvailableOffline />;
  if (results.isPending) return <StatusMessage tone="loading" title={t('leagues.loadingResults')} />;
  if (results.isError) return <StatusMessage tone="error" title={t('leagues.resultsError')} />;
  if (results.data.matches.length === 0) return <StatusMessage tone="empty" title={t('leagues.noResults')} />;
  return (
    <ul className={`${blocks.cardList} ${blocks.twoUp}`}>
      {[...results.data.matches].sort(byTimeAndCourt).map((match) => (
        <ResultCard key={match.id} match={match} />
      ))}
    </ul>
  );
}

import { useQuery } from '@tanstack/react-query';
import { StatusMessage } from '@/client/components/ui/status-message';
import { leagueQueries } from '../queries';
import { useLoggedError } from '../use-logged-error';
import type { GroupChoice } from '../choices';
import { GroupTabs } from './group-tabs';
import { StandingsTable } from './standings-table';
import { StandingsRules } from './standings-rules';
import { NotAvailableOffline, useUnavailableOffline } from '@/client/pwa';
import { t } from '@/client/i18n/i18n';

export function StandingsPanel({
  clubId,
  leagueId,
  groups,
}: {
  clubId: number;
  leagueId: number;
  groups: GroupChoice;
}) {
  if (groups.pending) return <StatusMessage tone="loading" title={t('leagues.loadingStandings')} />;
  if (!groups.selected) return <StatusMessage tone="empty" title={t('leagues.noStandings')} />;
  return (
    <GroupTabs idPrefix="standings-group" groups={groups.list} selected={groups.selected} onSelect={groups.onSelect}>
      <GroupStandings
        clubId={clubId}
        leagueId={leagueId}
        groupId={groups.selected.id}
        groupName={groups.selected.name}
      />
    </GroupTabs>
  );
}

function GroupStandings({
  clubId,
  leagueId,
  groupId,
  groupName,
}: {
  clubId: number;
  leagueId: number;
  groupId: number;
  groupName: string;
}) {
  const standings = useQuery(leagueQueries.standings(clubId, leagueId, groupId));
  const unavailable = useUnavailableOffline(standings);
  // docs/rules.md, "Public site": load errors on the league page are logged, not shown; the table reads as empty.
  useLoggedError('standings', standings.error);
  if (unavailable) return <NotAvailableOffline />;
  if (standings.isPending) return <StatusMessage tone="loading" title={t('leagues.loadingStandings')} />;
  if (standings.isError || standings.data.standings.length === 0) {
    return <StatusMessage tone="empty" title={t('leagues.noStandings')} />;
  }
  return (
    <>
      <StandingsTable rows={standings.data.standings} caption={`${t('leagues.standingsTab')}, ${groupName}`} />
      <StandingsRules rules={standings.data.rules} />
    </>
  );
}

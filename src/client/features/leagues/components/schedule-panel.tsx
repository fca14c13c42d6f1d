import { useQuery } from '@tanstack/react-query';
import type { Round } from '@/shared/schemas/round';
import { StatusMessage } from '@/client/components/ui/status-message';
import { leagueQueries } from '../queries';
import { roundLabel } from '../messages';
import { byTimeAndCourt } from '../match-results';
import { currentRound, localIsoDate } from '../round-selection';
import type { GroupChoice, RoundChoice } from '../choices';
import { useLoggedError } from '../use-logged-error';
import { GroupTabs } from './group-tabs';
import { ScheduleCard } from './schedule-card';
import { NotAvailableOffline, useUnavailableOffline } from '@/client/pwa';
import blocks from '@/client/components/layout/page-blocks.module.css';
import labelStyles from './round-label.module.css';
import { t } from '@/client/i18n/i18n';

interface SchedulePanelProps {
  clubId: number;
  leagueId: number;
  groups: GroupChoice;
  rounds: RoundChoice;
}

/** The current round's matches of the selected group; no round switching here (docs/rules.md, "Public site"). */
export function SchedulePanel({ clubId, leagueId, groups, rounds }: SchedulePanelProps) {
  if (groups.pending || rounds.pending) return <StatusMessage tone="loading" title={t('leagues.loadingMatches')} />;
  const round = currentRound(rounds.list, localIsoDate());
  if (!groups.selected || !round) return <StatusMessage tone="empty" title={t('leagues.noMatches')} />;
  return (
    <GroupTabs idPrefix="schedule-group" groups={groups.list} selected={groups.selected} onSelect={groups.onSelect}>
      <h2 className={`${labelStyles.label} num`}>{roundLabel(round)}</h2>
      <GroupSchedule clubId={clubId} leagueId={leagueId} groupId={groups.selected.id} round={round} />
    </GroupTabs>
  );
}

function GroupSchedule({
  clubId,
  leagueId,
  groupId,
  round,
}: {
  clubId: number;
  leagueId: number;
  groupId: number;
  round: Round;
}) {
  const schedule = useQuery(leagueQueries.schedule(clubId, leagueId, groupId, round.id));
  const unavailable = useUnavailableOffline(schedule);
  useLoggedError('the match schedule', schedule.error);
  if (unavailable) return <NotAvailableOffline />;
  if (schedule.isPending) return <StatusMessage tone="loading" title={t('leagues.loadingMatches')} />;
  if (schedule.isError) return <StatusMessage tone="error" title={t('leagues.matchesError')} />;
  if (schedule.data.matches.length === 0) return <StatusMessage tone="empty" title={t('leagues.noMatches')} />;
  return (
    <ul className={`${blocks.cardList} ${blocks.twoUp}`} aria-label={roundLabel(round)}>
      {[...schedule.data.matches].sort(byTimeAndCourt).map((match) => (
        <ScheduleCard key={match.id} match={match} />
      ))}
    </ul>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/client/components/ui/button';
import type { GroupFixtures } from '@/shared/schemas/fixtures';
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
import styles from './schedule-panel.module.css';
import { t } from '@/client/i18n/i18n';

interface SchedulePanelProps {
  clubId: number;
  leagueId: number;
  groups: GroupChoice;
  rounds: RoundChoice;
}

/**
 * The current round's matches of the selected group, and on request the rest of the season, round
 * by round in date order (docs/rules.md, "Public site").
 */
export function SchedulePanel({ clubId, leagueId, groups, rounds }: SchedulePanelProps) {
  if (groups.pending || rounds.pending) return <StatusMessage tone="loading" title={t('leagues.loadingMatches')} />;
  const round = currentRound(rounds.list, localIsoDate());
  if (!groups.selected || !round) return <StatusMessage tone="empty" title={t('leagues.noMatches')} />;
  return (
    <GroupTabs idPrefix="schedule-group" groups={groups.list} selected={groups.selected} onSelect={groups.onSelect}>
      <h2 className={`${labelStyles.label} num`}>{roundLabel(round)}</h2>
      <GroupSchedule clubId={clubId} leagueId={leagueId} groupId={groups.selected.id} round={round} />
      <WholeSeason key={groups.selected.id} clubId={clubId} leagueId={leagueId} groupId={groups.selected.id} current={round} />
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

/** The group's other public rounds with their matches (GET …/groups/{g}/fixtures), shown on request. */
function WholeSeason({ clubId, leagueId, groupId, current }: { clubId: number; leagueId: number; groupId: number; current: Round }) {
  const [open, setOpen] = useState(false);
  const regionId = `season-${groupId}`;
  return (
    <div className={styles.season}>
      <Button variant="secondary" aria-expanded={open} aria-controls={open ? regionId : undefined} onClick={() => setOpen((shown) => !shown)}>
        {open ? t('leagues.hideSeason') : t('leagues.showSeason')}
      </Button>
      {open ? (
        <section id={regionId} aria-labelledby={`${regionId}-title`} className={styles.rounds}>
          <h2 id={`${regionId}-title`} className={styles.seasonTitle}>
            {t('leagues.seasonTitle')}
          </h2>
          <SeasonRounds clubId={clubId} leagueId={leagueId} groupId={groupId} current={current} />
        </section>
      ) : null}
    </div>
  );
}

function SeasonRounds({ clubId, leagueId, groupId, current }: { clubId: number; leagueId: number; groupId: number; current: Round }) {
  const fixtures = useQuery(leagueQueries.fixtures(clubId, leagueId, groupId));
  const unavailable = useUnavailableOffline(fixtures);
  useLoggedError('the season fixtures', fixtures.error);
  if (unavailable) return <NotAvailableOffline />;
  if (fixtures.isPending) return <StatusMessage tone="loading" title={t('leagues.loadingSeason')} />;
  if (fixtures.isError) return <StatusMessage tone="error" title={t('leagues.seasonError')} />;
  // The public page shows public rounds only (staff reading it signed in would see drafts too).
  const others: GroupFixtures['rounds'] = fixtures.data.rounds.filter((round) => round.status === 'active' && round.id !== current.id);
  if (others.length === 0) return <StatusMessage tone="empty" title={t('leagues.noOtherRounds')} />;
  return (
    <>
      {others.map((round) => (
        <section key={round.id} aria-labelledby={`season-round-${round.id}`}>
          <h3 id={`season-round-${round.id}`} className={`${labelStyles.label} num`}>
            {roundLabel(round)}
          </h3>
          {round.matches.length === 0 ? (
            <p className={styles.empty}>{t('leagues.roundWithoutMatches')}</p>
          ) : (
            <ul className={`${blocks.cardList} ${blocks.twoUp}`} aria-label={roundLabel(round)}>
              {[...round.matches].sort(byTimeAndCourt).map((match) => (
                <ScheduleCard key={match.id} match={match} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

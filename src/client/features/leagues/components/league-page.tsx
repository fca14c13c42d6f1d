import { lazy, Suspense } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PublicPage } from '@/client/components/layout/public-page';
import { MissingPage, isNotFound } from '@/client/components/layout/missing-page';
import { CLUBS_ANCHOR } from '@/client/components/layout/site-header';
import { buttonClassName } from '@/client/components/ui/button';
import { useUnavailableOffline } from '@/client/pwa';
import { useDocumentTitle } from '@/client/components/layout/document-title';
import { Breadcrumb } from '@/client/components/ui/breadcrumb';
import { PageTitle } from '@/client/components/ui/page-title';
import { ShareButton } from '@/client/components/ui/share-button';
import { TabPanel, Tabs } from '@/client/components/ui/tabs';
import { clubQueries } from '@/client/features/clubs/queries';
import { leagueQueries } from '../queries';
import { clubFallbackName, leagueFallbackName, seasonLine } from '../messages';
import { sortRounds } from '../round-selection';
import { sortGroups, type GroupChoice, type RoundChoice } from '../choices';
import { useLoggedError } from '../use-logged-error';
import type { LeagueSearch, LeagueTab } from '../league-search';
import { StandingsPanel } from './standings-panel';
import { SchedulePanel } from './schedule-panel';
import { ResultsPanel } from './results-panel';
import { LeagueRules } from './league-rules';
import { SeasonLinks } from './season-links';
import { EnterPanel } from '@/client/features/entries';
import { playoffQueries } from '@/client/features/playoffs/queries';
import { StatusMessage } from '@/client/components/ui/status-message';
import { LeagueFormat } from './league-format';
import styles from './league-page.module.css';
import blocks from '@/client/components/layout/page-blocks.module.css';
import { t } from '@/client/i18n/i18n';

const route = getRouteApi('/league');

// A function: the labels are read in the active language at each render.
const tabs = (): { id: LeagueTab; label: string }[] => [
  { id: 'standings', label: t('leagues.standingsTab') },
  { id: 'schedule', label: t('leagues.scheduleTab') },
  { id: 'results', label: t('leagues.resultsTab') },
];
/** Only a league with playoffs has this tab. */
const playoffsTab = (): { id: LeagueTab; label: string } => ({ id: 'playoffs', label: t('playoffs.tab') });

// The bracket is a chunk of its own: most visits never open it.
const PlayoffsPanel = lazy(() => import('@/client/features/playoffs').then((module) => ({ default: module.PlayoffsPanel })));

export function LeaguePage() {
  const { clubId, leagueId } = route.useSearch();
  // The route redirects home before rendering when either id is missing.
  if (clubId === undefined || leagueId === undefined) return null;
  return <LeagueView clubId={clubId} leagueId={leagueId} />;
}

function LeagueView({ clubId, leagueId }: { clubId: number; leagueId: number }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const league = useQuery(leagueQueries.detail(clubId, leagueId));
  const club = useQuery(clubQueries.detail(clubId));
  const groups = useQuery({ ...leagueQueries.groups(clubId, leagueId), select: (page) => sortGroups(page.groups) });
  // Only a league that has playoffs has a bracket to ask for; one kept on a device from before
  // `hasPlayoffs` existed asks anyway, and its 404 reads as none.
  const playoff = useQuery({
    ...playoffQueries.bracket(clubId, leagueId),
    enabled: league.data !== undefined && league.data.hasPlayoffs !== false,
  });
  const rounds = useQuery({
    ...leagueQueries.activeRounds(clubId, leagueId),
    select: (page) => sortRounds(page.rounds.filter((round) => round.status === 'active')),
  });
  useLoggedError('the league', league.error);
  useLoggedError('the club', club.error);
  useLoggedError('groups', groups.error);
  useLoggedError('rounds', rounds.error);
  // Offline, a league never opened here has no name, groups or rounds to show: the page says so
  // rather than filling in 'League {id}' over empty tabs.
  const leagueUnavailable = useUnavailableOffline(league);
  const groupsUnavailable = useUnavailableOffline(groups);
  const roundsUnavailable = useUnavailableOffline(rounds);
  const notFound = isNotFound(league.error);

  // Tab, group and round live in the URL so a shared link opens the same view; changing them
  // replaces the entry (Back leaves the league) and keeps the scroll position.
  const update = (changes: Partial<LeagueSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true, resetScroll: false });

  const hasPlayoffs = playoff.data != null;
  const tabItems = hasPlayoffs ? [...tabs(), playoffsTab()] : tabs();
  // A link to the Playoffs tab of a league without playoffs (they were deleted) opens the standings.
  const tab = search.tab === 'playoffs' && !hasPlayoffs ? 'standings' : (search.tab ?? 'standings');
  const groupList = groups.data ?? [];
  const groupChoice: GroupChoice = {
    pending: groups.isPending,
    list: groupList,
    selected: groupList.find((group) => group.id === search.group) ?? groupList[0],
    onSelect: (groupId) => update({ group: groupId }),
  };
  const roundChoice: RoundChoice = { pending: rounds.isPending, list: rounds.data ?? [] };

  const leagueName =
    league.data?.name.trim() || (league.isPending ? t('leagues.loadingLeague') : leagueFallbackName(leagueId));
  const clubName = club.data?.name ?? clubFallbackName(clubId);
  useDocumentTitle(
    notFound ? t('leagues.leagueNotFound') : league.isPending || leagueUnavailable ? undefined : leagueName,
  );

  if (notFound) {
    return (
      <MissingPage
        reason="not-found"
        title={t('leagues.leagueNotFound')}
        body={t('leagues.leagueNotFoundBody')}
        action={
          <Link to="/" hash={CLUBS_ANCHOR} className={buttonClassName('primary')}>
            {t('clubs.backToClubs')}
          </Link>
        }
      />
    );
  }
  if (leagueUnavailable || groupsUnavailable || roundsUnavailable) return <MissingPage reason="offline" />;

  return (
    <PublicPage>
      <Breadcrumb
        trail={[
          { key: 'home', link: <Link to="/">{t('leagues.home')}</Link> },
          {
            key: 'club',
            link: (
              <Link to="/club" search={{ id: clubId }}>
                {clubName}
              </Link>
            ),
          },
        ]}
        current={leagueName}
      />
      <PageTitle
        action={league.data ? <ShareButton title={leagueName} /> : undefined}
        eyebrow={
          league.data ? (
            <>
              <span className={styles.seasonLabel}>{t('leagues.season')}</span>{' '}
              <span className="num">{seasonLine(league.data)}</span>
            </>
          ) : (
            // Holds the line's height until the league answers, so the title does not move.
            '\u00a0'
          )
        }
      >
        {leagueName}
      </PageTitle>
      {league.data?.description ? <p className={blocks.lead}>{league.data.description}</p> : null}
      {league.data ? <LeagueFormat league={league.data} /> : null}
      {league.data ? <SeasonLinks league={league.data} /> : null}
      <EnterPanel owner={{ kind: 'league', clubId, id: leagueId }} />
      <div className={styles.views}>
        <Tabs
          label={t('leagues.tabsLabel')}
          idPrefix="league-view"
          items={tabItems}
          selected={tab}
          onSelect={(next) => update({ tab: next === 'standings' ? undefined : next })}
        />
        <TabPanel idPrefix="league-view" selected={tab} className={styles.viewsPanel}>
          {tab === 'standings' ? (
            <StandingsPanel clubId={clubId} leagueId={leagueId} groups={groupChoice} />
          ) : tab === 'schedule' ? (
            <SchedulePanel clubId={clubId} leagueId={leagueId} groups={groupChoice} rounds={roundChoice} />
          ) : tab === 'playoffs' ? (
            <Suspense fallback={<StatusMessage tone="loading" title={t('playoffs.loading')} />}>
              <PlayoffsPanel clubId={clubId} leagueId={leagueId} />
            </Suspense>
          ) : (
            <ResultsPanel
              clubId={clubId}
              leagueId={leagueId}
              groups={groupChoice}
              rounds={roundChoice}
              roundId={search.round}
              onSelectRound={(roundId) => update({ round: roundId })}
            />
          )}
        </TabPanel>
      </div>
      {/* After the tabs: on a phone the chosen tab is what the visitor came for (docs/rules.md, "Public site"). */}
      {league.data?.rules ? <LeagueRules rules={league.data.rules} /> : null}
    </PublicPage>
  );
}

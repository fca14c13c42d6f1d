import { useQuery } from '@tanstack/react-query';
import { StatusMessage } from '@/client/components/ui/status-message';
import { leagueQueries } from '../queries';
import { LeagueCard } from './league-card';
import { NotAvailableOffline, useUnavailableOffline } from '@/client/pwa';
import blocks from '@/client/components/layout/page-blocks.module.css';
import { t } from '@/client/i18n/i18n';

/** The club page's active leagues (at most 20), with the states of docs/rules.md, "Public site". */
export function ClubLeagues({ clubId }: { clubId: number }) {
  const leagues = useQuery({
    ...leagueQueries.activeForClub(clubId),
    // The server filters by status already; this keeps any other status off the page regardless.
    select: (page) => page.leagues.filter((league) => league.status === 'active'),
  });
  const unavailable = useUnavailableOffline(leagues);
  return (
    <section className={blocks.section} aria-labelledby="club-leagues-title">
      <h2 className={blocks.sectionTitle} id="club-leagues-title">
        {t('leagues.leaguesHeading')}
      </h2>
      {unavailable ? (
        <NotAvailableOffline />
      ) : leagues.isPending ? (
        <StatusMessage tone="loading" title={t('leagues.loadingLeagues')} />
      ) : leagues.isError ? (
        <StatusMessage tone="error" title={t('leagues.leaguesError')} />
      ) : leagues.data.length === 0 ? (
        <StatusMessage tone="empty" title={t('leagues.noLeaguesTitle')} headingLevel={3}>
          {t('leagues.noLeaguesBody')}
        </StatusMessage>
      ) : (
        <ul className={blocks.cardList} aria-labelledby="club-leagues-title">
          {leagues.data.map((league) => (
            <LeagueCard key={league.id} league={league} />
          ))}
        </ul>
      )}
    </section>
  );
}

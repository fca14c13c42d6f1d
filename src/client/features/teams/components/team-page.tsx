import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { TeamMatch } from '@/shared/schemas/team';
import { fallbackTeamName, fullName } from '@/shared/domain/team-name';
import { formatCourt } from '@/shared/domain/format';
import { winnerSideOf } from '@/shared/domain/match-outcome';
import { formatDay } from '@/client/i18n/format';
import { formatMatchStart } from '@/client/i18n/format-start';
import { PublicPage } from '@/client/components/layout/public-page';
import { MissingPage, isNotFound } from '@/client/components/layout/missing-page';
import { useDocumentTitle } from '@/client/components/layout/document-title';
import { Breadcrumb } from '@/client/components/ui/breadcrumb';
import { PageTitle } from '@/client/components/ui/page-title';
import { StatusMessage } from '@/client/components/ui/status-message';
import { buttonClassName } from '@/client/components/ui/button';
import { PlayerLink, TeamLink } from '@/client/components/ui/entity-link';
import { ShareButton } from '@/client/components/ui/share-button';
import { useUnavailableOffline } from '@/client/pwa';
import { teamQueries } from '../queries';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './team-page.module.css';
import { t } from '@/client/i18n/i18n';

const route = getRouteApi('/team');

export function TeamPage() {
  const { id } = route.useSearch();
  // The route redirects home before rendering when the id is missing.
  return id === undefined ? null : <TeamDetails teamId={id} />;
}

/** A team's page (docs/rules.md, "Public site"): its players, its record, its matches. */
function TeamDetails({ teamId }: { teamId: number }) {
  const team = useQuery(teamQueries.detail(teamId));
  const matches = useQuery(teamQueries.matches(teamId));
  const unavailable = useUnavailableOffline(team);
  const notFound = isNotFound(team.error) || (team.isError && !unavailable);
  useDocumentTitle(team.data?.name ?? (notFound ? t('team.notFound') : undefined));

  if (notFound) {
    return (
      <MissingPage
        reason="not-found"
        title={t('team.notFound')}
        body={t('team.notFoundBody')}
        action={
          <Link to="/players" className={buttonClassName('primary')}>
            {t('players.backToPlayers')}
          </Link>
        }
      />
    );
  }
  if (unavailable) return <MissingPage reason="offline" />;
  if (team.isPending) {
    return (
      <PublicPage>
        <StatusMessage tone="loading" title={t('team.loading')} />
      </PublicPage>
    );
  }
  if (team.isError) return null;

  const { record } = matches.data ?? { record: null };
  const list = matches.data?.matches ?? [];
  const upcoming = list.filter((match) => !match.decided).reverse();
  const results = list.filter((match) => match.decided);
  return (
    <PublicPage>
      <Breadcrumb trail={[{ key: 'home', link: <Link to="/">{t('leagues.home')}</Link> }]} current={team.data.name} />
      <PageTitle action={<ShareButton title={team.data.name} />}>{team.data.name}</PageTitle>
      <section className={styles.players} aria-labelledby="team-players-title">
        <h2 className="sr-only" id="team-players-title">
          {t('team.players')}
        </h2>
        <ul className={styles.playerList}>
          {[team.data.player1, team.data.player2].map((player) => (
            <li key={player.id}>
              <PlayerLink playerId={player.id} className={styles.playerLink}>
                {fullName(player)}
              </PlayerLink>
            </li>
          ))}
        </ul>
      </section>

      <section className={blocks.section} aria-labelledby="team-record-title">
        <h2 className={blocks.sectionTitle} id="team-record-title">
          {t('team.record')}
        </h2>
        {record ? (
          <dl className={styles.statGrid}>
            <Stat label={t('team.played')} value={String(record.matchesPlayed)} />
            <Stat label={t('team.won')} value={String(record.matchesWon)} />
            <Stat label={t('team.lost')} value={String(record.matchesLost)} />
            <Stat label={t('team.sets')} value={t('team.wonLostPair', { won: record.setsWon, lost: record.setsLost })} />
            <Stat label={t('team.games')} value={t('team.wonLostPair', { won: record.gamesWon, lost: record.gamesLost })} />
          </dl>
        ) : matches.isPending ? (
          <StatusMessage tone="loading" title={t('team.loading')} />
        ) : null}
      </section>

      <MatchList title={t('team.upcoming')} empty={t('team.noUpcoming')} id="team-upcoming-title" matches={upcoming} teamId={teamId} />
      <MatchList title={t('team.results')} empty={t('team.noResults')} id="team-results-title" matches={results} teamId={teamId} />
    </PublicPage>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.stat}>
      <dt className={blocks.statLabel}>{label}</dt>
      <dd className={`${styles.statValue} num`}>{value}</dd>
    </div>
  );
}

function MatchList({ title, empty, id, matches, teamId }: { title: string; empty: string; id: string; matches: TeamMatch[]; teamId: number }) {
  return (
    <section className={blocks.section} aria-labelledby={id}>
      <h2 className={blocks.sectionTitle} id={id}>
        {title}
      </h2>
      {matches.length === 0 ? (
        <p className={blocks.emptyNote}>{empty}</p>
      ) : (
        <ul className={blocks.cardList}>
          {matches.map((match) => (
            <TeamMatchCard key={match.id} match={match} teamId={teamId} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One match: the day and league, the two teams (the other one a link), the score or the slot. */
function TeamMatchCard({ match, teamId }: { match: TeamMatch; teamId: number }) {
  const sides = [
    { teamId: match.team1Id, name: match.team1Name.trim() || fallbackTeamName(match.team1Id) },
    { teamId: match.team2Id, name: match.team2Name.trim() || fallbackTeamName(match.team2Id) },
  ];
  const winner = winnerSideOf(match);
  const ours = match.team1Id === teamId ? 1 : 2;
  const score =
    match.outcome === 'walkover'
      ? t('team.walkover')
      : match.team1Results.map((games, index) => `${games}-${match.team2Results[index] ?? '-'}`).join(' ');
  return (
    <li className={`${blocks.card} ${styles.match}`}>
      <p className={`${styles.matchMeta} num`}>
        <span>{formatDay(match.date)}</span>
        <span aria-hidden="true"> · </span>
        <Link to="/league" search={{ clubId: match.clubId, leagueId: match.leagueId }} className={styles.league}>
          {match.leagueName}
        </Link>
      </p>
      <p className={styles.teams}>
        {sides.map((side, index) => (
          <span key={index} className={styles.side}>
            {index === 1 ? <span className={styles.versus}>{t('leagues.versus')} </span> : null}
            {side.teamId === teamId ? <strong>{side.name}</strong> : <TeamLink teamId={side.teamId}>{side.name}</TeamLink>}
          </span>
        ))}
      </p>
      {match.decided ? (
        <p className={styles.outcome}>
          <span className="num">{score}</span>
          {winner !== null ? (
            <span className={winner === ours ? styles.won : styles.lost}>{winner === ours ? t('team.resultWon') : t('team.resultLost')}</span>
          ) : null}
        </p>
      ) : (
        <p className={`${styles.slot} num`}>
          {match.courtNumber !== null && match.startTime !== null
            ? t('team.courtAt', { court: formatCourt(match.courtNumber), hour: formatMatchStart(match) })
            : t('team.notPlaced')}
        </p>
      )}
    </li>
  );
}

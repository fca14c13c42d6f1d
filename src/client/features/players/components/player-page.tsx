import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { initials } from '@/shared/domain/format';
import { formatRate } from '@/client/i18n/format';
import { fullName } from '@/shared/domain/team-name';
import { PublicPage } from '@/client/components/layout/public-page';
import { MissingPage, isNotFound } from '@/client/components/layout/missing-page';
import { useDocumentTitle } from '@/client/components/layout/document-title';
import { Breadcrumb } from '@/client/components/ui/breadcrumb';
import { StatusMessage } from '@/client/components/ui/status-message';
import { buttonClassName } from '@/client/components/ui/button';
import { ShareButton } from '@/client/components/ui/share-button';
import { playerCalendarUrl, playerQueries } from '../queries';
import { WinLossBar } from './win-loss-bar';
import { PlayerRating } from './player-rating';
import { PlayerSeasons } from './player-seasons';
import { PlayerNights } from '@/client/features/club-nights';
import { useUnavailableOffline } from '@/client/pwa';
import blocks from '@/client/components/layout/page-blocks.module.css';
import avatar from './avatar.module.css';
import styles from './player-page.module.css';
import { t } from '@/client/i18n/i18n';

const route = getRouteApi('/player');

export function PlayerPage() {
  const { id } = route.useSearch();
  // The route redirects home before rendering when the id is missing.
  return id === undefined ? null : <PlayerDetails playerId={id} />;
}

function PlayerDetails({ playerId }: { playerId: number }) {
  const player = useQuery(playerQueries.detail(playerId));
  const statistics = useQuery(playerQueries.statistics(playerId));
  const name = player.data ? fullName(player.data) : undefined;
  const unavailable = useUnavailableOffline(player);
  // docs/rules.md, "Public site": any failure to load the player reads as "Player Not Found", unless offline and
  // simply never opened on this device.
  const notFound = isNotFound(player.error) || (player.isError && !unavailable);
  useDocumentTitle(name ?? (notFound ? t('players.playerNotFound') : undefined));
  const notFoundPage = (
    <MissingPage
      reason="not-found"
      title={t('players.playerNotFound')}
      body={t('players.playerNotFoundBody')}
      action={
        <Link to="/players" className={buttonClassName('primary')}>
          {t('players.backToPlayers')}
        </Link>
      }
    />
  );

  if (isNotFound(player.error)) return notFoundPage;
  if (unavailable) return <MissingPage reason="offline" />;
  if (player.isPending) {
    return (
      <PublicPage>
        <StatusMessage tone="loading" title={t('players.loadingPlayer')} />
      </PublicPage>
    );
  }
  if (player.isError) return notFoundPage;

  // The statistics endpoint is the authority; the player's own counters fill in until it answers.
  const played = statistics.data?.matchesPlayed ?? player.data.matchesPlayed;
  const won = statistics.data?.matchesWon ?? player.data.matchesWon;
  const lost = Math.max(0, played - won);
  return (
    <PublicPage>
      <Breadcrumb
        trail={[{ key: 'players', link: <Link to="/players">{t('players.title')}</Link> }]}
        current={name ?? ''}
      />
      <div className={styles.hero}>
        <span className={`${avatar.avatar} ${avatar.large}`} aria-hidden="true">
          {initials(player.data.firstName, player.data.lastName)}
        </span>
        <h1 className={styles.name}>{name}</h1>
        <span className={styles.share}>
          <ShareButton title={name ?? ''} />
        </span>
      </div>

      <section className={blocks.section} aria-labelledby="player-stats-title">
        <h2 className={blocks.sectionTitle} id="player-stats-title">
          {t('players.statistics')}
        </h2>
        <dl className={styles.statGrid}>
          <Stat label={t('players.matchesPlayed')} value={String(played)} />
          <Stat label={t('players.won')} value={String(won)} tone="positive" />
          <Stat label={t('players.lost')} value={String(lost)} tone="negative" />
          <Stat label={t('players.winRate')} value={`${formatRate(won, played)}%`} />
        </dl>
        {played > 0 ? (
          <WinLossBar won={won} lost={lost} />
        ) : (
          <p className={blocks.emptyNote}>{t('players.noMatchesYet')}</p>
        )}
      </section>

      <PlayerRating playerId={playerId} />
      <PlayerSeasons playerId={playerId} />
      <PlayerNights playerId={playerId} />

      <section className={styles.calendar} aria-label={t('players.addToCalendar')}>
        <p>{t('players.calendarHint')}</p>
        <a className={buttonClassName('secondary')} href={playerCalendarUrl(playerId)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <rect x="3.5" y="5" width="17" height="15.5" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M3.5 10 H20.5 M8 3 V7 M16 3 V7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('players.addToCalendar')}
        </a>
      </section>
    </PublicPage>
  );
}

function Stat({ label, value, tone }: { label: string; value: string; tone?: 'positive' | 'negative' }) {
  return (
    <div className={tone ? `${styles.stat} ${styles[tone]}` : styles.stat}>
      <dt className={blocks.statLabel}>{label}</dt>
      <dd className={`${styles.statValue} num`}>{value}</dd>
    </div>
  );
}

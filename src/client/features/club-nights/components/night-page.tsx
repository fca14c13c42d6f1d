import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PublicPage } from '@/client/components/layout/public-page';
import { MissingPage, isNotFound } from '@/client/components/layout/missing-page';
import { useDocumentTitle } from '@/client/components/layout/document-title';
import { Breadcrumb } from '@/client/components/ui/breadcrumb';
import { PageTitle } from '@/client/components/ui/page-title';
import { ShareButton } from '@/client/components/ui/share-button';
import { StatusMessage } from '@/client/components/ui/status-message';
import { buttonClassName } from '@/client/components/ui/button';
import { OfflineNotice, useUnavailableOffline } from '@/client/pwa';
import { clubQueries } from '@/client/features/clubs/queries';
import { clubNightQueries } from '../queries';
import { STATUS_NAMES, nightLine, scoringText } from '../messages';
import { NightLeaderboard } from './night-leaderboard';
import { EnterPanel } from '@/client/features/entries';
import { NightRounds } from './night-rounds';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './night-views.module.css';
import { t } from '@/client/i18n/i18n';

const route = getRouteApi('/club-night');

export function NightPage() {
  const { club, id } = route.useSearch();
  // The route redirects home before rendering when an id is missing.
  return club === undefined || id === undefined ? null : <NightDetails clubId={club} clubNightId={id} />;
}

/** A club night's public page: where it stands, the leaderboard, and the rounds by court with who rests. */
function NightDetails({ clubId, clubNightId }: { clubId: number; clubNightId: number }) {
  const night = useQuery(clubNightQueries.detail(clubId, clubNightId));
  const club = useQuery(clubQueries.detail(clubId));
  const notFound = isNotFound(night.error);
  useDocumentTitle(night.data?.name ?? (notFound ? t('clubNights.notFound') : undefined));
  const unavailable = useUnavailableOffline(night);
  const backToClub = (
    <Link to="/club" search={{ id: clubId }} className={buttonClassName('primary')}>
      {t('clubNights.backToClub')}
    </Link>
  );
  if (notFound)
    return (
      <MissingPage
        reason="not-found"
        title={t('clubNights.notFound')}
        body={t('clubNights.notFoundBody')}
        action={backToClub}
      />
    );
  if (unavailable) return <MissingPage reason="offline" />;
  if (night.isPending) {
    return (
      <PublicPage>
        <StatusMessage tone="loading" title={t('clubNights.loading')} />
      </PublicPage>
    );
  }
  if (night.isError) {
    return (
      <PublicPage>
        <StatusMessage tone="error" title={t('clubNights.error')} action={backToClub} />
      </PublicPage>
    );
  }
  const data = night.data;
  return (
    <PublicPage>
      <Breadcrumb
        trail={[
          { key: 'home', link: <Link to="/">{t('clubs.home')}</Link> },
          {
            key: 'club',
            link: (
              <Link to="/club" search={{ id: clubId }}>
                {club.data?.name ?? t('clubNights.club')}
              </Link>
            ),
          },
        ]}
        current={data.name}
      />
      <PageTitle action={<ShareButton title={data.name} />}>{data.name}</PageTitle>
      <OfflineNotice updatedAt={night.dataUpdatedAt} />
      <p className={blocks.lead}>
        {nightLine(data)} · {scoringText(data)} · <strong>{t(STATUS_NAMES[data.status])}</strong>
      </p>
      <EnterPanel owner={{ kind: 'night', clubId, id: data.id }} />
      <div className={styles.page}>
        <NightLeaderboard rows={data.leaderboard} />
        <NightRounds night={data} />
      </div>
    </PublicPage>
  );
}

import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PublicPage } from '@/client/components/layout/public-page';
import { MissingPage, isNotFound } from '@/client/components/layout/missing-page';
import { useDocumentTitle } from '@/client/components/layout/document-title';
import { CLUBS_ANCHOR } from '@/client/components/layout/site-header';
import { Breadcrumb } from '@/client/components/ui/breadcrumb';
import { ShareButton } from '@/client/components/ui/share-button';
import { PageTitle } from '@/client/components/ui/page-title';
import { StatusMessage } from '@/client/components/ui/status-message';
import { MultilineText } from '@/client/components/ui/multiline-text';
import { buttonClassName } from '@/client/components/ui/button';
import { ClubLeagues } from '@/client/features/leagues/components/club-leagues';
import { ClubNightsList } from '@/client/features/club-nights';
import { clubQueries } from '../queries';
import { useUnavailableOffline } from '@/client/pwa';
import styles from './club-page.module.css';
import blocks from '@/client/components/layout/page-blocks.module.css';
import { t } from '@/client/i18n/i18n';

const route = getRouteApi('/club');

export function ClubPage() {
  const { id } = route.useSearch();
  // The route redirects home before rendering when the id is missing.
  return id === undefined ? null : <ClubDetails clubId={id} />;
}

function ClubDetails({ clubId }: { clubId: number }) {
  const club = useQuery(clubQueries.detail(clubId));
  const notFound = isNotFound(club.error);
  useDocumentTitle(club.data?.name ?? (notFound ? t('clubs.clubNotFound') : undefined));
  const unavailable = useUnavailableOffline(club);
  const backToClubs = (
    <Link to="/" hash={CLUBS_ANCHOR} className={buttonClassName('primary')}>
      {t('clubs.backToClubs')}
    </Link>
  );

  if (notFound) {
    return (
      <MissingPage
        reason="not-found"
        title={t('clubs.clubNotFound')}
        body={t('clubs.clubNotFoundBody')}
        action={backToClubs}
      />
    );
  }
  if (unavailable) return <MissingPage reason="offline" />;
  if (club.isPending) {
    return (
      <PublicPage>
        <StatusMessage tone="loading" title={t('clubs.loadingClub')} />
      </PublicPage>
    );
  }
  if (club.isError) {
    return (
      <PublicPage>
        <StatusMessage tone="error" title={t('clubs.clubError')} action={backToClubs} />
      </PublicPage>
    );
  }

  const { name, description, rules } = club.data;
  return (
    <PublicPage>
      <Breadcrumb trail={[{ key: 'home', link: <Link to="/">{t('clubs.home')}</Link> }]} current={name} />
      <PageTitle action={<ShareButton title={name} />}>{name}</PageTitle>
      {description ? <p className={blocks.lead}>{description}</p> : null}
      {rules ? (
        <section className={styles.rules} aria-labelledby="club-rules-title">
          <h2 className={styles.rulesTitle} id="club-rules-title">
            {t('clubs.clubRules')}
          </h2>
          <MultilineText text={rules} />
        </section>
      ) : null}
      <ClubLeagues clubId={clubId} />
      <ClubNightsList clubId={clubId} />
    </PublicPage>
  );
}

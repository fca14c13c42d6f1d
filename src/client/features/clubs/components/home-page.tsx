import { CLUBS_ANCHOR } from '@/client/components/layout/site-header';
import { PublicPage } from '@/client/components/layout/public-page';
import { useDocumentTitle, useTourName } from '@/client/components/layout/document-title';
import { ClubGrid } from './club-grid';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './home-page.module.css';
import { t } from '@/client/i18n/i18n';

export function HomePage() {
  const tourName = useTourName();
  useDocumentTitle(undefined);
  return (
    <PublicPage>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.inner}>
          <p className={styles.eyebrow}>{t('clubs.heroEyebrow')}</p>
          <h1 className={styles.title} id="hero-title">
            {tourName}
          </h1>
          <p className={styles.text}>{t('clubs.heroText')}</p>
        </div>
      </section>
      <section className={blocks.section} id={CLUBS_ANCHOR} aria-labelledby="clubs-title">
        <h2 className={blocks.sectionTitle} id="clubs-title">
          {t('clubs.clubsHeading')}
        </h2>
        <ClubGrid />
      </section>
    </PublicPage>
  );
}

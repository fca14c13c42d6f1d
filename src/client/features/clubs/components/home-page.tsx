import { CLUBS_ANCHOR } from '../../../components/layout/site-header';
import { PublicPage } from '../../../components/layout/public-page';
import { useDocumentTitle, useTourName } from '../../../components/layout/document-title';
import { clubMessages } from '../messages';
import { ClubGrid } from './club-grid';

export function HomePage() {
  const tourName = useTourName();
  useDocumentTitle(undefined);
  return (
    <PublicPage className="page--home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <p className="hero__eyebrow">{clubMessages.heroEyebrow}</p>
          <h1 className="hero__title" id="hero-title">
            {tourName}
          </h1>
          <p className="hero__text">{clubMessages.heroText}</p>
        </div>
      </section>
      <section className="section" id={CLUBS_ANCHOR} aria-labelledby="clubs-title">
        <h2 className="section__title" id="clubs-title">
          {clubMessages.clubsHeading}
        </h2>
        <ClubGrid />
      </section>
    </PublicPage>
  );
}

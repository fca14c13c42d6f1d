import { LanguageSwitcher } from '@/client/i18n/language-switcher';
import { Link, useRouterState } from '@tanstack/react-router';
import { Logo } from './logo';
import styles from './site-header.module.css';
import { t } from '@/client/i18n/i18n';

export const CLUBS_ANCHOR = 'clubs';

/** Scrolls to the clubs section when it is already on screen; the router brings it into view otherwise. */
function scrollToClubs() {
  document.getElementById(CLUBS_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function SiteHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onPlayers = pathname === '/players' || pathname === '/player';
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {t('ui.skipToContent')}
      </a>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={t('ui.brandHome')}>
          <Logo />
          <span className="brand__name" aria-hidden="true">
            Bandeja
          </span>
        </Link>
        <nav className={styles.nav} aria-label={t('ui.mainNav')}>
          <Link
            to="/"
            hash={CLUBS_ANCHOR}
            className={styles.navLink}
            activeOptions={{ exact: true, includeHash: true }}
            onClick={() => {
              if (pathname === '/') scrollToClubs();
            }}
          >
            {t('ui.navClubs')}
          </Link>
          <Link to="/players" className={styles.navLink} data-current={onPlayers || undefined}>
            {t('ui.navPlayers')}
          </Link>
        </nav>
        <LanguageSwitcher tone="dark" compact />
      </div>
    </header>
  );
}

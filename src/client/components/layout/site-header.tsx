import { useSyncExternalStore } from 'react';
import { LanguageSwitcher } from '@/client/i18n/language-switcher';
import { Link, useRouterState } from '@tanstack/react-router';
import { hasValidPlayerSession, subscribeSession } from '@/client/lib/session';
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
  const onAccount = pathname === '/me' || pathname === '/login' || pathname.startsWith('/join/');
  // A signed-in player goes straight to their matches; anyone else to the players' sign-in.
  const playerSignedIn = useSyncExternalStore(subscribeSession, hasValidPlayerSession, () => false);
  const accountLabel = playerSignedIn ? t('ui.navMyMatches') : t('ui.navPlayerSignIn');
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
          <Link
            to={playerSignedIn ? '/me' : '/login'}
            className={`${styles.navLink} ${styles.account}`}
            data-current={onAccount || undefined}
            aria-label={accountLabel}
            title={accountLabel}
          >
            <PersonIcon />
            <span className={styles.accountLabel} aria-hidden="true">
              {accountLabel}
            </span>
          </Link>
        </nav>
        <LanguageSwitcher tone="dark" compact />
      </div>
    </header>
  );
}

/** A player's own place (sign-in, My matches): a person, labelled by the link. */
function PersonIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

import { Link, useRouterState } from '@tanstack/react-router';
import { Logo } from './logo';

export const CLUBS_ANCHOR = 'clubs';

/** Scrolls to the clubs section when it is already on screen; the router brings it into view otherwise. */
function scrollToClubs() {
  document.getElementById(CLUBS_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function SiteHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onPlayers = pathname === '/players' || pathname === '/player';
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label="Bandeja, home">
          <Logo />
          <span className="brand__name" aria-hidden="true">
            Bandeja
          </span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          <Link
            to="/"
            hash={CLUBS_ANCHOR}
            className="site-nav__link"
            activeOptions={{ exact: true, includeHash: true }}
            onClick={() => {
              if (pathname === '/') scrollToClubs();
            }}
          >
            Clubs
          </Link>
          <Link to="/players" className="site-nav__link" data-current={onPlayers || undefined}>
            Players
          </Link>
        </nav>
      </div>
    </header>
  );
}

import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Link, Outlet, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmProvider } from '@/client/components/ui/confirm-dialog';
import { ToastProvider } from '@/client/components/ui/toast';
import { clearSession, hasValidSession, readSession, subscribeSession } from '@/client/lib/session';
import { logout } from './login/api';
import { OverviewSection } from './overview/overview-section';
import { MenuIcon } from '@/client/components/admin/icons';
import { AdminScopeProvider } from '@/client/components/admin/scope';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/admin/section-layout';
import { OutboxSlot } from './outbox-slot';
import styles from './admin-layout.module.css';
import { useScopeInUrl } from './use-scope-in-url';
import { DEFAULT_SECTION, adminSections, isAdminOnlySection, isAdminSection, sectionPath } from './sections';
import { useIsAdministrator } from '@/client/components/admin/me';
import { useTourName } from '@/client/components/layout/document-title';
import { t } from '@/client/i18n/i18n';
import { ADMIN_ROOT } from '@/client/lib/admin-key';

/** The section whose route is open: the path's segment after /admin/. */
const useOpenSection = () =>
  useRouterState({
    select: (state) => {
      const segment = state.location.pathname.split('/')[2];
      return isAdminSection(segment) ? segment : DEFAULT_SECTION;
    },
  });

// A plain class beside the module's: the component tests ask whether the phone menu is open by it.
const OPEN_MENU_MARK = 'is-open';

/** "<section> · Admin · <tour name>" (docs/rules.md, "Admin dashboard"), on every section. */
export const adminDocumentTitle = (section: string, tourName: string): string => `${section} · ${t('admin.documentTitle')} · ${tourName}`;

function useAdminDocumentTitle(section: string | undefined) {
  const tourName = useTourName();
  const title = section === undefined ? undefined : adminDocumentTitle(section, tourName);
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}

/** Ends the session when its expiry passes, even if the organiser makes no request. */
function useExpiryTimer() {
  useEffect(() => {
    const session = readSession();
    if (!session) return;
    const left = Date.parse(session.expiresAt) - Date.now();
    // setTimeout overflows past ~24.8 days; sessions are hours long.
    if (left > 2 ** 31 - 1) return;
    const timer = setTimeout(clearSession, Math.max(left, 0));
    return () => clearTimeout(timer);
  }, []);
}

/**
 * The signed-in admin's frame around every section route: header (outbox, sign out), the
 * sections menu and the scope the sections share; the open section renders in <Outlet />.
 */
export function AdminLayout() {
  const section = useOpenSection();
  const signedIn = useSyncExternalStore(subscribeSession, hasValidSession, () => false);
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const scope = useScopeInUrl();
  const isAdministrator = useIsAdministrator();
  useExpiryTimer();
  // The section the screen shows names the tab: "Results · Admin · Padel Tour".
  const titled = adminSections.find((entry) => entry.id === (isAdminOnlySection(section) && !isAdministrator ? DEFAULT_SECTION : section));
  useAdminDocumentTitle(titled ? t(titled.labelKey) : undefined);

  // The session ended (revoked, expired): to the sign-in form, which comes back to this very
  // address afterwards. Once, when it ends: the address is read before the navigation changes it.
  useEffect(() => {
    if (!signedIn)
      void navigate({ to: '/admin/login', search: { redirect: router.state.location.href }, replace: true });
  }, [signedIn, navigate, router]);

  if (!signedIn) return null;

  // An organiser who follows a link to the administrator's own section lands on the Overview.
  const shown = isAdminOnlySection(section) && !isAdministrator ? DEFAULT_SECTION : section;
  const current = adminSections.find((entry) => entry.id === shown);
  const visibleSections = adminSections.filter((entry) => isAdministrator || !isAdminOnlySection(entry.id));

  const signOut = async () => {
    await logout();
    queryClient.removeQueries({ queryKey: ADMIN_ROOT });
    await navigate({ to: '/admin/login' });
  };

  return (
    <ToastProvider>
      <ConfirmProvider>
        <AdminScopeProvider store={scope}>
          <div className={styles.shell}>
            <a className={styles.skipLink} href="#admin-main">
              {t('ui.skipToContent')}
            </a>
            <header className={styles.topbar}>
              <button
                type="button"
                className={styles.menuToggle}
                aria-expanded={menuOpen}
                aria-controls="admin-nav"
                aria-label={t('admin.menu')}
                onClick={() => setMenuOpen((open) => !open)}
              >
                <MenuIcon />
              </button>
              <p className={styles.brand}>
                Bandeja <span className={styles.brandSub}>{t('admin.brandSub')}</span>
              </p>
              <span className={styles.current} aria-hidden="true">
                {current ? t(current.labelKey) : null}
              </span>
              <div className={styles.actions}>
                <OutboxSlot />
                <Button variant="ghost" onClick={() => void signOut()}>
                  {t('admin.logout')}
                </Button>
              </div>
            </header>
            <nav
              id="admin-nav"
              className={menuOpen ? `${styles.sidebar} ${styles.open} ${OPEN_MENU_MARK}` : styles.sidebar}
              aria-label={t('admin.sectionsNav')}
            >
              <ul className={styles.navList}>
                {visibleSections.map((entry) => (
                  <li key={entry.id}>
                    <Link
                      // The chosen club, league and round come along (the layout route retains them).
                      to={sectionPath(entry.id)}
                      className={styles.navLink}
                      aria-current={entry.id === shown ? 'page' : undefined}
                      onClick={() => setMenuOpen(false)}
                    >
                      {t(entry.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <main id="admin-main" className={styles.main} tabIndex={-1}>
              <Suspense fallback={<EmptyState>{t('admin.loading')}</EmptyState>}>
                {shown === section ? <Outlet /> : <OverviewSection />}
              </Suspense>
            </main>
          </div>
        </AdminScopeProvider>
      </ConfirmProvider>
    </ToastProvider>
  );
}

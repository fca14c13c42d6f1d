import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIsOffline } from './online-status';
import { offlineNoticeText } from './messages';
import styles from './pwa.module.css';
import { t } from '@/client/i18n/i18n';
import { ADMIN_ROOT } from '@/client/lib/admin-key';

/** The notice text for data last fetched at `updatedAt` (a query's dataUpdatedAt), or null when online or no data. */
export function useOfflineNotice(updatedAt: number | null | undefined): string | null {
  const offline = useIsOffline();
  if (!offline || !updatedAt) return null;
  return offlineNoticeText(updatedAt);
}

// While a page shows its own notice, the global banner steps aside, so the notice is not said twice.
let pageNotices = 0;
const noticeListeners = new Set<() => void>();
const subscribePageNotices = (listener: () => void) => {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
};
const countPageNotices = () => pageNotices;
function changePageNotices(delta: number): void {
  pageNotices += delta;
  for (const listener of noticeListeners) listener();
}

/**
 * "Offline – showing data saved: <time>" above a page's data; renders nothing while online.
 * Pass the query's dataUpdatedAt (for several queries, the oldest).
 */
export function OfflineNotice({ updatedAt }: { updatedAt: number | null | undefined }) {
  const text = useOfflineNotice(updatedAt);
  const shown = text !== null;
  useEffect(() => {
    if (!shown) return;
    changePageNotices(1);
    return () => changePageNotices(-1);
  }, [shown]);
  if (!text) return null;
  return (
    <p className={styles.notice} role="status" data-testid="offline-notice">
      {text}
    </p>
  );
}

/** The oldest data on screen: the earliest dataUpdatedAt among queries a mounted component reads. */
export function oldestObservedData(queryClient: QueryClient): number {
  let oldest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.getObserversCount() === 0 || query.queryKey[0] === ADMIN_ROOT[0]) continue;
    const at = query.state.dataUpdatedAt;
    if (at > 0 && (oldest === 0 || at < oldest)) oldest = at;
  }
  return oldest;
}

/** App-wide banner while offline, for pages that do not show their own <OfflineNotice/>. */
export function OfflineBanner() {
  const offline = useIsOffline();
  const queryClient = useQueryClient();
  const oldest = useSyncExternalStore(
    (listener) => queryClient.getQueryCache().subscribe(listener),
    () => oldestObservedData(queryClient),
    () => 0,
  );
  const pageNoticeShown = useSyncExternalStore(subscribePageNotices, countPageNotices, () => 0) > 0;
  if (!offline || pageNoticeShown) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      {oldest > 0 ? offlineNoticeText(oldest) : t('pwa.offlineNoData')}
    </div>
  );
}

/** What a page shows instead of a spinner when it is offline and was never loaded on this device. */
export function NotAvailableOffline() {
  return (
    <section className={styles.unavailable} role="status" data-testid="not-available-offline">
      <h2>{t('pwa.notAvailableTitle')}</h2>
      <p>{t('pwa.notAvailableBody')}</p>
    </section>
  );
}

/**
 * True when a page should render <NotAvailableOffline/>: offline and the query has no data (never
 * fetched on this device). Use it before the loading check:
 *   if (useUnavailableOffline(query)) return <NotAvailableOffline />;
 */
export function useUnavailableOffline(query: { data: unknown }): boolean {
  const offline = useIsOffline();
  return offline && query.data === undefined;
}

import { Component, Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { liveWantedAt, liveWantedKey } from './live-wanted';

const loadLiveUpdates = () => import('./live-updates').then(({ LiveUpdates }) => ({ default: LiveUpdates }));
/**
 * The stream's code as a lazy component, replaced by a fresh one for each try after a failed load.
 * Not React state: a render React throws away before it commits (the router's transitions) would
 * make a new one, and a new request, each time (seen: a dozen requests in 200 ms).
 */
let LiveUpdates = lazy(loadLiveUpdates);
/** While the live code could not load, how often it is tried again (besides on the browser's "online"). */
const LIVE_LOAD_RETRY_MS = 30_000;

/**
 * Mounted once by the root layout (in the app chrome's chunk): asks which stream the page shown
 * wants and, when it may want one, loads the stream's code and mounts it, which checks the session
 * (the home page never loads that code).
 *
 * Live is an extra on a page that works without it: when its code cannot load (the signal dropped
 * before the service worker held it, the server restarting), the page goes on without it and the
 * load is tried again once the browser is back online, or after LIVE_LOAD_RETRY_MS. A failed lazy
 * component keeps its error for good, so each try makes a new one. (Left to the router, the failed
 * load replaced the whole page with its error view: seen in the flapping-signal browser test.)
 */
export function LiveMount() {
  const wanted = useRouterState({
    select: (state) =>
      liveWantedKey(liveWantedAt(state.location.pathname, state.location.search as Record<string, unknown>)),
  });
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const retry = () => {
      LiveUpdates = lazy(loadLiveUpdates);
      setFailed(false);
    };
    window.addEventListener('online', retry);
    const timer = setTimeout(retry, LIVE_LOAD_RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      clearTimeout(timer);
    };
  }, [failed]);
  if (wanted === '' || failed) return null;
  return (
    <NothingOnError onError={() => setFailed(true)}>
      <Suspense fallback={null}>
        <LiveUpdates wantedKey={wanted} />
      </Suspense>
    </NothingOnError>
  );
}

/** Renders nothing in place of children that failed, and says so (React needs a class for this). */
class NothingOnError extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('live updates could not start; the page goes on without them', error);
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

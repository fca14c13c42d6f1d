import { Suspense, lazy } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { liveWantedAt, liveWantedKey } from './live-wanted';

const LiveUpdates = lazy(() => import('./live-updates').then(({ LiveUpdates }) => ({ default: LiveUpdates })));

/**
 * Mounted once by the root layout (in the app chrome's chunk): asks which stream the page shown
 * wants and, when it may want one, loads the stream's code and mounts it, which checks the session
 * (the home page never loads that code).
 */
export function LiveMount() {
  const wanted = useRouterState({
    select: (state) =>
      liveWantedKey(liveWantedAt(state.location.pathname, state.location.search as Record<string, unknown>)),
  });
  if (wanted === '') return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates wantedKey={wanted} />
    </Suspense>
  );
}

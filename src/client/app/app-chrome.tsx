import { PwaChrome } from '../pwa/pwa-chrome';
import { LiveMount } from '../live/live-mount';

/**
 * What the root layout mounts once, after the first paint, in one chunk of its own: the offline
 * layer's notices, and the live stream of the page shown (its code loads only where a page wants it).
 */
export function AppChrome() {
  return (
    <>
      <PwaChrome />
      <LiveMount />
    </>
  );
}

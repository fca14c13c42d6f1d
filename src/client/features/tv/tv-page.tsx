import { useEffect, useSyncExternalStore } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { activateLocale, activeLocale, onLocaleChange } from '@/client/i18n/i18n';
import { LiveMount } from '@/client/live/live-mount';
import { TvScreen } from './tv-screen';

const route = getRouteApi('/tv');

/**
 * The /tv route's page: the screen in the address's language (`lang=es|en`), activated for this
 * visit only and never stored as the device's choice (a TV's browser may be someone's too). Until
 * that language is in, nothing is drawn, so the wall never shows the other one first. The
 * language is set here, not at the app's start, so the home page's entry carries none of it.
 */
export function TvPage() {
  const { clubId, lang } = route.useSearch();
  const locale = useSyncExternalStore(onLocaleChange, activeLocale, activeLocale);
  useEffect(() => {
    if (lang && lang !== activeLocale()) void activateLocale(lang);
  }, [lang]);
  // The route sends an address without a club home.
  if (clubId === undefined || (lang && lang !== locale)) return null;
  // The root layout leaves the TV bare (no app chrome), so the screen mounts the club's live stream itself.
  return (
    <>
      <LiveMount />
      <TvScreen clubId={clubId} />
    </>
  );
}

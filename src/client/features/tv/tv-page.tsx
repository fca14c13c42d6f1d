import { useEffect } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { activateLocale } from '@/client/i18n/i18n';
import { useLocale } from '@/client/i18n/locale-provider';
import { TvScreen } from './tv-screen';

const route = getRouteApi('/tv');

/**
 * The /tv route's page: the screen in the address's language. The language is activated for this
 * visit only, never stored as the device's choice (a TV's browser may be someone's too); the
 * first paint already has it (i18n.ts, `initialLocale`).
 */
export function TvPage() {
  const { clubId, lang } = route.useSearch();
  const locale = useLocale();
  useEffect(() => {
    if (lang && lang !== locale) void activateLocale(lang);
  }, [lang, locale]);
  if (clubId === undefined) return null;
  return <TvScreen clubId={clubId} />;
}

import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { activeLocale, onLocaleChange } from './i18n';
import type { Locale } from './languages';

export const useLocale = (): Locale => useSyncExternalStore(onLocaleChange, activeLocale, activeLocale);

/**
 * Renders the app in the active language and again, whole, when it changes: every text is read at
 * render time, so a remount under the new language redraws them all without reloading the page.
 * Query data, the router's location and the outbox live outside and are kept.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return <Fragment key={locale}>{children}</Fragment>;
}

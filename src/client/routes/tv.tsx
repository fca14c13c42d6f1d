import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { oneOf, positiveInt } from './search-params';
import { LOCALES, type Locale } from '../i18n/languages';

export interface TvSearch {
  clubId?: number;
  /** The screen's language, whatever the device's choice (docs/tv.md). */
  lang?: Locale;
}

/** The screen is one lazy chunk: the public site's entry carries only these lines. */
const tvScreen = lazyRouteComponent(() => import('../features/tv/tv-page'), 'TvPage');

/** The club's TV screen: /tv?clubId=<id>&lang=es|en. No header, nothing to tap. */
export const tvRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tv',
  validateSearch: (search: Record<string, unknown>): TvSearch => ({
    clubId: positiveInt(search.clubId),
    lang: oneOf(LOCALES, search.lang),
  }),
  // A page missing its id goes home (docs/rules.md, "Public site").
  beforeLoad: ({ search }) => {
    if (search.clubId === undefined) throw redirect({ to: '/', replace: true });
  },
  component: tvScreen,
});

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { metaQueries } from './queries';

/** What the server calls itself until /api/v1/meta answers (TOUR_NAME's default). */
export const DEFAULT_TOUR_NAME = 'Padel Tour';

export function useTourName(): string {
  const { data } = useQuery(metaQueries.tour());
  return data?.tourName ?? DEFAULT_TOUR_NAME;
}

/** "<page> | <tour name>" (docs/rules.md); the tour name alone on home. */
export const documentTitle = (page: string | undefined, tourName: string): string =>
  page ? `${page} | ${tourName}` : tourName;

export function useDocumentTitle(page: string | undefined): void {
  const tourName = useTourName();
  const title = documentTitle(page, tourName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

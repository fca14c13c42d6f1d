import { useQuery } from '@tanstack/react-query';
import { metaQueries } from './queries';

/**
 * Whether this tour lets a player make their own account (OPEN_SIGNUP, docs/entries.md "Sign-up"),
 * as GET /api/v1/meta says. Until it answers, and on a server that does not say, it is closed: a
 * way in that then answers 403 is worse than none.
 */
export function useSignupOpen(): boolean {
  const { data } = useQuery(metaQueries.tour());
  return data?.signupOpen === true;
}

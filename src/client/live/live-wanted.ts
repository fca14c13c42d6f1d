import { positiveInt } from '@/client/routes/search-params';

/**
 * Which stream the page being shown wants (docs/live.md, "The client"), from its address alone: the
 * root layout asks this on every page, and loads the live code only when the answer is not null (the
 * home page never loads it). The staff's and the player's streams then need their session. The
 * dashboard's club is the one its scope names; with none named, the first of the account's clubs,
 * as the sections choose.
 */
export type LiveWanted =
  { who: 'visitor'; clubId: number } | { who: 'staff'; clubId: number | null } | { who: 'player' };

const ADMIN_SIGN_IN = new Set(['/admin', '/admin/', '/admin/login', '/admin/dashboard']);

export function liveWantedAt(pathname: string, search: Record<string, unknown>): LiveWanted | null {
  if (pathname === '/league') {
    const clubId = positiveInt(search.clubId);
    return clubId === undefined ? null : { who: 'visitor', clubId };
  }
  // The club's TV screen follows the club's public stream, as its pages do.
  if (pathname === '/tv') {
    const clubId = positiveInt(search.clubId);
    return clubId === undefined ? null : { who: 'visitor', clubId };
  }
  // A club night's page: its scores and leaderboard move in place as the organiser enters them.
  if (pathname === '/club-night') {
    const clubId = positiveInt(search.club);
    return clubId === undefined ? null : { who: 'visitor', clubId };
  }
  if (pathname === '/club') {
    const clubId = positiveInt(search.id);
    return clubId === undefined ? null : { who: 'visitor', clubId };
  }
  if (pathname === '/me') return { who: 'player' };
  if (pathname.startsWith('/admin/') && !ADMIN_SIGN_IN.has(pathname)) {
    return { who: 'staff', clubId: positiveInt(search.club) ?? null };
  }
  return null;
}

/** The same answer as a string, so a page re-rendering with the same stream keeps it open. */
export const liveWantedKey = (wanted: LiveWanted | null): string =>
  wanted === null ? '' : wanted.who === 'player' ? 'player' : `${wanted.who}:${wanted.clubId ?? ''}`;

export function liveWantedOfKey(key: string): LiveWanted | null {
  if (key === '') return null;
  if (key === 'player') return { who: 'player' };
  const [who, club] = key.split(':');
  const clubId = positiveInt(club);
  if (who === 'visitor') return clubId === undefined ? null : { who, clubId };
  if (who === 'staff') return { who, clubId: clubId ?? null };
  return null;
}

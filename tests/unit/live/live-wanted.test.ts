import { describe, expect, it } from 'vitest';
import { liveWantedAt, liveWantedKey, liveWantedOfKey } from '../../../src/client/live/live-wanted';

describe('the stream a page wants, from its address', () => {
  it.each([
    ['/league', { clubId: 3, leagueId: 7 }, { who: 'visitor', clubId: 3 }],
    ['/club', { id: 3 }, { who: 'visitor', clubId: 3 }],
    ['/tv', { clubId: 3, lang: 'es' }, { who: 'visitor', clubId: 3 }],
    ['/me', {}, { who: 'player' }],
    ['/admin/tonight', { club: 3 }, { who: 'staff', clubId: 3 }],
    ['/admin/results', {}, { who: 'staff', clubId: null }],
  ])('%s %j → %j', (pathname, search, wanted) => {
    expect(liveWantedAt(pathname, search)).toEqual(wanted);
    expect(liveWantedOfKey(liveWantedKey(liveWantedAt(pathname, search)))).toEqual(wanted);
  });

  it.each([
    ['/', {}],
    ['/players', {}],
    ['/tv', {}],
    ['/league', { leagueId: 7 }],
    ['/admin/login', {}],
  ])('%s %j wants none', (pathname, search) => {
    expect(liveWantedAt(pathname, search)).toBeNull();
  });
});

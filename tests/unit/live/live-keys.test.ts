import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveChange } from '../../../src/shared/schemas/live';
import { clubApi } from '../../../src/client/features/clubs/queries';
import { leagueApi } from '../../../src/client/features/leagues/queries';
import { matchApi } from '../../../src/client/features/matches/queries';
import { meApi } from '../../../src/client/features/me/keys';
import { playoffApi } from '../../../src/client/features/playoffs/queries';
import { roundApi } from '../../../src/client/features/rounds/queries';
import { groupApi } from '../../../src/client/features/groups/queries';
import { teamApi } from '../../../src/client/features/teams/queries';
import { liveChangeKeys, liveResetKeys, type LiveStream } from '../../../src/client/live/live-keys';

/** Every read a tab may hold, by name: club 1 with league 2 (groups 3 and 8, rounds 4 and 5), league 9 of the same club, club 6. */
const reads = {
  standings: leagueApi.key.standings(1, 2, 3),
  schedule: leagueApi.key.schedule(1, 2, 3, 4),
  results: leagueApi.key.results(1, 2, 3, 4),
  latestResults: leagueApi.key.latestRoundWithResults(1, 2, 3, [5, 4]),
  otherGroupStandings: leagueApi.key.standings(1, 2, 8),
  otherGroupResults: leagueApi.key.results(1, 2, 8, 4),
  leagueDetail: leagueApi.key.detail(1, 2),
  leagueRounds: leagueApi.key.activeRounds(1, 2),
  bracket: playoffApi.key.bracket(1, 2),
  otherLeagueStandings: leagueApi.key.standings(1, 9, 5),
  otherLeagueDetail: leagueApi.key.detail(1, 9),
  clubLeagues: leagueApi.key.activeForClub(1),
  club: clubApi.key.detail(1),
  otherClub: clubApi.key.detail(6),
  otherClubLeagues: leagueApi.key.activeForClub(6),
  roundMatches: matchApi.key.ofRound(1, 2, 4),
  otherRoundMatches: matchApi.key.ofRound(1, 2, 5),
  adminRoundMatches: matchApi.admin.key.ofRound(1, 2, 4),
  adminRoundSchedule: matchApi.admin.key.schedule(1, 2, 4, 3),
  adminOtherRoundMatches: matchApi.admin.key.ofRound(1, 2, 5),
  adminOtherLeagueMatches: matchApi.admin.key.ofRound(1, 9, 7),
  adminRounds: roundApi.admin.key.ofLeague(1, 2),
  adminGroupTeams: groupApi.admin.key.teams(1, 2, 3),
  adminLeagues: leagueApi.admin.key.ofClub(1),
  myMatches: meApi.key.matches(),
  myAccount: meApi.key.account(),
  team: teamApi.key.detail(11),
} satisfies Record<string, QueryKey>;
type Read = keyof typeof reads;

/** The reads a change leaves stale, after invalidating the keys it maps to in a cache holding every read. */
async function staleAfter(keys: readonly QueryKey[]): Promise<Read[]> {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  for (const key of Object.values(reads)) client.setQueryData<unknown>(key, { seen: true });
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
  return (Object.keys(reads) as Read[]).filter((name) => client.getQueryState(reads[name])?.isInvalidated);
}

const change = (fields: Omit<LiveChange, 'clubId'>): LiveChange => ({ clubId: 1, ...fields });

describe('what a live change makes stale', () => {
  it("a match of group 3 in round 4 of league 2: that group's standings, schedule and results, the round's admin lists, the player's matches; nothing of another group, round, league or club", async () => {
    const stale = await staleAfter(liveChangeKeys(change({ kind: 'match', leagueId: 2, groupId: 3, roundId: 4, matchId: 30, version: 2 })));
    expect(stale).toEqual(['standings', 'schedule', 'results', 'latestResults', 'roundMatches', 'adminRoundMatches', 'adminRoundSchedule', 'myMatches']);
  });

  it('a match of no group (a playoff match, or one deleted): every group of its league and the bracket, still not another league', async () => {
    const stale = await staleAfter(liveChangeKeys(change({ kind: 'match', leagueId: 2, roundId: 4, matchId: 30 })));
    expect(stale).toEqual([
      'standings',
      'schedule',
      'results',
      'latestResults',
      'otherGroupStandings',
      'otherGroupResults',
      'bracket',
      'roundMatches',
      'adminRoundMatches',
      'adminRoundSchedule',
      'myMatches',
    ]);
  });

  it("teams joined a group: its standings and members, not the other group's", async () => {
    const stale = await staleAfter(liveChangeKeys(change({ kind: 'standings', leagueId: 2, groupId: 3 })));
    expect(stale).toEqual(['standings', 'schedule', 'results', 'latestResults', 'adminGroupTeams']);
  });

  it("a schedule confirmed in round 4: every group's schedule of the league, that round's admin lists and the player's matches", async () => {
    const stale = await staleAfter(liveChangeKeys(change({ kind: 'schedule', leagueId: 2, roundId: 4 })));
    expect(stale).toEqual(['standings', 'schedule', 'results', 'latestResults', 'otherGroupStandings', 'otherGroupResults', 'adminRoundMatches', 'adminRoundSchedule', 'myMatches']);
  });

  it("a round changed: the whole league's pages and admin round lists, that round's matches, not another league's", async () => {
    const stale = await staleAfter(liveChangeKeys(change({ kind: 'round', leagueId: 2, roundId: 4 })));
    expect(stale).not.toContain('otherLeagueStandings');
    expect(stale).not.toContain('adminOtherRoundMatches');
    expect(stale).toEqual(expect.arrayContaining(['leagueRounds', 'leagueDetail', 'bracket', 'adminRounds', 'adminRoundMatches', 'myMatches']));
  });

  it("a league changed (made a draft, its points): its pages, the club's league lists, not the other league's pages nor another club", async () => {
    const stale = await staleAfter(liveChangeKeys(change({ kind: 'league', leagueId: 2 })));
    expect(stale).toEqual(expect.arrayContaining(['leagueDetail', 'clubLeagues', 'adminLeagues', 'adminRounds', 'adminRoundMatches', 'adminOtherRoundMatches']));
    expect(stale.filter((name) => name.startsWith('otherLeague') || name.startsWith('otherClub') || name === 'adminOtherLeagueMatches' || name === 'club' || name === 'team')).toEqual([]);
  });

  it('the club itself: its page and every league of it, not another club', async () => {
    const stale = await staleAfter(liveChangeKeys(change({ kind: 'league' })));
    expect(stale).toEqual(expect.arrayContaining(['club', 'clubLeagues', 'leagueDetail', 'otherLeagueDetail', 'adminLeagues']));
    expect(stale).not.toContain('otherClub');
    expect(stale).not.toContain('otherClubLeagues');
  });

  it("a bracket drawn: the league's pages (the bracket) and its admin matches", async () => {
    const stale = await staleAfter(liveChangeKeys(change({ kind: 'playoffs', leagueId: 2 })));
    expect(stale).toEqual(expect.arrayContaining(['bracket', 'standings', 'adminRoundMatches', 'adminOtherRoundMatches']));
    expect(stale).not.toContain('otherLeagueStandings');
    expect(stale).not.toContain('adminOtherLeagueMatches');
  });
});

describe('what a reset makes stale: everything the stream covers', () => {
  const after = (stream: LiveStream) => staleAfter(liveResetKeys(stream));

  it("a club's public stream: that club's pages, not another club's nor any admin or player read", async () => {
    const stale = await after({ who: 'visitor', clubId: 1 });
    expect(stale).toContain('otherLeagueStandings');
    expect(stale).toContain('club');
    expect(stale.filter((name) => name.startsWith('admin') || name.startsWith('my') || name.startsWith('otherClub') || name === 'team')).toEqual([]);
  });

  it("the staff's stream: the club's pages and every dashboard read", async () => {
    const stale = await after({ who: 'staff', clubId: 1 });
    expect(stale).toEqual(expect.arrayContaining(['club', 'standings', 'adminRoundMatches', 'adminOtherLeagueMatches', 'adminLeagues']));
    expect(stale).not.toContain('otherClub');
  });

  it("a player's stream: the player's own reads only", async () => {
    expect(await after({ who: 'player' })).toEqual(['myMatches', 'myAccount']);
  });
});

import type { QueryKey } from '@tanstack/react-query';
import type { LiveChange } from '@/shared/schemas/live';
import { ADMIN_ROOT } from '@/client/lib/admin-key';
import { activityApi } from '@/client/features/activity/admin/queries';
import { statsApi } from '@/client/features/admin-shell/queries';
import { clubApi } from '@/client/features/clubs/queries';
import { clubNightApi } from '@/client/features/club-nights/queries';
import { groupApi } from '@/client/features/groups/queries';
import { leagueApi } from '@/client/features/leagues/queries';
import { matchApi } from '@/client/features/matches/queries';
import { meApi } from '@/client/features/me/keys';
import { playoffApi } from '@/client/features/playoffs/queries';
import { roundApi } from '@/client/features/rounds/queries';

/**
 * Which stream a tab reads (docs/live.md, "The client"): a club's public one, the club's whole one
 * for its staff, or a signed-in player's own.
 */
export type LiveStream = { who: 'visitor'; clubId: number } | { who: 'staff'; clubId: number } | { who: 'player' };

/**
 * The cached reads one live change makes stale, and nothing else: the exact keys (or the narrowest
 * prefixes) of the domains' factories, public, admin and the player's own. A key nobody holds costs
 * nothing to invalidate, so one list serves every stream. docs/live.md, "The client".
 */
export function liveChangeKeys(change: LiveChange): QueryKey[] {
  const { clubId: c, leagueId: l, groupId: g, roundId: r, matchId: m } = change;
  // Every change of a club's data is a write the audit log recorded (the Activity screen).
  const activity = activityApi.admin.key.all();
  if (change.kind === 'clubNight') {
    // A night's scores, rounds or players: the night (public page, organiser's screen, TV), the
    // club's list of nights, and the players' lists of nights (their place on it moved).
    const night =
      change.clubNightId === undefined ? clubNightApi.key.club(c) : clubNightApi.key.detail(c, change.clubNightId);
    return [night, clubNightApi.key.ofClub(c), clubNightApi.key.players(), activity];
  }
  if (l === undefined) {
    // The club itself (its name, or the club deleted with its leagues).
    if (change.kind !== 'league') return [leagueApi.key.club(c), leagueApi.admin.key.ofClub(c), activity];
    return [
      clubApi.key.detail(c),
      clubApi.key.lists(),
      clubApi.admin.key.list(),
      statsApi.admin.key.totals(),
      leagueApi.key.club(c),
      leagueApi.admin.key.ofClub(c),
      meApi.key.matches(),
      activity,
    ];
  }
  switch (change.kind) {
    case 'match':
      return [
        // The group's standings, schedules and results; a match of no group (a playoff match, or
        // one deleted, whose group is gone with it) may be in any group, and moves the bracket.
        ...(g === undefined
          ? [leagueApi.key.groups(c, l), playoffApi.key.bracket(c, l)]
          : [leagueApi.key.group(c, l, g)]),
        // The round's lists on the dashboard (Results, Tonight) and its schedule.
        ...(r === undefined
          ? [matchApi.admin.key.ofLeague(c, l), matchApi.admin.key.leagueSchedules(c, l)]
          : [matchApi.admin.key.ofRound(c, l, r), matchApi.admin.key.roundSchedule(c, l, r)]),
        // The round's public matches, every group's (the club's TV screen).
        ...(r === undefined ? [] : [matchApi.key.ofRound(c, l, r)]),
        ...(r !== undefined && m !== undefined ? [matchApi.admin.key.history(c, l, r, m)] : []),
        meApi.key.matches(),
        // A request to move a match, or its answer (docs/reschedules.md).
        meApi.key.reschedules(),
        matchApi.admin.key.clubReschedules(c),
        activity,
      ];
    case 'standings':
      // Teams joined or left a group: its standings and its members.
      return g === undefined
        ? [leagueApi.key.groups(c, l), groupApi.admin.key.allTeams(), activity]
        : [leagueApi.key.group(c, l, g), groupApi.admin.key.teams(c, l, g), activity];
    case 'schedule':
      // A schedule confirmed (matches of any group of the round) or a team's unavailability.
      return [
        leagueApi.key.groups(c, l),
        ...(r === undefined
          ? [matchApi.admin.key.ofLeague(c, l), matchApi.admin.key.leagueSchedules(c, l)]
          : [
              matchApi.admin.key.ofRound(c, l, r),
              matchApi.admin.key.roundSchedule(c, l, r),
              matchApi.admin.key.unavailability(c, l, r),
            ]),
        meApi.key.matches(),
        activity,
      ];
    case 'round':
      // The league page's round tabs and schedules, the dashboard's round lists and the round's content.
      return [
        leagueApi.key.league(c, l),
        roundApi.admin.key.ofLeague(c, l),
        ...(r === undefined
          ? [matchApi.admin.key.ofLeague(c, l), matchApi.admin.key.leagueSchedules(c, l)]
          : [
              matchApi.admin.key.ofRound(c, l, r),
              matchApi.admin.key.roundSchedule(c, l, r),
              matchApi.admin.key.unavailability(c, l, r),
            ]),
        meApi.key.matches(),
        activity,
      ];
    case 'league':
      // The league (its status, points, groups): its public pages, the club's league lists, its admin lists.
      return [
        leagueApi.key.league(c, l),
        leagueApi.key.activeForClub(c),
        leagueApi.admin.key.ofClub(c),
        groupApi.admin.key.ofLeague(c, l),
        roundApi.admin.key.ofLeague(c, l),
        matchApi.admin.key.ofLeague(c, l),
        matchApi.admin.key.leagueSchedules(c, l),
        meApi.key.matches(),
        activity,
      ];
    case 'playoffs':
      // The bracket (under the league's key) and the matches of its final day.
      return [
        leagueApi.key.league(c, l),
        matchApi.admin.key.ofLeague(c, l),
        matchApi.admin.key.leagueSchedules(c, l),
        meApi.key.matches(),
        activity,
      ];
  }
}

/**
 * What a `reset` makes stale: everything the stream covers, since the changes it missed are gone.
 * The staff's stream covers every dashboard read (admin keys are never kept on the device, so they
 * are few), and the club's public pages.
 */
export function liveResetKeys(stream: LiveStream): QueryKey[] {
  if (stream.who === 'player') return [meApi.key.all];
  const publicKeys = [
    clubApi.key.detail(stream.clubId),
    clubApi.key.lists(),
    leagueApi.key.club(stream.clubId),
    clubNightApi.key.club(stream.clubId),
  ];
  return stream.who === 'staff' ? [...publicKeys, ADMIN_ROOT] : publicKeys;
}

import type { Db } from '../db/database.js';
import { NotFound } from '../errors.js';
import { buildCalendar, type CalendarEvent } from '../../shared/domain/icalendar.js';
import { fallbackTeamName, fullName } from '../../shared/domain/team-name.js';
import { findTeam, findTeamsByIds, teamIdsOfPlayer, toTeam } from '../teams/index.js';
import { findPlayer } from '../players/index.js';
import type { Reader } from '../lib/visibility.js';
import { matchesInVisibleRounds, type CalendarMatchRow } from './queries.js';

/**
 * The feed of every match of a public round that any of the player's teams plays. Calendar apps
 * subscribe without a token, so a feed is the public one; the club's staff, signed in, see drafts too.
 */
export async function playerCalendar(db: Db, reader: Reader, playerId: number, tourName: string): Promise<string> {
  const player = await findPlayer(db, playerId);
  if (!player) throw new NotFound('Player');
  const name = fullName({ firstName: player.first_name, lastName: player.last_name });
  return calendarOf(db, reader, await teamIdsOfPlayer(db, playerId), `${name} – ${tourName}`);
}

export async function teamCalendar(db: Db, reader: Reader, teamId: number, tourName: string): Promise<string> {
  const row = await findTeam(db, teamId);
  if (!row) throw new NotFound('Team');
  return calendarOf(db, reader, [teamId], `${toTeam(row).name} – ${tourName}`);
}

async function calendarOf(db: Db, reader: Reader, teamIds: number[], name: string): Promise<string> {
  const matches = await matchesInVisibleRounds(db, reader, teamIds);
  const teams = await findTeamsByIds(
    db,
    matches.flatMap((match) => [match.team1_id, match.team2_id]),
  );
  const teamName = (id: number | null) => (id === null ? undefined : teams.get(id)?.name) ?? fallbackTeamName(id);
  return buildCalendar({ name, events: matches.map((match) => eventOf(match, teamName)) });
}

/**
 * One event per match, as long as its round's slot. A match not yet given an hour is an all-day event on the round's date,
 * so players still see the day; one without a court names only the club.
 */
const eventOf = (match: CalendarMatchRow, teamName: (id: number | null) => string): CalendarEvent => ({
  uid: `match-${match.id}@bandeja`,
  stamp: match.updated_at,
  sequence: match.version,
  date: match.date,
  startHour: match.start_time,
  startMinute: match.start_minute,
  // The event lasts the round's court slot (docs/rules.md, "Rounds").
  durationMinutes: match.slot_minutes,
  summary: `${teamName(match.team1_id)} vs ${teamName(match.team2_id)}`,
  location: match.court_number === null ? match.club_name : `${match.club_name}, court ${match.court_number}`,
  description: `${match.league_name}, ${match.round_name}`,
});

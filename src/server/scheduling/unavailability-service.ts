import type { Selectable } from 'kysely';
import { hoursOfSlot, roundStarts } from '../../shared/domain/slots.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { Conflict, NotFound, ValidationFailed } from '../errors.js';
import { numberListColumn } from '../lib/json-column.js';
import { requireRound } from '../lib/path-scope.js';
import { groupsOfTeams, teamNameOf, teamsById, type RoundPath, type RoundRow } from '../matches/index.js';
import { formatHour } from '../../shared/domain/format.js';
import { ruleMessages } from '../../shared/scheduling/index.js';
import type { Team } from '../../shared/schemas/team.js';
import type { TeamUnavailability, teamUnavailabilityInput } from '../../shared/schemas/scheduling.js';
import type { z } from 'zod';
import * as queries from './queries.js';

type UnavailabilityRow = Selectable<Database['team_unavailabilities']>;

export type UnavailabilityBody = z.output<typeof teamUnavailabilityInput>;

const toUnavailability = (row: UnavailabilityRow, teams: ReadonlyMap<number, Team>): TeamUnavailability => ({
  id: row.id,
  roundId: row.round_id,
  teamId: row.team_id,
  teamName: teamNameOf(teams, row.team_id),
  unavailableHours: numberListColumn(row.unavailable_hours),
});

const withName = async (db: Db, row: UnavailabilityRow) => toUnavailability(row, await teamsById(db, [row.team_id]));

/** The round's unavailabilities, by team name. */
export async function listUnavailabilities(db: Db, path: RoundPath): Promise<{ teamUnavailabilities: TeamUnavailability[] }> {
  const { round } = await requireRound(db, path.clubId, path.leagueId, path.roundId);
  const rows = await queries.listUnavailabilities(db, round.id);
  const teams = await teamsById(db, rows.map((row) => row.team_id));
  const teamUnavailabilities = rows
    .map((row) => toUnavailability(row, teams))
    .sort((a, b) => a.teamName.localeCompare(b.teamName) || a.id - b.id);
  return { teamUnavailabilities };
}

export async function getUnavailability(db: Db, path: RoundPath, id: number): Promise<TeamUnavailability> {
  const { round } = await requireRound(db, path.clubId, path.leagueId, path.roundId);
  const row = await queries.findUnavailability(db, round.id, id);
  if (!row) throw new NotFound('Team unavailability');
  return withName(db, row);
}

export async function createUnavailability(db: Db, path: RoundPath, body: UnavailabilityBody): Promise<TeamUnavailability> {
  return db.transaction().execute(async (trx) => {
    const { round } = await requireRound(trx, path.clubId, path.leagueId, path.roundId);
    const values = await checkedValues(trx, round, body, undefined);
    return withName(trx, await queries.insertUnavailability(trx, round.id, values));
  });
}

export async function updateUnavailability(db: Db, path: RoundPath, id: number, body: UnavailabilityBody): Promise<TeamUnavailability> {
  return db.transaction().execute(async (trx) => {
    const { round } = await requireRound(trx, path.clubId, path.leagueId, path.roundId);
    const existing = await queries.findUnavailability(trx, round.id, id);
    if (!existing) throw new NotFound('Team unavailability');
    const values = await checkedValues(trx, round, body, existing.id);
    return withName(trx, await queries.updateUnavailability(trx, existing.id, values));
  });
}

export async function deleteUnavailability(db: Db, path: RoundPath, id: number): Promise<void> {
  const { round } = await requireRound(db, path.clubId, path.leagueId, path.roundId);
  const existing = await queries.findUnavailability(db, round.id, id);
  if (!existing) throw new NotFound('Team unavailability');
  await queries.deleteUnavailability(db, existing.id);
}

/**
 * The rules of an unavailability: hours the round's slots touch (400; from start_hour to end_hour
 * with 60-minute slots, and the hour a longer last slot runs into: 22 for a 90-minute slot at
 * 21:00), a known team (404) that plays in this league (409), and one record per team and round
 * (409: edit the existing one instead).
 */
async function checkedValues(db: Db, round: RoundRow, body: UnavailabilityBody, ownId: number | undefined) {
  const slot = round.slot_minutes;
  const hoursOfRound = new Set(
    roundStarts({ startHour: round.start_hour, endHour: round.end_hour, slotMinutes: slot }).flatMap((start) =>
      hoursOfSlot(start, slot),
    ),
  );
  const lastHour = Math.max(round.end_hour, ...hoursOfRound);
  const outside = body.unavailableHours.filter((hour) => !hoursOfRound.has(hour));
  if (outside.length > 0) {
    const span = `${formatHour(round.start_hour)} and ${formatHour(lastHour)}`;
    const message = `Unavailable hours must be hours of the round, between ${span}: ${outside.map(formatHour).join(', ')} ${outside.length === 1 ? 'is' : 'are'} not.`;
    throw new ValidationFailed(message, [{ field: 'unavailableHours', message }]);
  }
  const teams = await teamsById(db, [body.teamId]);
  if (!teams.has(body.teamId)) throw new NotFound('Team');
  const name = teamNameOf(teams, body.teamId);
  const groups = await groupsOfTeams(db, round.league_id, [body.teamId]);
  if (!groups.has(body.teamId)) {
    throw new Conflict(ruleMessages.teamWithoutGroup(name), [
      { field: 'teamId', message: 'The team plays in no group of this league' },
    ]);
  }
  const current = await queries.findUnavailabilityOfTeam(db, round.id, body.teamId);
  if (current && current.id !== ownId) {
    throw new Conflict(`${name} already has its unavailability set for this round: edit that one instead.`, [
      { field: 'teamId', message: 'Unavailability already set for this team and round', id: current.id },
    ]);
  }
  return { teamId: body.teamId, hours: [...body.unavailableHours].sort((a, b) => a - b) };
}

import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { Conflict, ValidationFailed, type ErrorDetail } from '../errors.js';
import { requireGroup } from '../lib/path-scope.js';
import { startValues } from '../lib/match-start.js';
import type { Reader } from '../lib/visibility.js';
import {
  insertMatch,
  lockRound,
  loadRuleContext,
  placedMatchesOfRound,
  roundShapeOf,
  teamNameOf,
  teamsById,
  teamsOfGroups,
  toMatches,
  unavailableHoursOfRound,
  type MatchRow,
  type RoundRow,
} from '../matches/index.js';
import type {
  FixturesCreated,
  FixturesPreview,
  FixturesRequest,
  GroupFixtures,
  NewFixtureRounds,
} from '../../shared/schemas/fixtures.js';
import type { Team } from '../../shared/schemas/team.js';
import { hourOfStart, resolveStart } from '../../shared/domain/slots.js';
import {
  batchRuleViolations,
  MAX_FIXTURE_ROUNDS,
  pairsOf,
  planFixtures,
  type FixtureRound,
  type PlacedMatch,
  type RoundShape,
  ruleMessages,
  type RuleContext,
  type UnmetPair,
} from '../../shared/scheduling/index.js';
import { pairKey } from '../../shared/scheduling/round-robin.js';
import * as queries from './queries.js';

/*
 * A group's season of fixtures (docs/schedule-generation.md, "A season's fixtures"): planned by
 * the round solver round after round, answered as a preview, or created in one transaction with
 * every rule checked again under the league's lock, so two creates never double a meeting.
 */

export interface GroupPath {
  clubId: number;
  leagueId: number;
  groupId: number;
}

type GroupTeam = Team & { groupId: number };

/** A round the fixtures fill: one of the league's, or one the create would make. */
interface PlannedRound {
  row: RoundRow | null;
  date: string;
  name: string;
  shape: RoundShape;
}

export type FixturesAnswer = { status: 200; body: FixturesPreview } | { status: 201; body: FixturesCreated };

export async function fixtures(
  context: Pick<AppContext, 'db' | 'dialect'>,
  path: GroupPath,
  body: FixturesRequest,
): Promise<FixturesAnswer> {
  const { db, dialect } = context;
  if (body.preview) return { status: 200, body: await preview(db, path, body) };
  const created = await db.transaction().execute(async (trx) => {
    const { league } = await requireGroup(trx, path.clubId, path.leagueId, path.groupId);
    await queries.lockLeague(trx, dialect, league.id);
    return create(trx, dialect, path, body);
  });
  return { status: 201, body: created };
}

const legsOf = (body: FixturesRequest): 1 | 2 => (body.double ? 2 : 1);

async function preview(db: Db, path: GroupPath, body: FixturesRequest): Promise<FixturesPreview> {
  await requireGroup(db, path.clubId, path.leagueId, path.groupId);
  const { teams, rounds, plan } = await planOf(db, path, body);
  const byId = new Map<number, Team>(teams.map((team) => [team.id, team]));
  return {
    rounds: plan.rounds.map(({ proposals }, index) => {
      const round = rounds[index] ?? rounds[0]!;
      return {
        ...roundFactsOf(round),
        matches: proposals.map((proposal) => ({
          ...proposal,
          team1Name: teamNameOf(byId, proposal.team1Id),
          team2Name: teamNameOf(byId, proposal.team2Id),
        })),
      };
    }),
    unscheduled: namedUnmet(plan.unmet, byId),
    provenMaximum: plan.provenMaximum,
  };
}

const roundFactsOf = (round: PlannedRound) => ({
  ...(round.row ? { roundId: round.row.id } : {}),
  date: round.date,
  name: round.name,
  start_hour: round.shape.startHour,
  end_hour: round.shape.endHour,
  court_number: round.shape.courtCount,
  slot_minutes: round.shape.slotMinutes ?? 60,
});

const namedUnmet = (unmet: readonly UnmetPair[], byId: ReadonlyMap<number, Team>) =>
  unmet.map((pair) => ({
    ...pair,
    team1Name: teamNameOf(byId, pair.team1Id),
    team2Name: teamNameOf(byId, pair.team2Id),
  }));

/** The group's teams, the league's meetings so far, and the plan over the rounds asked for. */
async function planOf(db: Db, path: GroupPath, body: FixturesRequest) {
  const [teams, meetings] = await Promise.all([
    teamsOfGroups(db, [path.groupId]),
    queries.meetingsOfLeague(db, path.leagueId),
  ]);
  if (teams.length < 2) throw new Conflict('The group needs at least two teams to have fixtures: add its teams first.');
  const scheduleTeams = teams.map(({ id, groupId, name }) => ({ id, groupId, name }));
  const legs = legsOf(body);
  if (body.newRounds) {
    const made = await newRoundMaker(db, path.leagueId, body.newRounds);
    const rounds: PlannedRound[] = [];
    const plan = planFixtures({
      teams: scheduleTeams,
      meetings,
      legs,
      rounds: {
        next: (index) => {
          const round = made(index);
          rounds[index] = round;
          return { round: round.shape, roundMatches: [], unavailability: new Map() };
        },
        max: MAX_FIXTURE_ROUNDS,
      },
    });
    return { teams, rounds, plan };
  }
  const rows = await existingRounds(db, path.leagueId, body.roundIds ?? []);
  const given: FixtureRound[] = await Promise.all(
    rows.map(async (row) => ({
      round: roundShapeOf(row),
      roundMatches: await placedMatchesOfRound(db, row.id),
      unavailability: await unavailableHoursOfRound(db, row.id),
    })),
  );
  const plan = planFixtures({ teams: scheduleTeams, meetings, legs, rounds: given });
  return { teams, rounds: rows.map(plannedOfRow), plan };
}

const plannedOfRow = (row: RoundRow): PlannedRound => ({
  row,
  date: row.date,
  name: row.name,
  shape: roundShapeOf(row),
});

/** The rounds asked for, in date order; an id that is no round of this league is refused, naming it. */
async function existingRounds(db: Db, leagueId: number, roundIds: readonly number[]): Promise<RoundRow[]> {
  const rows = await queries.roundsOfLeagueByIds(db, leagueId, roundIds);
  const found = new Set(rows.map((row) => row.id));
  const details: ErrorDetail[] = roundIds.flatMap((roundId, index) =>
    found.has(roundId)
      ? []
      : [{ field: `roundIds.${index}`, message: `Round ${roundId} is not a round of this league` }],
  );
  if (details.length > 0) throw new ValidationFailed(details.map((detail) => detail.message).join('; '), details);
  return rows;
}

/** yyyy-mm-dd plus whole days, in UTC (a calendar date has no time zone); past 9999-12-31 is refused. */
export function addDays(date: string, days: number): string {
  const later = new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000);
  if (later.getUTCFullYear() > 9999) {
    throw new ValidationFailed('The new rounds would run past the year 9999: choose an earlier first date', [
      { field: 'newRounds.firstDate', message: 'Too late for the rounds the fixtures need' },
    ]);
  }
  return later.toISOString().slice(0, 10);
}

/** New round `index`: `everyDays` after the one before, named after the rounds the league has. */
async function newRoundMaker(
  db: Db,
  leagueId: number,
  spec: NewFixtureRounds,
): Promise<(index: number) => PlannedRound> {
  const existing = await queries.countRoundsOfLeague(db, leagueId);
  const shape: RoundShape = {
    startHour: spec.startHour,
    endHour: spec.endHour,
    courtCount: spec.courtNumber,
    slotMinutes: spec.slotMinutes,
  };
  return (index) => ({
    row: null,
    date: addDays(spec.firstDate, index * spec.everyDays),
    name: `Round ${existing + index + 1}`,
    shape,
  });
}

interface FixtureEntry {
  round: PlannedRound;
  matches: { team1Id: number; team2Id: number; courtNumber: number; startTime: number; startMinutes: number }[];
}

/** The fixtures to create: those sent (as a preview gave them or edited), else the plan's. */
async function entriesToCreate(db: Db, path: GroupPath, body: FixturesRequest): Promise<FixtureEntry[]> {
  if (!body.fixtures) {
    const { rounds, plan } = await planOf(db, path, body);
    return plan.rounds.map(({ proposals }, index) => ({ round: rounds[index]!, matches: proposals }));
  }
  const details: ErrorDetail[] = [];
  let rows: RoundRow[] = [];
  if (body.roundIds) rows = await existingRounds(db, path.leagueId, body.roundIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const made = body.newRounds ? await newRoundMaker(db, path.leagueId, body.newRounds) : null;
  const seen = new Set<number>();
  let newIndex = 0;
  const entries: FixtureEntry[] = [];
  body.fixtures.forEach((fixture, index) => {
    let round: PlannedRound | null = null;
    if (fixture.roundId !== undefined) {
      const row = byId.get(fixture.roundId);
      if (!row)
        details.push({
          field: `fixtures.${index}.roundId`,
          message: `Round ${fixture.roundId} is not one of the rounds asked for (roundIds)`,
        });
      else if (seen.has(row.id))
        details.push({ field: `fixtures.${index}.roundId`, message: `Round ${row.id} appears twice` });
      else round = plannedOfRow(row);
      seen.add(fixture.roundId);
    } else if (!made) {
      details.push({
        field: `fixtures.${index}.date`,
        message: 'A new round (date) needs newRounds to give its hours and courts',
      });
    } else {
      const planned = made(newIndex++);
      round = { ...planned, date: fixture.date ?? planned.date, name: fixture.name ?? planned.name };
    }
    if (round) {
      const shape = round.shape;
      entries.push({
        round,
        matches: fixture.matches.map((match) => {
          const start = resolveStart(match, shape) ?? 0;
          return {
            team1Id: match.team1Id,
            team2Id: match.team2Id,
            courtNumber: match.courtNumber,
            startTime: hourOfStart(start),
            startMinutes: start,
          };
        }),
      });
    }
  });
  if (details.length > 0) throw new ValidationFailed(details.map((detail) => detail.message).join('; '), details);
  return entries;
}

async function create(
  trx: Db,
  dialect: AppContext['dialect'],
  path: GroupPath,
  body: FixturesRequest,
): Promise<FixturesCreated> {
  const entries = await entriesToCreate(trx, path, body);
  const teams = await teamsOfGroups(trx, [path.groupId]);
  const byId = new Map<number, Team>(teams.map((team) => [team.id, team]));
  const groupOfTeam = new Map(teams.map((team: GroupTeam) => [team.id, team.groupId]));
  const legs = legsOf(body);

  // The existing rounds are held too, so a match written meanwhile by hand is seen (ascending ids).
  const existing = entries.flatMap((entry) => (entry.round.row ? [entry.round.row.id] : [])).sort((a, b) => a - b);
  for (const roundId of existing) await lockRound(trx, dialect, roundId);

  const details: ErrorDetail[] = [];
  const meetings = new Map<string, number>();
  for (const [a, b] of await queries.meetingsOfLeague(trx, path.leagueId))
    meetings.set(pairKey(a, b), (meetings.get(pairKey(a, b)) ?? 0) + 1);
  const sentTeams = await teamsById(
    trx,
    entries.flatMap((entry) => entry.matches.flatMap((match) => [match.team1Id, match.team2Id])),
  );
  const named = new Map<number, Team>([...sentTeams, ...byId]);
  const nameOf = (teamId: number) => teamNameOf(named, teamId);

  for (const [roundIndex, entry] of entries.entries()) {
    const context = await ruleContextOf(trx, entry.round, groupOfTeam, named, entry.matches);
    const violations = batchRuleViolations(entry.matches, context);
    entry.matches.forEach((match, index) => {
      // A team of no group here is named as such, not as one of no group of the league.
      const strangers = [match.team1Id, match.team2Id].filter((teamId) => !groupOfTeam.has(teamId));
      const withoutGroup = new Set(strangers.map((teamId) => ruleMessages.teamWithoutGroup(nameOf(teamId))));
      const messages = (violations[index] ?? [])
        .map((violation) => violation.message)
        .filter((message) => !withoutGroup.has(message));
      for (const teamId of strangers) messages.push(`${nameOf(teamId)} is not in this group.`);
      const key = pairKey(match.team1Id, match.team2Id);
      const times = (meetings.get(key) ?? 0) + 1;
      meetings.set(key, times);
      if (match.team1Id !== match.team2Id && times > legs) {
        const asked = legs === 1 ? 'once' : 'twice';
        messages.push(
          `${nameOf(match.team1Id)} and ${nameOf(match.team2Id)} would meet ${times} times in this league; they meet ${asked}.`,
        );
      }
      if (messages.length > 0)
        details.push({
          field: `fixtures.${roundIndex}.matches.${index}`,
          round: roundIndex,
          index,
          entry: match,
          message: [...new Set(messages)].join(' '),
        });
    });
  }
  if (details.length > 0) {
    const count = details.length === 1 ? '1 match breaks' : `${details.length} matches break`;
    throw new Conflict(`${count} the rules, so nothing was created: ${details[0]?.message}`, details);
  }
  const total = entries.reduce((sum, entry) => sum + entry.matches.length, 0);
  if (total === 0) {
    const unmet = pairsOf(teams.map((team) => team.id)).some(([a, b]) => (meetings.get(pairKey(a, b)) ?? 0) < legs);
    throw new Conflict(
      unmet
        ? 'No match fits these rounds: their slots are taken or the teams are away. Add rounds, courts or hours.'
        : `Every pair of this group has already met ${legs === 1 ? 'once' : 'twice'}: there are no fixtures left to make.`,
    );
  }

  const rounds: FixturesCreated['rounds'] = [];
  for (const entry of entries) {
    if (entry.matches.length === 0) continue;
    const row =
      entry.round.row ??
      (await queries.insertFixtureRound(trx, path.leagueId, {
        name: entry.round.name,
        date: entry.round.date,
        start_hour: entry.round.shape.startHour,
        end_hour: entry.round.shape.endHour,
        court_number: entry.round.shape.courtCount,
        slot_minutes: entry.round.shape.slotMinutes ?? 60,
      }));
    const matchRows: MatchRow[] = [];
    for (const match of entry.matches) {
      matchRows.push(
        await insertMatch(trx, row.id, {
          team1Id: match.team1Id,
          team2Id: match.team2Id,
          courtNumber: match.courtNumber,
          ...startValues(match.startMinutes),
          groupId: path.groupId,
          team1Results: null,
          team2Results: null,
          outcome: 'played',
          winnerTeamId: null,
        }),
      );
    }
    rounds.push({ ...roundFactsOf(plannedOfRow(row)), roundId: row.id, matches: await toMatches(trx, matchRows) });
  }
  const unmet = pairsOf(teams.map((team) => team.id)).flatMap(([team1Id, team2Id]) => {
    const missing = legs - (meetings.get(pairKey(team1Id, team2Id)) ?? 0);
    return missing > 0 ? [{ team1Id, team2Id, missing }] : [];
  });
  return { rounds, unscheduled: namedUnmet(unmet, byId) };
}

/** The round rules' facts: an existing round's matches and unavailability, or a new round's empty slots. */
async function ruleContextOf(
  trx: Db,
  round: PlannedRound,
  groupOfTeam: ReadonlyMap<number, number>,
  byId: ReadonlyMap<number, Team>,
  matches: readonly PlacedMatch[],
): Promise<RuleContext> {
  const teamNames = new Map([...byId].map(([teamId, team]) => [teamId, team.name]));
  if (!round.row) return { round: round.shape, otherMatches: [], unavailableHours: new Map(), groupOfTeam, teamNames };
  const context = await loadRuleContext(
    trx,
    round.row,
    matches.flatMap((match) => [match.team1Id, match.team2Id]).filter((teamId): teamId is number => teamId !== null),
  );
  // Only the group's own teams play its fixtures; the names of the round's other teams stay.
  return { ...context, groupOfTeam, teamNames: new Map([...(context.teamNames ?? []), ...teamNames]) };
}

/** The public fixture list: every round the reader sees, in date order, with the group's matches. */
export async function groupFixtures(db: Db, reader: Reader, path: GroupPath): Promise<GroupFixtures> {
  await requireGroup(db, path.clubId, path.leagueId, path.groupId, reader);
  const rounds = await queries.visibleRoundsOfLeague(db, path.leagueId, reader);
  const matches = await toMatches(
    db,
    await queries.groupMatchesOfRounds(
      db,
      path.groupId,
      rounds.map((round) => round.id),
    ),
  );
  return {
    rounds: rounds.map((row) => ({
      id: row.id,
      leagueId: row.league_id,
      name: row.name,
      date: row.date,
      start_hour: row.start_hour,
      end_hour: row.end_hour,
      court_number: row.court_number,
      status: row.status === 'active' ? 'active' : 'inactive',
      slot_minutes: row.slot_minutes,
      matches: matches.filter((match) => match.roundId === row.id),
    })),
  };
}

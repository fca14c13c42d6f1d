import { queryOptions } from '@tanstack/react-query';
import type { Match } from '@/shared/schemas/match';
import { isGroupStageMatch, type GroupStageMatch } from '@/shared/domain/match-stage';
import type { Availability, GeneratedSchedule } from '@/shared/schemas/scheduling';
import type { FixturesCreated, FixturesPreview } from '@/shared/schemas/fixtures';
import type { Team } from '@/shared/schemas/team';
import { apiRequest } from '@/client/lib/api-client';
import { matchWritePath } from '@/client/offline';
import { fetchAllPages, loggedList } from '@/client/components/admin/load';
import { teamApi } from '@/client/features/teams/queries';
import { matchApi } from '../../queries';
import type { ScheduleEntry } from './schedule-form';
import { hourOfStart, startMinutesOf } from '@/shared/domain/slots';

export interface RoundRef {
  clubId: number;
  leagueId: number;
  roundId: number;
}

export const toEntry = (match: GroupStageMatch<Match>): ScheduleEntry => ({
  key: `m-${match.id}`,
  id: match.id,
  team1Id: match.team1Id,
  team2Id: match.team2Id,
  team1Name: match.team1Name,
  team2Name: match.team2Name,
  groupId: match.groupId,
  courtNumber: match.courtNumber,
  startMinutes: startMinutesOf(match),
  version: match.version,
});

/** The round's scheduled matches (paged, every page); a 404 is silent (docs/rules.md, "Admin dashboard"). */
export const scheduleQuery = (clubId: number | null, leagueId: number | null, roundId: number | null, groupId: number | null) =>
  queryOptions({
    queryKey: matchApi.admin.key.schedule(clubId, leagueId, roundId, groupId),
    queryFn: ({ signal }) =>
      loggedList(
        'schedule',
        async () =>
          (await fetchAllPages<Match>(matchApi.path.schedule(clubId!, leagueId!, roundId!), 'matches', { groupId }, signal))
            // The schedule editor arranges group matches; playoff matches are placed from the Playoffs section.
            .filter(isGroupStageMatch)
            .map(toEntry),
        { silent404: true },
      ),
    enabled: clubId !== null && leagueId !== null && roundId !== null,
    staleTime: 0,
  });

export const generateSchedule = (round: RoundRef, groupId: number | null) =>
  apiRequest<GeneratedSchedule>(matchApi.admin.path.generateSchedule(round.clubId, round.leagueId, round.roundId), { query: { groupId } });

export const confirmSchedule = (round: RoundRef, entries: readonly ScheduleEntry[]) =>
  apiRequest<unknown>(matchApi.admin.path.confirmSchedule(round.clubId, round.leagueId, round.roundId), {
    method: 'POST',
    body: {
      matches: entries.map(({ team1Id, team2Id, courtNumber, startMinutes }) => ({
        team1Id,
        team2Id,
        courtNumber,
        ...startOf(startMinutes ?? 0),
      })),
    },
  });

export const fetchAvailability = (round: RoundRef, team1Id: number, team2Id: number, signal?: AbortSignal) =>
  apiRequest<Availability>(matchApi.admin.path.availability(round.clubId, round.leagueId, round.roundId), { query: { team1Id, team2Id }, signal });

export const fetchAvailableOpponents = (teamId: number, groupId: number, signal?: AbortSignal) =>
  apiRequest<Team[] | null>(teamApi.path.availableOpponents(teamId), { query: { groupId }, signal, auth: true });

export interface ScheduledMatchInput {
  team1Id: number;
  team2Id: number;
  courtNumber: number;
  /** Minutes after midnight. */
  startMinutes: number;
}

/** A write's start: its hour and the start itself (docs/rules.md, "Rounds"), so the server never has to guess. */
export const startOf = (startMinutes: number) => ({ startTime: hourOfStart(startMinutes), startMinutes });

const bodyOf = ({ startMinutes, ...input }: ScheduledMatchInput) => ({ ...input, ...startOf(startMinutes) });

/** Placing a match by hand: the same path as every match write (offline/match-writes.ts), online only. */
export const createScheduledMatch = (round: RoundRef, input: ScheduledMatchInput) =>
  apiRequest<Match>(matchWritePath({ operation: 'match/create', ...round }), {
    method: 'POST',
    body: bodyOf(input),
    headers: { 'idempotency-key': crypto.randomUUID() },
  });

/** Moving a match (teams, court, hour) on the version shown, so a newer change is never overwritten. */
export const updateScheduledMatch = (round: RoundRef, entry: ScheduleEntry, input: ScheduledMatchInput) =>
  apiRequest<Match>(matchWritePath({ operation: 'match/update-results', ...round, matchId: entry.id ?? undefined }), {
    method: 'PUT',
    body: bodyOf(input),
    headers: entry.version === undefined ? {} : { 'if-match': `"${entry.version}"` },
  });

export const deleteScheduledMatch = (round: RoundRef, entry: ScheduleEntry) =>
  apiRequest<null>(matchWritePath({ operation: 'match/delete', ...round, matchId: entry.id ?? undefined }), { method: 'DELETE' });

/** What the organiser asks of a season's fixtures: given rounds or new ones, once or twice. */
export interface FixturesRequest {
  roundIds?: number[];
  newRounds?: { firstDate: string; everyDays: number; startHour: number; endHour: number; courtNumber: number; slotMinutes: number };
  double: boolean;
}

/** A group's season planned by the server (docs/schedule-generation.md, "A season's fixtures"); nothing is stored. */
export const previewFixtures = (clubId: number, leagueId: number, groupId: number, request: FixturesRequest) =>
  apiRequest<FixturesPreview>(matchApi.admin.path.fixtures(clubId, leagueId, groupId), { method: 'POST', body: { ...request, preview: true } });

/** Creates the previewed fixtures as edited, every rule checked again on the server. */
export const createFixtures = (clubId: number, leagueId: number, groupId: number, request: FixturesRequest, preview: FixturesPreview) =>
  apiRequest<FixturesCreated>(matchApi.admin.path.fixtures(clubId, leagueId, groupId), {
    method: 'POST',
    body: {
      ...request,
      fixtures: preview.rounds.map((round) => ({
        ...(round.roundId === undefined ? { date: round.date, name: round.name } : { roundId: round.roundId }),
        matches: round.matches.map(({ team1Id, team2Id, courtNumber, startMinutes }) => ({ team1Id, team2Id, courtNumber, ...startOf(startMinutes) })),
      })),
    },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });

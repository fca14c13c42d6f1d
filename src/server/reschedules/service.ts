import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import type { Session } from '../auth/index.js';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../errors.js';
import { canSeeRound, VISITOR } from '../lib/visibility.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import { startMinutesOfRow } from '../lib/match-start.js';
import { toMatchRecord } from '../lib/match-record.js';
import { requireClub } from '../lib/path-scope.js';
import {
  actorOf,
  loadRuleContext,
  lockRound,
  roundShapeOf,
  teamNameOf,
  teamsById,
  writeMatch,
} from '../matches/index.js';
import {
  matchRuleViolations,
  ruleViolationStatus,
  startInRound,
  type RuleContext,
} from '../../shared/scheduling/index.js';
import { hourOfStart, isSlotFree, roundStarts, slotLengthOf } from '../../shared/domain/slots.js';
import { hasRecordedResult } from '../../shared/domain/match-rules.js';
import type {
  MyReschedules,
  RescheduleAcceptInput,
  RescheduleAnswerInput,
  RescheduleInput,
  RescheduleOptions,
  RescheduleProposalInput,
  RescheduleRequest,
  RescheduleStatus,
} from '../../shared/schemas/reschedules.js';
import { RESCHEDULE_STATUSES } from '../../shared/schemas/reschedules.js';
import { RESCHEDULE_MESSAGES as M } from './messages.js';
import * as queries from './queries.js';

type Ctx = Pick<AppContext, 'db' | 'dialect' | 'now' | 'config'>;

/** A proposal as stored: the round always named, the court when one was proposed. */
interface StoredProposal {
  roundId: number;
  startMinutes: number;
  courtNumber: number | null;
}

const isStored = (value: unknown): value is StoredProposal => {
  const p = value as Partial<StoredProposal> | null;
  return (
    typeof p?.roundId === 'number' &&
    typeof p.startMinutes === 'number' &&
    (p.courtNumber === null || typeof p.courtNumber === 'number')
  );
};

const proposalsOf = (row: queries.RequestRow | { proposals: string }): StoredProposal[] => {
  try {
    const parsed: unknown = JSON.parse(row.proposals);
    return Array.isArray(parsed) ? parsed.filter(isStored) : [];
  } catch {
    return [];
  }
};

const statusOf = (text: string): RescheduleStatus =>
  RESCHEDULE_STATUSES.find((status) => status === text) ?? 'rejected';

/** A match seen by one of its players: where it is, and which pair is theirs. */
interface PlayersMatch {
  match: queries.MatchRow;
  round: queries.RoundRow;
  league: queries.LeagueRow;
  myTeamIds: number[];
}

/**
 * The match, if the signed-in player plays it: 404 for a match that does not exist or whose round
 * the public cannot see, 403 for a player of neither pair.
 */
async function requirePlayersMatch(
  db: Db,
  session: Session,
  matchId: number,
  refusal: string = M.notYourMatch,
): Promise<PlayersMatch> {
  const match = await queries.findMatch(db, matchId);
  if (!match) throw new NotFound('Match');
  const round = await queries.findRound(db, match.round_id);
  if (!round) throw new NotFound('Match');
  const league = await queries.getLeague(db, round.league_id);
  if (!canSeeRound(VISITOR, league, round)) throw new NotFound('Match');
  const sides = [match.team1_id, match.team2_id].filter((id): id is number => id !== null);
  const playerTeams = session.playerId === null ? [] : await queries.teamIdsOfPlayer(db, session.playerId);
  const myTeamIds = sides.filter((side) => playerTeams.includes(side));
  if (myTeamIds.length === 0) throw new Forbidden(refusal);
  return { match, round, league, myTeamIds };
}

/** A match that cannot be moved by a request: 409 with why. */
function refuseUnmovable(
  match: queries.MatchRow,
): asserts match is queries.MatchRow & { team1_id: number; team2_id: number } {
  if (match.stage === 'playoff') throw new Conflict(M.playoffMatch);
  if (match.team1_id === null || match.team2_id === null) throw new Conflict(M.unplacedTeams);
  if (hasRecordedResult(toMatchRecord(match))) throw new Conflict(M.hasResult);
}

const isMovable = (match: queries.MatchRow): match is queries.MatchRow & { team1_id: number; team2_id: number } => {
  try {
    refuseUnmovable(match);
    return true;
  } catch {
    return false;
  }
};

/** Locks the rounds a move touches, lowest id first, so two moves never wait on each other (PostgreSQL). */
async function lockRounds(ctx: Ctx, roundIds: number[]): Promise<void> {
  for (const roundId of [...new Set(roundIds)].sort((a, b) => a - b)) await lockRound(ctx.db, ctx.dialect, roundId);
}

const invalid = (index: number, field: string, message: string) =>
  new ValidationFailed(M.proposal(index, message), [{ field: `proposals.${index}.${field}`, message }]);

/** The round a proposal names: its `roundId`, else the league's round on its `date`, else the match's own. */
async function roundOfProposal(
  db: Db,
  scope: PlayersMatch,
  proposal: RescheduleProposalInput,
  index: number,
): Promise<queries.RoundRow> {
  if (proposal.roundId !== undefined) {
    const round = proposal.roundId === scope.round.id ? scope.round : await queries.findRound(db, proposal.roundId);
    if (!round || round.league_id !== scope.league.id || !canSeeRound(VISITOR, scope.league, round))
      throw invalid(index, 'roundId', M.notARoundOfLeague);
    if (proposal.date !== undefined && proposal.date !== round.date)
      throw invalid(index, 'date', M.roundAndDateDisagree);
    return round;
  }
  if (proposal.date === undefined || proposal.date === scope.round.date) return scope.round;
  const round = (await queries.publicRoundsOfLeague(db, scope.league.id)).find(
    (candidate) => candidate.date === proposal.date,
  );
  if (!round) throw invalid(index, 'date', M.noRoundOnDate(proposal.date));
  return round;
}

/**
 * Whether the match fits the slot now, under the round rules (docs/rules.md, "Matches and
 * results"): answers the court it would take (the proposed one, else the lowest free at that
 * start). A slot outside the round is 400 while proposing (the request is malformed) and 409 once
 * proposed (the round changed since); every other broken rule is 409, its message naming it.
 */
async function courtForMove(
  db: Db,
  match: queries.MatchRow & { team1_id: number; team2_id: number },
  round: queries.RoundRow,
  proposal: StoredProposal,
  index: number,
  when: 'proposing' | 'answering',
): Promise<number> {
  const context: RuleContext = await loadRuleContext(db, round, [match.team1_id, match.team2_id]);
  const start = proposal.startMinutes;
  let court = proposal.courtNumber;
  if (court === null) {
    const taken = new Set(
      context.otherMatches
        .filter((other) => other.id !== match.id && startInRound(other, context.round) === start)
        .map((other) => other.courtNumber),
    );
    const free = Array.from({ length: round.court_number }, (_, i) => i + 1).find((candidate) => !taken.has(candidate));
    if (free === undefined && roundStarts(roundShapeOf(round)).includes(start))
      throw new Conflict(M.proposal(index, M.noFreeCourt(start, round.name)));
    court = free ?? 1;
  }
  const candidate = {
    id: match.id,
    team1Id: match.team1_id,
    team2Id: match.team2_id,
    courtNumber: court,
    startTime: hourOfStart(start),
    startMinutes: start,
  };
  const violations = matchRuleViolations(candidate, context);
  const status = ruleViolationStatus(violations);
  if (status !== null) {
    const message = M.proposal(index, violations.map((violation) => violation.message).join(' '));
    const details = violations.map((violation) => ({
      field: `proposals.${index}.${violation.field === 'startTime' ? 'startMinutes' : violation.field}`,
      message: violation.message,
    }));
    if (status === 400 && when === 'proposing') throw new ValidationFailed(message, details);
    throw new Conflict(message, details);
  }
  return court;
}

const samePlace = (a: StoredProposal, b: StoredProposal) =>
  a.roundId === b.roundId && a.startMinutes === b.startMinutes && a.courtNumber === b.courtNumber;

/**
 * A pair asks to move its match (docs/reschedules.md): one to three slots of rounds of its league,
 * each one the match could take now. At most one request a match is open at a time.
 */
export async function requestMove(
  ctx: Ctx,
  session: Session,
  matchId: number,
  input: RescheduleInput,
): Promise<RescheduleRequest> {
  const { db } = ctx;
  const scope = await requirePlayersMatch(db, session, matchId);
  await lockRounds(ctx, [scope.round.id]);
  const match = await queries.findMatch(db, matchId);
  if (!match) throw new NotFound('Match');
  refuseUnmovable(match);
  if (await queries.findOpenRequestOfMatch(db, matchId)) throw new Conflict(M.alreadyOpen);
  const current = startMinutesOfRow(match);
  const stored: StoredProposal[] = [];
  for (const [index, proposal] of input.proposals.entries()) {
    const round = await roundOfProposal(db, { ...scope, match }, proposal, index);
    const entry: StoredProposal = {
      roundId: round.id,
      startMinutes: proposal.startMinutes,
      courtNumber: proposal.courtNumber ?? null,
    };
    const stays =
      round.id === match.round_id &&
      entry.startMinutes === current &&
      (entry.courtNumber === null || entry.courtNumber === match.court_number);
    if (stays) throw invalid(index, 'startMinutes', M.samePlace);
    if (stored.some((earlier) => samePlace(earlier, entry))) throw invalid(index, 'startMinutes', M.sameProposalTwice);
    await courtForMove(db, match, round, entry, index, 'proposing');
    stored.push(entry);
  }
  const myTeamId = scope.myTeamIds[0] as number;
  const otherTeamId = match.team1_id === myTeamId ? match.team2_id : match.team1_id;
  let row: queries.RequestRow;
  try {
    row = await queries.insertRequest(db, {
      match_id: matchId,
      club_id: scope.league.club_id,
      requested_by_team_id: myTeamId,
      other_team_id: otherTeamId,
      requested_by_player_id: session.playerId,
      reason: input.reason,
      proposals: JSON.stringify(stored),
      status: 'proposed',
      accepted_proposal: null,
      note: null,
      created_at: ctx.now().toISOString(),
      answered_at: null,
      answered_by: null,
      decided_at: null,
      decided_by: null,
    });
  } catch (error) {
    // Two requests at once: the database keeps one open a match (migration 024).
    if (isUniqueViolation(error)) throw new Conflict(M.alreadyOpen);
    throw error;
  }
  return viewOf(db, row.id);
}

/** The request and the match it moves, for an answer of the other pair: 403 for the pair that asked. */
async function requireAnswerable(db: Db, session: Session, requestId: number) {
  const request = await queries.findRequest(db, requestId);
  if (!request) throw new NotFound('Reschedule request');
  const scope = await requirePlayersMatch(db, session, request.match_id, M.notYourRequest);
  if (!scope.myTeamIds.includes(request.other_team_id)) throw new Forbidden(M.otherPairAnswers);
  return { request, scope };
}

/**
 * The other pair accepts one proposal. It must still fit (409 naming the rule otherwise). Of two
 * answers at once exactly one counts (claimStatus). With the league's `autoApproveReschedules` the
 * match moves at once; otherwise the request waits for the organiser.
 */
export async function acceptRequest(
  ctx: Ctx,
  session: Session,
  requestId: number,
  input: RescheduleAcceptInput,
): Promise<RescheduleRequest> {
  const { db } = ctx;
  const { request, scope } = await requireAnswerable(db, session, requestId);
  const proposals = proposalsOf(request);
  const chosen = proposals[input.proposal];
  if (!chosen)
    throw new ValidationFailed(M.noSuchProposal(proposals.length), [
      { field: 'proposal', message: M.noSuchProposal(proposals.length) },
    ]);
  await lockRounds(ctx, [scope.match.round_id, chosen.roundId]);
  const fresh = await queries.findRequest(db, requestId);
  if (!fresh || fresh.status !== 'proposed') throw new Conflict(M.notProposed(fresh?.status ?? 'gone'));
  const match = await queries.findMatch(db, request.match_id);
  if (!match) throw new NotFound('Match');
  refuseUnmovable(match);
  const round = await queries.findRound(db, chosen.roundId);
  if (!round) throw new Conflict(M.proposal(input.proposal, M.notARoundOfLeague));
  await courtForMove(db, match, round, chosen, input.proposal, 'answering');
  const at = ctx.now().toISOString();
  const claimed = await queries.claimStatus(db, requestId, 'proposed', {
    status: 'accepted',
    accepted_proposal: input.proposal,
    answered_at: at,
    answered_by: session.adminId,
  });
  if (!claimed) throw new Conflict(M.notProposed('answered'));
  if (scope.league.auto_approve_reschedules === 1) await makeMove(ctx, session, requestId, at);
  return viewOf(db, requestId);
}

/** The other pair declines: the match stays where it is. */
export async function declineRequest(
  ctx: Ctx,
  session: Session,
  requestId: number,
  input: RescheduleAnswerInput,
): Promise<RescheduleRequest> {
  const { db } = ctx;
  const { request } = await requireAnswerable(db, session, requestId);
  const claimed = await queries.claimStatus(db, requestId, 'proposed', {
    status: 'declined',
    note: input.note ?? null,
    answered_at: ctx.now().toISOString(),
    answered_by: session.adminId,
  });
  if (!claimed) throw new Conflict(M.notProposed((await queries.findRequest(db, requestId))?.status ?? request.status));
  return viewOf(db, requestId);
}

/** A request of the club (404 for another club's, as if it did not exist). */
async function requireClubRequest(db: Db, clubId: number, requestId: number): Promise<queries.RequestRow> {
  await requireClub(db, clubId);
  const request = await queries.findRequest(db, requestId);
  if (!request || request.club_id !== clubId) throw new NotFound('Reschedule request');
  return request;
}

/** The organiser approves a move both pairs agreed on: the match moves (409 naming the rule it would break). */
export async function approveRequest(
  ctx: Ctx,
  session: Session,
  clubId: number,
  requestId: number,
  input: RescheduleAnswerInput,
): Promise<RescheduleRequest> {
  const { db } = ctx;
  const request = await requireClubRequest(db, clubId, requestId);
  if (request.status !== 'accepted') throw new Conflict(M.notAccepted(request.status));
  await makeMove(ctx, session, requestId, ctx.now().toISOString(), input.note ?? null);
  return viewOf(db, requestId);
}

/** The organiser turns a request down, whether the other pair answered or not. */
export async function rejectRequest(
  ctx: Ctx,
  session: Session,
  clubId: number,
  requestId: number,
  input: RescheduleAnswerInput,
): Promise<RescheduleRequest> {
  const { db } = ctx;
  const request = await requireClubRequest(db, clubId, requestId);
  const status = statusOf(request.status);
  if (status !== 'proposed' && status !== 'accepted') throw new Conflict(M.notAccepted(status));
  const claimed = await queries.claimStatus(db, requestId, status, {
    status: 'rejected',
    note: input.note ?? null,
    decided_at: ctx.now().toISOString(),
    decided_by: session.adminId,
  });
  if (!claimed) throw new Conflict(M.notAccepted((await queries.findRequest(db, requestId))?.status ?? status));
  return viewOf(db, requestId);
}

/**
 * Moves the match to the accepted proposal, in the caller's transaction, under the locks of both
 * rounds: the round rules are checked again (the round may have changed since it was proposed),
 * the request goes from accepted to approved (only once), and the match is written through the
 * same write as the organiser's edit, so every rule and hook of a match write applies.
 */
async function makeMove(
  ctx: Ctx,
  session: Session,
  requestId: number,
  at: string,
  note: string | null = null,
): Promise<void> {
  const { db } = ctx;
  const request = await queries.findRequest(db, requestId);
  if (!request) throw new NotFound('Reschedule request');
  const index = request.accepted_proposal ?? -1;
  const chosen = proposalsOf(request)[index];
  const match = await queries.findMatch(db, request.match_id);
  if (!chosen || !match) throw new Conflict(M.notAccepted(request.status));
  await lockRounds(ctx, [match.round_id, chosen.roundId]);
  refuseUnmovable(match);
  const target = await queries.findRound(db, chosen.roundId);
  if (!target) throw new Conflict(M.proposal(index, M.notARoundOfLeague));
  const court = await courtForMove(db, match, target, chosen, index, 'answering');
  const claimed = await queries.claimStatus(db, requestId, 'accepted', {
    status: 'approved',
    decided_at: at,
    decided_by: session.adminId,
    ...(note === null ? {} : { note }),
  });
  if (!claimed) throw new Conflict(M.notAccepted((await queries.findRequest(db, requestId))?.status ?? 'approved'));
  if (target.id !== match.round_id) await queries.moveMatchToRound(db, match.id, target.id, at);
  const moving = await queries.findMatch(db, match.id);
  if (!moving) throw new NotFound('Match');
  const league = await queries.getLeague(db, target.league_id);
  await writeMatch(
    db,
    league,
    target,
    moving,
    {
      team1Id: match.team1_id,
      team2Id: match.team2_id,
      courtNumber: court,
      startMinutes: chosen.startMinutes,
      outcome: 'played',
    },
    { actor: actorOf(session), via: 'entry', at },
  );
}

/** GET …/admin/clubs/{c}/reschedules: the club's requests, of one status if asked, newest first. */
export async function listClubRequests(
  db: Db,
  clubId: number,
  status: RescheduleStatus | undefined,
): Promise<RescheduleRequest[]> {
  await requireClub(db, clubId);
  return viewsOf(db, await queries.requestsOfClub(db, clubId, status));
}

/** GET /api/v1/me/reschedules: the requests of the player's pairs, and those waiting for their answer. */
export async function listMine(db: Db, session: Session): Promise<MyReschedules> {
  if (session.playerId === null) return { mine: [], toAnswer: [] };
  const teamIds = await queries.teamIdsOfPlayer(db, session.playerId);
  if (teamIds.length === 0) return { mine: [], toAnswer: [] };
  const views = await viewsOf(db, await queries.requestsOfTeams(db, teamIds));
  const waitsForMe = (request: RescheduleRequest) =>
    request.status === 'proposed' &&
    teamIds.includes(request.otherTeamId) &&
    !teamIds.includes(request.requestedByTeamId);
  return { mine: views.filter((request) => !waitsForMe(request)), toAnswer: views.filter(waitsForMe) };
}

/** yyyy-mm-dd on the tour's clocks. */
const dayIn = (zone: string, instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/**
 * The slots a request may propose: in the match's round and the league's public rounds from today
 * on in which neither pair plays yet, every start at which both pairs are available, with the
 * courts free then (the match's own place left out). None for a match no request can move.
 */
export async function optionsFor(ctx: Ctx, session: Session, matchId: number): Promise<RescheduleOptions> {
  const { db } = ctx;
  const scope = await requirePlayersMatch(db, session, matchId);
  const { match } = scope;
  // A match no request can move (played, a playoff's, its teams unknown) has no slot to offer.
  if (!isMovable(match)) return { rounds: [] };
  const today = dayIn(ctx.config.TOUR_TIME_ZONE, ctx.now());
  const rounds = (await queries.publicRoundsOfLeague(db, scope.league.id)).filter(
    (round) => round.id === match.round_id || round.date >= today,
  );
  const teams = [match.team1_id, match.team2_id];
  const current = startMinutesOfRow(match);
  const answer: RescheduleOptions = { rounds: [] };
  for (const round of rounds) {
    const context = await loadRuleContext(db, round, teams);
    const others = context.otherMatches.filter((other) => other.id !== match.id);
    if (others.some((other) => teams.includes(other.team1Id ?? 0) || teams.includes(other.team2Id ?? 0))) continue;
    const slotMinutes = slotLengthOf(context.round);
    const slots = [];
    for (const start of roundStarts(context.round)) {
      const bothFree = teams.every((team) => isSlotFree(start, slotMinutes, context.unavailableHours.get(team) ?? []));
      if (!bothFree) continue;
      const taken = new Set(
        others.filter((other) => startInRound(other, context.round) === start).map((other) => other.courtNumber),
      );
      if (round.id === match.round_id && start === current) taken.add(match.court_number);
      const courtNumbers = Array.from({ length: round.court_number }, (_, i) => i + 1).filter(
        (court) => !taken.has(court),
      );
      if (courtNumbers.length > 0) slots.push({ startMinutes: start, courtNumbers });
    }
    answer.rounds.push({ roundId: round.id, roundName: round.name, date: round.date, slotMinutes, slots });
  }
  return answer;
}

async function viewOf(db: Db, requestId: number): Promise<RescheduleRequest> {
  const row = await queries.requestById(db, requestId);
  if (!row) throw new NotFound('Reschedule request');
  const [view] = await viewsOf(db, [row]);
  if (!view) throw new Error('unreachable: one request in, one out');
  return view;
}

/** Requests as the API answers them: the pairs and rounds named, the match's place now. */
async function viewsOf(db: Db, rows: queries.RequestViewRow[]): Promise<RescheduleRequest[]> {
  const teams = await teamsById(
    db,
    rows.flatMap((row) => [row.requested_by_team_id, row.other_team_id, row.team1_id, row.team2_id]),
  );
  const stored = rows.map((row) => proposalsOf(row));
  const rounds = new Map(
    (await queries.roundsByIds(db, [...new Set(stored.flat().map((p) => p.roundId))])).map((round) => [
      round.id,
      round,
    ]),
  );
  return rows.map((row, index) => ({
    id: row.id,
    matchId: row.match_id,
    status: statusOf(row.status),
    reason: row.reason,
    proposals: (stored[index] ?? []).map((proposal) => ({
      roundId: proposal.roundId,
      roundName: rounds.get(proposal.roundId)?.name ?? '',
      date: rounds.get(proposal.roundId)?.date ?? '',
      startMinutes: proposal.startMinutes,
      courtNumber: proposal.courtNumber,
    })),
    acceptedProposal: row.accepted_proposal,
    requestedByTeamId: row.requested_by_team_id,
    requestedByTeamName: teamNameOf(teams, row.requested_by_team_id),
    otherTeamId: row.other_team_id,
    otherTeamName: teamNameOf(teams, row.other_team_id),
    team1Name: row.team1_id === null ? '' : teamNameOf(teams, row.team1_id),
    team2Name: row.team2_id === null ? '' : teamNameOf(teams, row.team2_id),
    clubId: row.club_id,
    leagueId: row.league_id,
    leagueName: row.league_name,
    roundId: row.round_id,
    roundName: row.round_name,
    date: row.round_date,
    startMinutes: startMinutesOfRow(row),
    courtNumber: row.court_number,
    note: row.note,
    createdAt: row.created_at,
    answeredAt: row.answered_at,
    decidedAt: row.decided_at,
  }));
}

import type { FastifyRequest } from 'fastify';
import webpush from 'web-push';
import { startMinutesOfRow } from '../lib/match-start.js';
import type { Db } from '../db/database.js';
import { AppError, NotFound } from '../errors.js';
import { numberListColumn, stringListColumn, toJsonColumn } from '../lib/json-column.js';
import { canSeeLeague, canSeeRound, VISITOR } from '../lib/visibility.js';
import { formatSetScores } from '../../shared/domain/set-scores.js';
import { teamDisplayName } from '../../shared/domain/team-name.js';
import { matchStartsAt } from '../../shared/domain/match-start.js';
import {
  PUSH_TOPICS,
  type PushLanguage,
  type PushPayload,
  type PushSubscriptionInput,
  type PushTopic,
} from '../../shared/schemas/push.js';
import { ENTRY_CONFIRMED_TEXTS, NOTICE_TEXTS, WALKOVER, type NoticeFacts, type NoticeKind } from './messages.js';
import * as queries from './queries.js';

/** What a committed write tells the push domain (plugins/push.ts), or the reminder sweep. */
export type PushEvent = MatchPushEvent | EntryPushEvent;

/** News of a match. */
export interface MatchPushEvent {
  kind:
    | 'report'
    | 'confirmed'
    | 'disputed'
    | 'moved'
    | 'reminder'
    | 'rescheduleProposed'
    | 'rescheduleAccepted'
    | 'rescheduleDeclined'
    | 'rescheduleRejected';
  matchId: number;
  /** The account whose write it was: it is not told of its own act. */
  actorAccountId?: number;
  /** A reschedule request's pair that acted (asked, accepted or declined): named in the text, and not told. */
  actorTeamId?: number;
}

/** A waiting entry moved up to a place (docs/entries.md): its players hear of it. */
export interface EntryPushEvent {
  kind: 'entryConfirmed';
  entryId: number;
  actorAccountId?: number;
}

export interface PushOptions {
  db: Db;
  /** Unset: push is off (no keys made, nothing sent, the key and subscribing answer 404 PUSH_OFF). */
  subject: string | undefined;
  reminderHours: number;
  timeoutMs: number;
  retryBaseMs: number;
  timeZone: string;
  now: () => Date;
  warn: (error: unknown, message: string) => void;
}

/** One notification to one browser. */
interface Delivery {
  subscription: queries.SubscriptionRow;
  payload: PushPayload;
}

/** Retries of a failed delivery after the first attempt: base, 4×, 16×, 64× the base. */
const RETRIES = 4;
/** How long a push service keeps a notification for a browser that is offline. */
const TTL_SECONDS = 24 * 3600;
/** How often the reminders are looked for. */
const REMINDER_EVERY_MS = 60_000;

/** The answer a push service gives: delivered, the subscription is gone, try again later, or give up. */
type Answer = 'sent' | 'gone' | 'retry' | 'refused';

const answerOf = (status: number): Answer => {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
};

/** The language a subscription is told in: its account's, English unless Spanish. */
const languageOf = (subscription: queries.SubscriptionRow): PushLanguage => (subscription.language === 'es' ? 'es' : 'en');

/**
 * The subscriptions that hear of one notice: each device once (`seen` spans a write's notices),
 * never the account whose act it was, and only where the topic is wanted.
 */
function listening(
  subscriptions: readonly queries.SubscriptionRow[],
  topic: PushTopic,
  actorAccountId: number | undefined,
  seen: Set<string>,
): queries.SubscriptionRow[] {
  return subscriptions.filter((subscription) => {
    if (seen.has(subscription.endpoint) || subscription.account_id === actorAccountId) return false;
    if (!stringListColumn(subscription.topics, PUSH_TOPICS).includes(topic)) return false;
    seen.add(subscription.endpoint);
    return true;
  });
}

/**
 * Push notifications (docs/push.md). The domain is told of a write only after its COMMIT
 * (plugins/push.ts), reads what it needs with the plain Db, and delivers without anyone waiting:
 * a slow, failing or hung push service delays only its own notification. A failed attempt (a
 * timeout, a network error, 429 or 5xx) is tried again with backoff; 404 and 410 remove the
 * subscription.
 */
export class PushService {
  readonly #options: PushOptions;
  #keys: { publicKey: string; privateKey: string } | null = null;
  readonly #pending = new Set<Promise<void>>();
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #abort = new AbortController();
  #reminders: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(options: PushOptions) {
    this.#options = options;
  }

  get enabled(): boolean {
    return this.#options.subject !== undefined;
  }

  /** Makes the VAPID keys at the first start (kept in the database) and starts the reminder sweep. */
  async start(): Promise<void> {
    if (!this.enabled) return;
    const { db, now } = this.#options;
    let stored = await queries.vapidKeys(db);
    if (!stored) {
      const made = webpush.generateVAPIDKeys();
      await queries.insertVapidKeys(db, {
        public_key: made.publicKey,
        private_key: made.privateKey,
        created_at: now().toISOString(),
      });
      stored = await queries.vapidKeys(db);
    }
    if (!stored) throw new Error('the VAPID keys could not be stored');
    this.#keys = { publicKey: stored.public_key, privateKey: stored.private_key };
    this.#reminders = setInterval(() => this.#track(this.sendReminders().then(() => undefined)), REMINDER_EVERY_MS);
    this.#reminders.unref();
  }

  /** Ends the sweep, the retries waiting and the requests under way. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#reminders) clearInterval(this.#reminders);
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    this.#abort.abort();
    await this.settled();
  }

  /** Resolves once every delivery begun (retries included) has ended (tests). */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  publicKey(): string {
    if (!this.#keys) throw pushOff();
    return this.#keys.publicKey;
  }

  async subscribe(db: Db, accountId: number, input: PushSubscriptionInput): Promise<void> {
    if (!this.enabled) throw pushOff();
    const topics = input.topics ?? [...PUSH_TOPICS];
    await queries.upsertSubscription(db, {
      account_id: accountId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      language: input.language,
      topics: toJsonColumn([...new Set(topics)]),
      at: this.#options.now().toISOString(),
    });
  }

  async unsubscribe(db: Db, accountId: number, endpoint: string): Promise<void> {
    if (!(await queries.deleteSubscriptionOfAccount(db, accountId, endpoint))) throw new NotFound('Push subscription');
  }

  /** Called after the COMMIT of the write that caused them: never awaited by the write. */
  dispatch(events: readonly PushEvent[]): void {
    if (!this.#keys || this.#stopped || events.length === 0) return;
    this.#track(
      (async () => {
        for (const event of events) {
          for (const delivery of await this.#deliveriesOf(event)) this.#track(this.#deliver(delivery, 0));
        }
      })().catch((error: unknown) => this.#options.warn(error, 'working out push notifications failed')),
    );
  }

  /**
   * Sends the reminder of each match starting within PUSH_REMINDER_HOURS, once: the match is
   * recorded before it is sent, so a restart or another instance does not send it again. Answers
   * how many matches it reminded of.
   */
  async sendReminders(): Promise<number> {
    if (!this.#keys || this.#stopped) return 0;
    const { db, now, reminderHours, timeZone } = this.#options;
    const at = now();
    const horizon = at.getTime() + reminderHours * 3_600_000;
    const day = 86_400_000;
    const candidates = await queries.reminderCandidates(db, isoDay(at.getTime() - day), isoDay(horizon + day));
    let sent = 0;
    for (const match of candidates) {
      const startsAt = matchStartsAt(
        { date: match.date, startHour: match.start_hour },
        match.start_time,
        timeZone,
        match.start_minute,
      ).getTime();
      if (startsAt <= at.getTime() || startsAt > horizon) continue;
      if (!(await queries.claimReminder(db, match.id, at.toISOString()))) continue;
      sent += 1;
      this.dispatch([{ kind: 'reminder', matchId: match.id }]);
    }
    return sent;
  }

  #track(work: Promise<void>): void {
    this.#pending.add(work);
    void work.finally(() => this.#pending.delete(work));
  }

  /**
   * A waiting entry that moved up: each player of the entry hears of it, unless the entry has left
   * its place again by the time the notification is worked out, or its league is a draft.
   */
  async #entryDeliveries(event: EntryPushEvent): Promise<Delivery[]> {
    const { db } = this.#options;
    const entry = await queries.entryForNotice(db, event.entryId);
    if (!entry || entry.status !== 'confirmed') return [];
    if (
      entry.league_id !== null &&
      !canSeeLeague(VISITOR, { club_id: entry.club_id, status: entry.league_status ?? '' })
    )
      return [];
    const players = [entry.player1_id, entry.player2_id].filter((id): id is number => id !== null);
    const url =
      entry.league_id !== null
        ? `/league?clubId=${entry.club_id}&leagueId=${entry.league_id}`
        : `/club-night?club=${entry.club_id}&id=${entry.club_night_id}`;
    const facts = { list: entry.league_name ?? entry.night_name ?? '', club: entry.club_name };
    const subscriptions = await queries.subscriptionsOfPlayers(db, players);
    return listening(subscriptions, 'entries', event.actorAccountId, new Set()).map((subscription) => {
      const text = ENTRY_CONFIRMED_TEXTS[languageOf(subscription)];
      return {
        subscription,
        payload: { title: text.title, body: text.body(facts), url, tag: `entries-${entry.id}`, topic: 'entries' },
      };
    });
  }

  async #deliveriesOf(event: PushEvent): Promise<Delivery[]> {
    if (event.kind === 'entryConfirmed') return this.#entryDeliveries(event);
    const { db } = this.#options;
    const match = await queries.matchForNotice(db, event.matchId);
    // A draft is nobody's news yet (docs/rules.md, "Drafts are private").
    if (
      !match ||
      !canSeeRound(VISITOR, { club_id: match.club_id, status: match.league_status }, { status: match.round_status })
    )
      return [];
    const sides = [match.team1_id, match.team2_id].filter((id): id is number => id !== null);
    if (sides.length < 2) return [];
    const names = new Map(
      (await queries.teamNames(db, sides)).map((t) => [
        t.id,
        teamDisplayName(t.name, { firstName: t.first1, lastName: t.last1 }, { firstName: t.first2, lastName: t.last2 }),
      ]),
    );
    const nameOf = (id: number | null) => (id === null ? '' : (names.get(id) ?? ''));
    const report =
      event.kind === 'report' || event.kind === 'disputed' ? await queries.openReport(db, match.id) : undefined;
    if ((event.kind === 'report' || event.kind === 'disputed') && !report) return [];
    const scored = report ?? match;
    const facts = (language: PushLanguage): NoticeFacts => ({
      team1: nameOf(match.team1_id),
      team2: nameOf(match.team2_id),
      actor: nameOf(report ? report.team_id : (event.actorTeamId ?? null)),
      score:
        scored.outcome === 'walkover'
          ? WALKOVER[language]
          : formatSetScores(numberListColumn(scored.team1_results), numberListColumn(scored.team2_results)),
      court: match.court_number,
      start: startMinutesOfRow(match) ?? match.start_hour * 60,
      date: match.date,
    });
    const leaguePage = `/league?clubId=${match.club_id}&leagueId=${match.league_id}&tab=results&round=${match.round_id}`;
    const plan: { teams: number[]; kind: NoticeKind; topic: PushTopic; url: string; staff?: true }[] = [];
    switch (event.kind) {
      case 'report':
        plan.push({
          teams: sides.filter((id) => id !== report?.team_id),
          kind: 'report',
          topic: 'reports',
          url: '/me',
        });
        break;
      case 'confirmed':
        plan.push({ teams: sides, kind: 'confirmed', topic: 'results', url: leaguePage });
        break;
      case 'disputed':
        plan.push({ teams: sides, kind: 'disputed', topic: 'results', url: leaguePage });
        plan.push({
          teams: [],
          kind: 'staffDisputed',
          topic: 'disputes',
          url: `/admin/results?club=${match.club_id}&league=${match.league_id}&round=${match.round_id}`,
          staff: true,
        });
        break;
      case 'moved':
        plan.push({ teams: sides, kind: 'moved', topic: 'schedule', url: '/me' });
        break;
      case 'reminder':
        plan.push({ teams: sides, kind: 'reminder', topic: 'reminders', url: '/me' });
        break;
      case 'rescheduleProposed':
        plan.push({
          teams: sides.filter((id) => id !== event.actorTeamId),
          kind: 'rescheduleProposed',
          topic: 'reschedules',
          url: '/me',
        });
        break;
      case 'rescheduleAccepted':
        plan.push({
          teams: sides.filter((id) => id !== event.actorTeamId),
          kind: 'rescheduleAccepted',
          topic: 'reschedules',
          url: '/me',
        });
        plan.push({
          teams: [],
          kind: 'staffRescheduleAccepted',
          topic: 'reschedules',
          url: `/admin/reschedules?club=${match.club_id}`,
          staff: true,
        });
        break;
      case 'rescheduleDeclined':
        plan.push({
          teams: sides.filter((id) => id !== event.actorTeamId),
          kind: 'rescheduleDeclined',
          topic: 'reschedules',
          url: '/me',
        });
        break;
      case 'rescheduleRejected':
        plan.push({ teams: sides, kind: 'rescheduleRejected', topic: 'reschedules', url: '/me' });
        break;
    }
    const deliveries: Delivery[] = [];
    const seen = new Set<string>();
    for (const step of plan) {
      const subscriptions = step.staff
        ? await queries.subscriptionsOfClubStaff(db, match.club_id)
        : await queries.subscriptionsOfTeams(db, step.teams);
      for (const subscription of listening(subscriptions, step.topic, event.actorAccountId, seen)) {
        const language = languageOf(subscription);
        const text = NOTICE_TEXTS[language][step.kind];
        deliveries.push({
          subscription,
          payload: {
            title: text.title,
            body: text.body(facts(language)),
            url: step.url,
            tag: `${step.topic}-${match.id}`,
            topic: step.topic,
          },
        });
      }
    }
    return deliveries;
  }

  /** One attempt; a failure that may pass is tried again after base × 4^attempt. */
  async #deliver(delivery: Delivery, attempt: number): Promise<void> {
    if (this.#stopped || !this.#keys) return;
    const { endpoint } = delivery.subscription;
    let answer: Answer;
    let why: unknown;
    try {
      const status = await this.#send(delivery);
      answer = answerOf(status);
      why = `push service answered ${status}`;
    } catch (error) {
      answer = 'retry';
      why = error;
    }
    if (answer === 'sent') return;
    if (answer === 'gone') {
      await queries.deleteSubscription(this.#options.db, endpoint);
      return;
    }
    if (answer === 'refused' || attempt >= RETRIES) {
      this.#options.warn(why, `a push notification was not delivered (${attempt + 1} attempts)`);
      return;
    }
    const wait = this.#options.retryBaseMs * 4 ** attempt;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.#timers.delete(timer);
        resolve();
      }, wait);
      timer.unref();
      this.#timers.add(timer);
      this.#abort.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    await this.#deliver(delivery, attempt + 1);
  }

  /**
   * The request: web-push encrypts the payload for the subscription's keys (RFC 8291, aes128gcm)
   * and signs the VAPID header; it is sent here, so a timeout ends it and nothing waits on it.
   */
  async #send({ subscription, payload }: Delivery): Promise<number> {
    const keys = this.#keys;
    if (!keys) throw pushOff();
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: this.#options.subject ?? '', publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers))
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.any([AbortSignal.timeout(this.#options.timeoutMs), this.#abort.signal]),
      redirect: 'error',
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  }
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 404 PUSH_OFF: the server runs without PUSH_SUBJECT, so it has no push key to give (docs/push.md). */
const pushOff = () => new AppError(404, 'PUSH_OFF', 'Push notifications are off on this server');

/** The write routes a push notification may follow, and what each tells. */
export type PushRoute = 'report' | 'confirm' | 'dispute' | 'slots' | 'reschedule' | 'entries';

const ME = '/api/v1/me/matches/:matchId';
const ROUND = '/api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId';
const PUSH_ROUTES: Record<string, PushRoute> = {
  [`POST ${ME}/report`]: 'report',
  [`POST ${ME}/confirm`]: 'confirm',
  [`POST ${ME}/dispute`]: 'dispute',
  // A match's court or hour, one at a time or the whole round's schedule at once.
  [`PUT ${ROUND}/matches/:matchId`]: 'slots',
  [`POST ${ROUND}/matches/schedule/confirm`]: 'slots',
  // A request to move a match and its answers: the news is in the answer (docs/reschedules.md).
  [`POST ${ME}/reschedule`]: 'reschedule',
  'POST /api/v1/me/reschedules/:rescheduleId/accept': 'reschedule',
  'POST /api/v1/me/reschedules/:rescheduleId/decline': 'reschedule',
  'POST /api/v1/admin/clubs/:clubId/reschedules/:rescheduleId/approve': 'reschedule',
  'POST /api/v1/admin/clubs/:clubId/reschedules/:rescheduleId/decline': 'reschedule',
  // The writes that may move a waiting entry up (docs/entries.md): the entries domain names the
  // entries it moved through its hook (pushEntryHook), during the write.
  'DELETE /api/v1/me/entries/:entryId': 'entries',
  'PUT /api/v1/admin/clubs/:clubId/leagues/:leagueId/entries/:entryId': 'entries',
  'PUT /api/v1/admin/clubs/:clubId/club-nights/:clubNightId/entries/:entryId': 'entries',
  'PUT /api/v1/admin/clubs/:clubId/leagues/:leagueId/registration': 'entries',
  'PUT /api/v1/admin/clubs/:clubId/club-nights/:clubNightId/registration': 'entries',
};

export const pushRouteOf = (method: string, url: string): PushRoute | null => PUSH_ROUTES[`${method} ${url}`] ?? null;

/** What a 2xx of a player's report route tells: a report waiting for the other team (201), or a result confirmed (200). */
export function eventOfAnswer(
  route: Exclude<PushRoute, 'slots' | 'reschedule' | 'entries'>,
  status: number,
  matchId: number,
  actorAccountId: number | undefined,
): PushEvent {
  if (route === 'report') return { kind: status === 201 ? 'report' : 'confirmed', matchId, actorAccountId };
  return { kind: route === 'confirm' ? 'confirmed' : 'disputed', matchId, actorAccountId };
}

/**
 * What a reschedule route's answer tells (docs/reschedules.md): the request made (the other pair
 * hears), accepted (the asking pair and the staff, unless the league moved the match at once),
 * declined or turned down, or approved: the match moved, which both pairs hear as any move.
 */
export function eventsOfRescheduleAnswer(
  method: string,
  url: string,
  status: number,
  answer: string | null,
  actorAccountId: number | undefined,
): PushEvent[] {
  if (status < 200 || status > 299 || !answer) return [];
  let body: { matchId?: unknown; status?: unknown; requestedByTeamId?: unknown; otherTeamId?: unknown };
  try {
    body = JSON.parse(answer) as typeof body;
  } catch {
    return [];
  }
  const matchId = Number(body.matchId);
  if (!Number.isInteger(matchId) || matchId < 1) return [];
  const asking = Number(body.requestedByTeamId);
  const answering = Number(body.otherTeamId);
  const byStaff = url.startsWith('/api/v1/admin/');
  switch (body.status) {
    case 'proposed':
      return [{ kind: 'rescheduleProposed', matchId, actorAccountId, actorTeamId: asking }];
    case 'accepted':
      return [{ kind: 'rescheduleAccepted', matchId, actorAccountId, actorTeamId: answering }];
    case 'approved':
      return [{ kind: 'moved', matchId, actorAccountId }];
    case 'declined':
      return [{ kind: 'rescheduleDeclined', matchId, actorAccountId, actorTeamId: answering }];
    case 'rejected':
      return byStaff && method === 'POST' ? [{ kind: 'rescheduleRejected', matchId, actorAccountId }] : [];
    default:
      return [];
  }
}

export type Slots = Map<number, string>;

/** Where each match of the round is (court and hour), before a write that may move them. */
export async function slotsOf(db: Db, roundId: number): Promise<Slots> {
  return new Map(
    (await queries.slotsOfRound(db, roundId)).map((row) => [
      row.id,
      `${row.court_number}/${row.start_time}:${row.start_minute}`,
    ]),
  );
}

/** The matches the write moved: a court or an hour changed, read in its transaction after the write. */
export async function movedMatches(
  db: Db,
  roundId: number,
  before: Slots,
  actorAccountId: number | undefined,
): Promise<PushEvent[]> {
  const after = await slotsOf(db, roundId);
  const moved: PushEvent[] = [];
  for (const [matchId, slot] of after) {
    const was = before.get(matchId);
    if (was !== undefined && was !== slot && !slot.includes('null'))
      moved.push({ kind: 'moved', matchId, actorAccountId });
  }
  return moved;
}

/** The reports domain's hook (wired in routes.ts): a report that confirmed itself is a result confirmed. */
export const pushReportHook = {
  autoConfirmed: ({ push }: { push: PushService }, matchId: number) => push.dispatch([{ kind: 'confirmed', matchId }]),
};

/**
 * The entries domain's hook (wired in routes.ts): the entries a write moved up from a waiting list
 * join the write's notifications, sent after its COMMIT like every other (plugins/push.ts). A route
 * the push table does not name keeps no list, so nothing is noted.
 */
export const pushEntryHook = {
  promoted: (request: FastifyRequest, entryIds: readonly number[]) =>
    void request.pushEvents?.push(
      ...entryIds.map((entryId): PushEvent => ({
        kind: 'entryConfirmed',
        entryId,
        actorAccountId: request.session?.adminId,
      })),
    ),
};

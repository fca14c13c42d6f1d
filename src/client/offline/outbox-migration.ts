import { t } from '@/client/i18n/i18n';
import type { SessionScope } from '../lib/session';
import { OPERATION_ROUTES, type SendableOperation, type SendableOperationName } from './outbox-operations';
import type { OutboxEntry, OutboxRecord } from './outbox-types';

/*
 * Entries queued before the outbox kept typed operations (database version 2 and older) stored
 * their request: `operation`, `method`, `path` (or a `url`), `payload` and `session`. The upgrade
 * to version 3 reads each back as the operation whose route it was sent to, with the ids taken from
 * the path and the payload, unchanged, as its body: the resend is the same request under the same
 * Idempotency-Key, so a change the server already applied is answered from its record, not applied
 * twice. An entry that matches no operation is kept as `unrecognised`, needing attention, never dropped.
 */

type Stored = Record<string, unknown>;

const isRecord = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = <T>(value: unknown, fallback: T): number | T =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const stringOr = <T>(value: unknown, fallback: T): string | T => (typeof value === 'string' ? value : fallback);

/** "/api/v1/…", "https://host/api/v1/…" or "/v1/…": the path below /api. */
function pathBelowApi(stored: Stored): string | null {
  const raw = stringOr(stored.path, null) ?? stringOr(stored.url, null);
  if (raw === null) return null;
  const path = raw.replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  return path.startsWith('/api/') ? path.slice('/api'.length) : path;
}

/** The ids in `path` when it is this route's path, by the names of the route's `:name` pieces. */
function idsFromRoute(template: string, path: string): Record<string, number> | null {
  const names: string[] = [];
  const pattern = template.replace(/:(\w+)/g, (_whole, name: string) => {
    names.push(name);
    return '(\\d+)';
  });
  const found = new RegExp(`^${pattern}/?$`).exec(path);
  if (!found) return null;
  return Object.fromEntries(names.map((name, index) => [name, Number(found[index + 1])]));
}

/** The typed operation an old entry stands for, or null when it stands for none exactly. */
export function operationFromRequest(stored: Stored): SendableOperation | null {
  const path = pathBelowApi(stored);
  const method = stringOr(stored.method, '').toUpperCase();
  if (path === null) return null;
  for (const [name, route] of Object.entries(OPERATION_ROUTES) as Array<
    [SendableOperationName, (typeof OPERATION_ROUTES)[SendableOperationName]]
  >) {
    if (route.method !== method) continue;
    const ids = idsFromRoute(route.path, path);
    if (!ids) continue;
    // The name it was queued under, and the session, must agree with the route it was sent to.
    if (stored.operation !== undefined && stored.operation !== name) return null;
    if (stored.session !== undefined && stored.session !== route.session) return null;
    const payload = stored.payload ?? null;
    if (route.body ? !isRecord(payload) : payload !== null) return null;
    const args = route.body ? { ...ids, body: payload } : ids;
    // The table's routes and the ids its paths carry make this the operation's shape.
    return { operation: name, args } as SendableOperation;
  }
  return null;
}

/** An entry already in the typed shape (nothing to do), told by its name and its args. */
const isTyped = (stored: Stored): boolean =>
  isRecord(stored.args) &&
  (stored.operation === 'unrecognised' ||
    (typeof stored.operation === 'string' && stored.operation in OPERATION_ROUTES));

/** The bookkeeping an old entry carries, with safe values where it lacks one (so it stays listed). */
function recordFrom(stored: Stored): OutboxRecord {
  return {
    // The primary key and Idempotency-Key: kept exactly as stored.
    id: stored.id as string,
    baseVersion: numberOr(stored.baseVersion, null),
    // Listing and sending go by createdAt: an entry without one would be invisible, so it goes first.
    createdAt: numberOr(stored.createdAt, 0),
    attempts: numberOr(stored.attempts, 0),
    lastError: stringOr(stored.lastError, null),
    lastStatus: numberOr(stored.lastStatus, null),
    state: stored.state === 'needs-attention' ? 'needs-attention' : 'pending',
    clubId: numberOr(stored.clubId, 0),
    leagueId: numberOr(stored.leagueId, 0),
    roundId: numberOr(stored.roundId, 0),
    matchId: numberOr(stored.matchId, null),
    groupId: numberOr(stored.groupId, null),
    label: stringOr(stored.label, null),
    serverMatch: stored.serverMatch ?? null,
    lastAttemptAt: numberOr(stored.lastAttemptAt, null),
  };
}

/**
 * An entry as version 3 keeps it. Recognised: the same bookkeeping (key, order, attempts, state,
 * the version it is sent on) with the typed operation in place of the request. Unrecognised: kept
 * whole under `args.stored`, needing attention with the reason, so the person sees it and decides.
 */
export function typedEntryFrom(stored: Stored): OutboxEntry {
  if (isTyped(stored)) return stored as unknown as OutboxEntry;
  const record = recordFrom(stored);
  const operation = operationFromRequest(stored);
  if (operation) {
    // Interrupted mid-send before the upgrade: back in line under its key, as at every start.
    return { ...operation, ...record };
  }
  const session: SessionScope = stored.session === 'player' ? 'player' : 'admin';
  return {
    operation: 'unrecognised',
    args: { stored: { ...stored }, session },
    ...record,
    state: 'needs-attention',
    lastError: t('offline.reason.unrecognised'),
  };
}

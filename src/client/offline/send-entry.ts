import type { OutboxEntry } from './outbox-types';
import { isSendable, requestOf } from './outbox-operations';
import { refusalReason } from './messages';
import { t } from '@/client/i18n/i18n';

/** What one attempt at sending an entry came to. */
export type SendOutcome =
  /** 2xx: applied (or replayed by the server under the same key). */
  | { kind: 'done'; status: number; body: unknown }
  /** Network trouble (status null) or a server-side failure: keep it and try again later. */
  | { kind: 'retry'; status: number | null; reason: string }
  /** 4xx: the server refused this change; it needs the administrator. */
  | { kind: 'refused'; status: number; reason: string; body: unknown }
  /** 401: the token is gone or expired; nothing is wrong with the change itself. */
  | { kind: 'unauthorized'; reason: string };

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Sends an entry as its operation's request (outbox-operations.ts), with the session's token. */
export async function sendEntry(entry: OutboxEntry, token: string, fetchImpl: FetchLike): Promise<SendOutcome> {
  // Never taken for sending (outbox.ts); refused here too, so nothing unreadable reaches the server.
  if (!isSendable(entry)) return { kind: 'refused', status: 0, reason: t('offline.reason.unrecognised'), body: null };
  const request = requestOf(entry);
  let response: Response;
  try {
    response = await fetchImpl(`/api${request.path}`, {
      method: request.method,
      headers: { ...request.headers, authorization: `Bearer ${token}` },
      body: request.body === null ? undefined : JSON.stringify(request.body),
      // The outbox decides about retries itself; no HTTP cache in between.
      cache: 'no-store',
    });
  } catch {
    return { kind: 'retry', status: null, reason: t('offline.reason.network') };
  }
  const body = await readBody(response);
  const status = response.status;
  if (status >= 200 && status < 300) return { kind: 'done', status, body };
  const reason = refusalReason(status, body) ?? t('offline.reason.http', { status });
  if (status === 401) return { kind: 'unauthorized', reason: t('offline.reason.signIn') };
  if (isTransient(status, body)) return { kind: 'retry', status, reason };
  if (status >= 400 && status < 500) return { kind: 'refused', status, reason, body };
  return { kind: 'retry', status, reason };
}

/**
 * Failures that say nothing about the change itself: server errors, timeouts, rate limits, and
 * the server still working on an earlier attempt under the same key (it answers 409 for that).
 */
function isTransient(status: number, body: unknown): boolean {
  if (status >= 500 || status === 408 || status === 429) return true;
  return status === 409 && /still being processed/i.test(serverReason(body) ?? '');
}

function serverReason(body: unknown): string | undefined {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' ? error : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

import { ApiError } from '../lib/api-client';
import { enqueue, type QueuedWrite } from './outbox';
import { getOutbox, requestBackgroundSync } from './outbox-runtime';

export type SubmittedWrite = { status: 'synced'; body: unknown } | { status: 'queued'; entryId: string };

/**
 * How every courtside write leaves the screen (results, reports, club nights): queued first, then
 * sent at once when it can be. Sent → synced with the server's answer; offline, network trouble,
 * 5xx, an ended session or an earlier entry it must follow → queued (the loop sends it later under
 * the same key); a refusal (4xx) throws ApiError and leaves the outbox, so the screen says why.
 */
export async function submitWrite(queued: QueuedWrite): Promise<SubmittedWrite> {
  const { db, engine } = getOutbox();
  const entry = await enqueue(db, queued);
  const outcome = await engine.sendNow(entry.id);
  if (outcome.kind === 'sent') return { status: 'synced', body: outcome.body };
  if (outcome.kind === 'refused') throw new ApiError(outcome.status, outcome.body);
  // Wake us when the connection is back, even if this tab is in the background by then.
  requestBackgroundSync();
  return { status: 'queued', entryId: entry.id };
}

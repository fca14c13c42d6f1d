import { OutboxBadge } from '@/client/offline';

/**
 * The offline layer's outbox badge in the admin header: how many match writes wait to be sent
 * (red when the server refused one), opening the outbox panel. Renders nothing when all is sent.
 */
export function OutboxSlot() {
  return <OutboxBadge />;
}

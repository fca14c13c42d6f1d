import type { PushLanguage, PushTopic } from '@/shared/schemas/push';
import { apiRequest } from '@/client/lib/api-client';
import type { SessionScope } from '@/client/lib/session';
import { pushApi } from './queries';

/** GET /v1/push/public-key: the server's VAPID key (404 PUSH_OFF when the server sends no notifications). */
export const fetchPushPublicKey = () => apiRequest<{ publicKey: string }>(pushApi.path.publicKey(), { auth: false });

/** POST /v1/me/push-subscriptions with the session's token: subscribing again updates language and topics. */
export const saveSubscription = (scope: SessionScope, subscription: PushSubscriptionJSON, language: PushLanguage, topics: PushTopic[]) =>
  apiRequest<null>(pushApi.path.subscriptions(), {
    method: 'POST',
    session: scope,
    body: { endpoint: subscription.endpoint, keys: { p256dh: subscription.keys?.p256dh, auth: subscription.keys?.auth }, language, topics },
  });

/** DELETE /v1/me/push-subscriptions?endpoint= */
export const deleteSubscription = (scope: SessionScope, endpoint: string) =>
  apiRequest<null>(pushApi.path.subscriptions(), { method: 'DELETE', session: scope, query: { endpoint } });

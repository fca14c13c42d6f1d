/**
 * The push domain's API paths (docs/push.md; docs/architecture.md, "Query keys and paths"). It
 * reads nothing through the query cache: whether this device is subscribed is the browser's to say
 * (PushManager), not the server's.
 */
export const pushApi = {
  path: {
    publicKey: () => '/v1/push/public-key',
    subscriptions: () => '/v1/me/push-subscriptions',
  },
};

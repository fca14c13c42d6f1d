import { z } from 'zod';

/**
 * Push notifications (docs/push.md). A subscription names the topics it wants; leaving a topic out
 * is opting out of it. Players hear of their matches: a report to confirm, a result confirmed or
 * disputed, a new court or hour, the reminder before the match, a request to move it and its
 * answer (`reschedules`), and a place freed for their entry on a waiting list (`entries`). Staff
 * hear of disputes and of moves waiting for their approval.
 */
export const pushTopic = z.enum(['reports', 'results', 'schedule', 'reminders', 'disputes', 'reschedules', 'entries']);
export type PushTopic = z.infer<typeof pushTopic>;
export const PUSH_TOPICS = pushTopic.options;

/** The languages a notification is written in. */
export const pushLanguage = z.enum(['es', 'en']);
export type PushLanguage = z.infer<typeof pushLanguage>;

/** A key of the browser's PushSubscription: base64url text, as `toJSON()` gives it. */
const base64Url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Must be base64url text');

/** The push service's URL for a browser: https, except on loopback (a test's own push service). */
const pushEndpoint = z
  .string()
  .max(2048)
  .refine((value) => {
    // eslint-disable-next-line no-control-regex -- naming control characters is the point
    if (!URL.canParse(value) || /[\u0000-\u0020\u007f]/.test(value)) return false;
    const url = new URL(value);
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    );
  }, 'Must be an https URL');

export const pushSubscriptionInput = z
  .object({
    endpoint: pushEndpoint,
    keys: z.object({ p256dh: base64Url(200), auth: base64Url(64) }).strict(),
    language: pushLanguage,
    /** The topics wanted; every topic when absent. */
    topics: z.array(pushTopic).max(PUSH_TOPICS.length).optional(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushSubscription = z.object({
  endpoint: z.string(),
  language: pushLanguage,
  topics: z.array(pushTopic),
});
export type PushSubscription = z.infer<typeof pushSubscription>;

export const pushSubscriptionQuery = z.object({ endpoint: pushEndpoint });

export const pushPublicKey = z.object({ publicKey: z.string() });

/** What the service worker reads from a notification's payload. */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The screen a tap opens, a path of this site. */
  url: z.string(),
  /** Notifications of one match (or entry) and topic replace each other on the device. */
  tag: z.string().optional(),
  topic: pushTopic,
});
export type PushPayload = z.infer<typeof pushPayload>;

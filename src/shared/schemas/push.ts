import { z } from 'zod';

/**
 * Push notifications (docs/push.md). A subscription names the topics it wants; leaving a topic out
 * is opting out of it. Players hear of their matches: a report to confirm, a result confirmed or
 * disputed, a new court or hour, the reminder before the match. Staff hear of disputes.
 */
export const pushTopic = z.enum(['reports', 'results', 'schedule', 'reminders', 'disputes']);
export type PushTopic = z.infer<typeof pushTopic>;
export const PUSH_TOPICS = pushTopic.options;

/** The languages a notification is written in. */
export const pushLanguage = z.enum(['es', 'en']);
export type PushLanguage = z.infer<typeof pushLanguage>;

/** A key of the browser's PushSubscription: base64url text, as `toJSON()` gives it. */
const base64Url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+=*$/, 'Must be base64url text');

export const pushSubscriptionInput = z
  .object({
    /** The push service's URL for this browser: https, except on loopback (a test's own push service). */
    endpoint: z
      .string()
      .max(2048)
      .url()
      .refine((value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));
      }, 'Must be an https URL'),
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

export const pushSubscriptionQuery = z.object({ endpoint: z.string().min(1).max(2048) });

export const pushPublicKey = z.object({ publicKey: z.string() });

/** What the service worker reads from a notification's payload. */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The screen a tap opens, a path of this site. */
  url: z.string(),
  /** Notifications of one match and topic replace each other on the device. */
  tag: z.string().optional(),
  topic: pushTopic,
});
export type PushPayload = z.infer<typeof pushPayload>;

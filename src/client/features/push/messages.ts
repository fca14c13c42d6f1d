import type { PushTopic } from '@/shared/schemas/push';
import type { MessageKey } from '@/client/i18n/i18n';

/** The label of each topic a subscription may leave out. */
export const TOPIC_LABEL: Record<PushTopic, MessageKey> = {
  reports: 'push.topic.reports',
  results: 'push.topic.results',
  schedule: 'push.topic.schedule',
  reminders: 'push.topic.reminders',
  disputes: 'push.topic.disputes',
  reschedules: 'push.topic.reschedules',
  entries: 'push.topic.entries',
};

import { useEffect, useState } from 'react';
import type { PushTopic } from '@/shared/schemas/push';
import { Button } from '@/client/components/ui/button';
import { ApiError } from '@/client/lib/api-client';
import type { SessionScope } from '@/client/lib/session';
import { activeLocale, t } from '@/client/i18n/i18n';
import { deleteSubscription, fetchPushPublicKey, saveSubscription } from './api';
import { currentSubscription, pushSupport, subscribeBrowser } from './browser-push';
import { TOPIC_LABEL } from './messages';
import styles from './push-settings.module.css';

/** The topics a player hears of, and staff. */
export const PLAYER_TOPICS: readonly PushTopic[] = [
  'reports',
  'results',
  'schedule',
  'reminders',
  'reschedules',
  'entries',
];
export const STAFF_TOPICS: readonly PushTopic[] = ['disputes', 'reschedules'];

/** The topics a device could choose among before `entries` came: a list kept then knew only these. */
const TOPICS_BEFORE_ENTRIES: readonly PushTopic[] = [
  'reports',
  'results',
  'schedule',
  'reminders',
  'disputes',
  'reschedules',
];

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'unsubscribed' | 'subscribed';

const topicsKey = (scope: SessionScope) => `bandeja.push.topics.${scope}`;

/**
 * The topics ticked on this device. Kept as `{ wanted, known }`: a topic the device did not know
 * when the list was kept is new, and ticked, as the server adds it to every subscription made
 * before it existed (docs/push.md). A plain list was kept by an app that knew the first six topics.
 */
function storedTopics(scope: SessionScope, all: readonly PushTopic[]): PushTopic[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(topicsKey(scope)) ?? 'null');
    const kept = Array.isArray(parsed)
      ? { wanted: parsed, known: TOPICS_BEFORE_ENTRIES }
      : (parsed as { wanted?: unknown; known?: unknown } | null);
    if (kept && Array.isArray(kept.wanted) && Array.isArray(kept.known)) {
      const { wanted, known } = kept as { wanted: unknown[]; known: unknown[] };
      return all.filter((topic) => wanted.includes(topic) || !known.includes(topic));
    }
  } catch {
    // Unreadable: every topic.
  }
  return [...all];
}

function keepTopics(scope: SessionScope, wanted: readonly PushTopic[], all: readonly PushTopic[]): void {
  localStorage.setItem(topicsKey(scope), JSON.stringify({ wanted, known: all }));
}

const isPushOff = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Turns this device's notifications on or off for the signed-in account, with the topics it wants
 * (docs/push.md). Says plainly when the browser cannot receive them, when the site's permission is
 * blocked, and when the server sends none.
 */
export function PushSettings({
  scope,
  topics: all,
  hint,
  headingLevel = 2,
  headingClassName,
}: {
  scope: SessionScope;
  topics: readonly PushTopic[];
  hint: string;
  /** The heading's level where the control sits: a section of /me (2), a card of the dashboard's Settings (3). */
  headingLevel?: 2 | 3;
  headingClassName?: string;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const [state, setState] = useState<State>(() => {
    const support = pushSupport();
    return support === 'supported' ? 'checking' : support;
  });
  const [topics, setTopics] = useState<PushTopic[]>(() => storedTopics(scope, all));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    if (pushSupport() !== 'supported') return;
    void currentSubscription()
      .then((subscription) => live && setState(subscription ? 'subscribed' : 'unsubscribed'))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      if (isPushOff(error)) setState('off');
      else setProblem(t('push.failed'));
      console.error('push settings', error);
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    run(async () => {
      const { publicKey } = await fetchPushPublicKey();
      const subscription = await subscribeBrowser(publicKey);
      if (subscription === 'denied' || subscription === 'default') {
        setState(subscription === 'denied' ? 'denied' : 'unsubscribed');
        return;
      }
      await saveSubscription(scope, subscription.toJSON(), activeLocale(), topics);
      setState('subscribed');
    });

  const turnOff = () =>
    run(async () => {
      const subscription = await currentSubscription();
      if (subscription) {
        await deleteSubscription(scope, subscription.endpoint).catch((error: unknown) => {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        });
        await subscription.unsubscribe();
      }
      setState('unsubscribed');
    });

  const choose = (topic: PushTopic, wanted: boolean) => {
    const next = all.filter((one) => (one === topic ? wanted : topics.includes(one)));
    setTopics(next);
    keepTopics(scope, next, all);
    if (state !== 'subscribed') return;
    void run(async () => {
      const subscription = await currentSubscription();
      if (subscription) await saveSubscription(scope, subscription.toJSON(), activeLocale(), next);
    });
  };

  let status: string | null = null;
  if (state === 'unsupported') status = t('push.unsupported');
  else if (state === 'denied') status = t('push.denied');
  else if (state === 'off') status = t('push.off');
  else if (state === 'subscribed') status = t('push.on');

  const usable = state === 'subscribed' || state === 'unsubscribed';
  return (
    <section className={styles.card} aria-labelledby={`push-title-${scope}`}>
      <Heading id={`push-title-${scope}`} className={headingClassName}>
        {t('push.title')}
      </Heading>
      <p className={styles.hint}>{hint}</p>
      {status ? (
        <p role="status" className={state === 'subscribed' ? undefined : styles.hint}>
          {status}
        </p>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {usable && all.length > 1 ? (
        <fieldset className={styles.topics} disabled={busy}>
          <legend>{t('push.topics')}</legend>
          {all.map((topic) => (
            <label key={topic} className={styles.topic}>
              <input
                type="checkbox"
                checked={topics.includes(topic)}
                onChange={(event) => choose(topic, event.target.checked)}
              />
              {t(TOPIC_LABEL[topic])}
            </label>
          ))}
        </fieldset>
      ) : null}
      {usable ? (
        <div className={styles.actions}>
          {state === 'subscribed' ? (
            <Button variant="secondary" disabled={busy} onClick={() => void turnOff()}>
              {t('push.disable')}
            </Button>
          ) : (
            <Button disabled={busy || topics.length === 0} onClick={() => void turnOn()}>
              {t('push.enable')}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}

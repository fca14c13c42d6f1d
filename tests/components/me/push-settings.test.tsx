import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, t } from '@/client/i18n/i18n';
import { saveSession } from '@/client/lib/session';
import { PLAYER_TOPICS, PushSettings } from '@/client/features/push';

/*
 * The notifications control of /me and the dashboard's settings (docs/push.md): it says when the
 * browser cannot receive notifications or the site is blocked, and subscribes with the account's
 * language and the topics ticked.
 */
const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://push.example/device-1';

/** A browser with push: a service worker registration whose PushManager subscribes, and a permission. */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: {
    endpoint: string;
    toJSON: () => PushSubscriptionJSON;
    unsubscribe: () => Promise<boolean>;
  } | null = null;
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: KEY, auth: 'tBHItJI5svbpez7KI4CCXg' } }),
      unsubscribe: vi.fn(async () => true),
    };
    return subscription;
  });
  const registration = { pushManager: { getSubscription: vi.fn(async () => subscription), subscribe } };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => answer) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration) },
  });
  return { subscribe };
}

function serverAnswers() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/push/public-key'))
        return new Response(JSON.stringify({ publicKey: KEY }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      return new Response(null, { status: init?.method === 'DELETE' ? 204 : 201 });
    }),
  );
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
  await activateLocale('en');
});

describe('the notifications control', () => {
  it('says so when the browser cannot receive notifications, in Spanish too', async () => {
    await activateLocale('es');
    render(<PushSettings scope="player" topics={PLAYER_TOPICS} hint="" />);
    expect(screen.getByRole('status')).toHaveTextContent(t('push.unsupported'));
    expect(t('push.unsupported')).toContain('Este navegador no puede recibir notificaciones');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says how to unblock them when the site’s permission is refused', () => {
    browserWithPush('denied');
    render(<PushSettings scope="player" topics={PLAYER_TOPICS} hint="" />);
    expect(screen.getByRole('status')).toHaveTextContent(t('push.denied'));
  });

  it('subscribes with the account’s language and only the topics left ticked', async () => {
    await activateLocale('es');
    saveSession({ token: 'player-token', expiresAt: '2099-01-01T00:00:00.000Z' }, 'player');
    const { subscribe } = browserWithPush('default');
    const calls = serverAnswers();
    render(<PushSettings scope="player" topics={PLAYER_TOPICS} hint="" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: t('push.topic.reminders') }));
    await user.click(screen.getByRole('button', { name: t('push.enable') }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t('push.on')));
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const saved = calls.find((call) => call.method === 'POST');
    expect(saved?.url).toContain('/v1/me/push-subscriptions');
    expect(saved?.body).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: KEY, auth: 'tBHItJI5svbpez7KI4CCXg' },
      language: 'es',
      topics: ['reports', 'results', 'schedule', 'reschedules', 'entries'],
    });

    await user.click(screen.getByRole('button', { name: t('push.disable') }));
    await waitFor(() => expect(screen.getByRole('button', { name: t('push.enable') })).toBeInTheDocument());
    const removed = calls.find((call) => call.method === 'DELETE');
    expect(removed?.url).toContain(`endpoint=${encodeURIComponent(ENDPOINT)}`);
  });

  it('lists a waiting entry moving up, in both languages, ticked on a device that kept its choice before the topic existed', async () => {
    // An older app kept the wanted topics as a plain list: reminders and reschedules were left out.
    localStorage.setItem('bandeja.push.topics.player', JSON.stringify(['reports', 'results', 'schedule']));
    browserWithPush('default');
    const calls = serverAnswers();
    saveSession({ token: 'player-token', expiresAt: '2099-01-01T00:00:00.000Z' }, 'player');
    await activateLocale('es');
    render(<PushSettings scope="player" topics={PLAYER_TOPICS} hint="" />);
    const entries = await screen.findByRole('checkbox', { name: t('push.topic.entries') });
    expect(t('push.topic.entries')).toBe('Mi inscripción pasa de la lista de espera a confirmada');
    expect(entries).toBeChecked();
    expect(screen.getByRole('checkbox', { name: t('push.topic.reminders') })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: t('push.topic.reschedules') })).not.toBeChecked();
    // Left out now, it stays out: the choice is kept with the topics the device knew.
    const user = userEvent.setup();
    await user.click(entries);
    expect(JSON.parse(localStorage.getItem('bandeja.push.topics.player') ?? 'null')).toEqual({
      wanted: ['reports', 'results', 'schedule'],
      known: PLAYER_TOPICS,
    });
    await user.click(screen.getByRole('button', { name: t('push.enable') }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      topics: ['reports', 'results', 'schedule'],
    });
    await activateLocale('en');
    expect(t('push.topic.entries')).toBe('My entry moving up from a waiting list');
  });

  it('stays off when the prompt is refused, and says why', async () => {
    browserWithPush('default', 'denied');
    serverAnswers();
    render(<PushSettings scope="admin" topics={['disputes']} hint="" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('push.enable') }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t('push.denied')));
  });
});

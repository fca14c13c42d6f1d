import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerList } from '@/shared/schemas/player';
import { Button, buttonClassName } from '@/client/components/ui/button';
import { useSignupOpen } from '@/client/components/layout/signup-open';
import type { PickerOption } from '@/client/components/ui/search-picker';
import { apiRequest, ApiError } from '@/client/lib/api-client';
import { hasValidPlayerSession, subscribeSession } from '@/client/lib/session';
import { serverErrorText } from '@/client/i18n/server-errors';
import { t } from '@/client/i18n/i18n';
import { fullName } from '@/shared/domain/team-name';
import { enterList } from '../api';
import { entryApi, entryQueries, type EntryOwner } from '../queries';
import { placesText, statusText, windowText } from '../entry-texts';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './entries.module.css';

/**
 * The partner picker (React Aria's combobox, about 38 KB gzip) loads only for a signed-in player in
 * front of an open list: a visitor reading the league page never downloads it (docs/performance.md).
 */
const SearchPicker = lazy(() =>
  import('@/client/components/ui/search-picker').then((module) => ({ default: module.SearchPicker })),
);

/** Players by name for the partner picker: the public list, active players. */
async function searchPlayers(text: string, signal: AbortSignal): Promise<PickerOption[]> {
  const list = await apiRequest<PlayerList>('/v1/players', {
    signal,
    query: { search: text, pageSize: 10, status: 'active' },
  });
  return list.players.map((player) => ({ id: player.id, label: fullName(player) }));
}

/**
 * "Enter" on a league's or a night's page (docs/entries.md): the state of the list (places taken,
 * waiting, the window), and for a signed-in player the way in: with a partner, who accepts on /me,
 * or alone (a free agent of a pairs list). A full list puts the entry on the waiting list.
 */
export function EnterPanel({ owner }: { owner: EntryOwner }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const state = useQuery({ ...entryQueries.state(owner), retry: false });
  const signedIn = useSyncExternalStore(subscribeSession, hasValidPlayerSession, () => false);
  const signupOpen = useSignupOpen();
  const mine = useQuery({ ...entryQueries.mine(), enabled: signedIn, retry: false });
  const [partner, setPartner] = useState<PickerOption | null>(null);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  if (!state.data || state.data.window === 'none' || !state.data.registration) return null;
  const list = state.data;
  const registration = state.data.registration;
  const onThisList = (entry: { list: { leagueId: number | null; clubNightId: number | null } }) =>
    owner.kind === 'league' ? entry.list.leagueId === owner.id : entry.list.clubNightId === owner.id;
  const mineHere = mine.data?.entries.find((entry) => onThisList(entry) && entry.status !== 'withdrawn');

  const enter = async () => {
    setSending(true);
    setMessage(null);
    try {
      const created = await enterList({
        ...(owner.kind === 'league' ? { leagueId: owner.id } : { clubNightId: owner.id }),
        ...(partner ? { partnerPlayerId: partner.id } : {}),
      });
      setMessage({ tone: 'ok', text: t('entries.entered', { status: statusText(created.status, created.position) }) });
      setPartner(null);
    } catch (error) {
      setMessage({
        tone: 'error',
        text: error instanceof ApiError ? (serverErrorText(error.body) ?? String(error.status)) : String(error),
      });
    } finally {
      setSending(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: entryApi.key.state(owner) }),
        queryClient.invalidateQueries({ queryKey: entryApi.key.mine() }),
      ]);
    }
  };

  const levels =
    registration.minLevel !== null || registration.maxLevel !== null
      ? t('entries.levels', {
          min: (registration.minLevel ?? 0).toFixed(1),
          max: (registration.maxLevel ?? 7).toFixed(1),
        })
      : null;

  let action;
  if (mineHere) {
    action = (
      <p className={styles.mine}>
        {t('entries.yourEntry', { status: statusText(mineHere.status, mineHere.position) })}{' '}
        <Link to="/me">{t('entries.seeOnMe')}</Link>
      </p>
    );
  } else if (list.window !== 'open') {
    action = null;
  } else if (!signedIn) {
    action = (
      <div className={styles.signedOut}>
        <Link className={buttonClassName('primary')} to="/login" search={{ redirect: location.href }}>
          {t('entries.signInToEnter')}
        </Link>
        {signupOpen ? (
          <Link className={styles.signUp} to="/signup" search={{ redirect: location.href }}>
            {t('entries.signUpToEnter')}
          </Link>
        ) : null}
      </div>
    );
  } else {
    action = (
      <div className={styles.form}>
        {registration.mode === 'pairs' ? (
          <div className={styles.picker}>
            <Suspense fallback={<p className={styles.detail}>{t('players.loadingPlayers')}</p>}>
              <SearchPicker
                label={t('entries.partner')}
                hint={t('entries.partnerHint')}
                selected={partner}
                onSelect={setPartner}
                search={searchPlayers}
              />
            </Suspense>
          </div>
        ) : null}
        <Button onClick={() => void enter()} disabled={sending}>
          {list.placesLeft > 0 ? t('entries.enter') : t('entries.joinWaitingList')}
        </Button>
      </div>
    );
  }

  return (
    <section
      className={`${blocks.card} ${styles.panel}`}
      aria-labelledby={`entries-${owner.kind}-${owner.id}`}
      data-testid="enter-panel"
    >
      <h2 id={`entries-${owner.kind}-${owner.id}`} className={styles.title}>
        {t('entries.title')}
      </h2>
      <p className={styles.places}>
        <strong className="num">{placesText(list)}</strong>
      </p>
      <p className={styles.detail}>
        {windowText(list)}
        {' · '}
        {registration.mode === 'pairs' ? t('entries.modePairs') : t('entries.modeIndividuals')}
        {levels ? ` · ${levels}` : ''}
      </p>
      {action}
      {message ? (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? styles.error : styles.ok}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import type { ClubNightPlayer } from '@/shared/schemas/club-night';
import { fullName } from '@/shared/domain/team-name';
import { ApiError } from '@/client/lib/api-client';
import { serverErrorText } from '@/client/i18n/server-errors';
import { useIsOffline } from '@/client/pwa';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/field';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { SearchPicker, type PickerOption } from '@/client/components/ui/search-picker';
import { searchPlayers } from '@/client/features/teams/admin/api';
import { addGuest, guestNameOf } from './api';
import styles from './night-players.module.css';
import { t } from '@/client/i18n/i18n';

export interface ListChange {
  kind: 'arrive' | 'leave';
  playerId: number;
  playerName: string;
}

interface NightPlayersProps {
  players: readonly ClubNightPlayer[];
  /** Why the list cannot change now (a Team Americano, every round started), or null. */
  lockedReason: string | null;
  /** Hands the change to the outbox; resolves when it is sent or kept, throws on a refusal. */
  onChange: (change: ListChange) => Promise<void>;
}

/**
 * Who is on the night, and the two changes of the list courtside: a late arrival (found with the
 * player search, or a guest by name, both needing signal; a player who left comes back offline) and
 * a drop-out (offline too). Either makes again only the rounds not started; played rounds stay.
 */
export function NightPlayers({ players, lockedReason, onChange }: NightPlayersProps) {
  const offline = useIsOffline();
  const [leaving, setLeaving] = useState<ClubNightPlayer | null>(null);
  const [guestName, setGuestName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const present = players.filter((player) => !player.droppedOut);
  const gone = players.filter((player) => player.droppedOut);

  const run = async (change: ListChange) => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      await onChange(change);
      setDone(
        change.kind === 'arrive'
          ? t('clubNights.admin.arrived', { name: change.playerName })
          : t('clubNights.admin.left', { name: change.playerName }),
      );
    } catch (failure) {
      setProblem(
        serverErrorText(failure instanceof ApiError ? failure.body : null) ?? t('clubNights.admin.listChangeFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  const arriveAsGuest = async () => {
    const name = guestNameOf(guestName);
    if (!name) return;
    setBusy(true);
    setProblem(null);
    try {
      const guest = await addGuest(name);
      setGuestName('');
      await run({ kind: 'arrive', playerId: guest.id, playerName: fullName(guest) });
    } catch (failure) {
      setProblem(
        serverErrorText(failure instanceof ApiError ? failure.body : null) ?? t('clubNights.admin.guestFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  const arrive = (option: PickerOption | null) => {
    if (option) void run({ kind: 'arrive', playerId: option.id, playerName: option.label });
  };

  return (
    <details className={styles.panel} data-testid="night-players">
      <summary className={styles.summary}>
        {t('clubNights.admin.playersPanel', { count: present.length })}
        <span className={styles.summaryHint}>{t('clubNights.admin.playersPanelHint')}</span>
      </summary>
      <div className={styles.body}>
        <p className={styles.note}>{lockedReason ?? t('clubNights.admin.listChangeNote')}</p>
        <ul className={styles.list} aria-label={t('clubNights.admin.onTheNight')}>
          {present.map((player) => (
            <li key={player.id} className={styles.row}>
              <span className={styles.name}>
                {player.name}
                {player.guest ? <small> · {t('clubNights.guest')}</small> : null}
              </span>
              {lockedReason === null ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy || present.length <= 4}
                  aria-label={t('clubNights.admin.leaveOf', { name: player.name })}
                  onClick={() => setLeaving(player)}
                >
                  {t('clubNights.admin.leave')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {gone.length > 0 ? (
          <>
            <h4 className={styles.subTitle}>{t('clubNights.admin.goneTitle')}</h4>
            <ul className={styles.list} aria-label={t('clubNights.admin.goneTitle')}>
              {gone.map((player) => (
                <li key={player.id} className={`${styles.row} ${styles.gone}`}>
                  <span className={styles.name}>{player.name}</span>
                  {lockedReason === null ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy}
                      aria-label={t('clubNights.admin.comeBackOf', { name: player.name })}
                      onClick={() => void run({ kind: 'arrive', playerId: player.id, playerName: player.name })}
                    >
                      {t('clubNights.admin.comeBack')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {lockedReason === null ? (
          <div className={styles.arrival}>
            <h4 className={styles.subTitle}>{t('clubNights.admin.lateArrival')}</h4>
            {offline ? (
              <p className={styles.note}>{t('clubNights.admin.lateArrivalOffline')}</p>
            ) : (
              <>
                <SearchPicker
                  key={players.length}
                  label={t('clubNights.admin.lateArrivalSearch')}
                  selected={null}
                  onSelect={arrive}
                  search={searchPlayers}
                  excludeIds={players.map((player) => player.id)}
                  disabled={busy}
                />
                <div className={styles.guest}>
                  <TextField
                    label={t('clubNights.admin.guestName')}
                    value={guestName}
                    onValueChange={setGuestName}
                    autoComplete="off"
                    hint={t('clubNights.admin.guestNameHint')}
                  />
                  <Button
                    variant="secondary"
                    onClick={() => void arriveAsGuest()}
                    disabled={busy || guestName.trim() === ''}
                  >
                    {t('clubNights.admin.addGuest')}
                  </Button>
                </div>
              </>
            )}
          </div>
        ) : null}
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        {done ? (
          <p className={styles.done} role="status">
            {done}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={leaving !== null}
        title={t('clubNights.admin.leaveTitle')}
        message={leaving ? t('clubNights.admin.leaveMessage', { name: leaving.name }) : ''}
        confirmLabel={t('clubNights.admin.leave')}
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          const player = leaving;
          setLeaving(null);
          if (player) void run({ kind: 'leave', playerId: player.id, playerName: player.name });
        }}
      />
    </details>
  );
}

import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isRoundScored, keptRounds, nextRoundProblem } from '@/shared/domain/club-nights';
import type { ClubNight, ClubNightMatch } from '@/shared/schemas/club-night';
import { submitNightWrite, useOutbox } from '@/client/offline';
import { NotAvailableOffline, useIsOffline } from '@/client/pwa';
import { Button } from '@/client/components/ui/button';
import { EmptyState, SectionHeader } from '@/client/components/admin/section-layout';
import section from '@/client/components/admin/section.module.css';
import { ApiError } from '@/client/lib/api-client';
import { serverErrorText } from '@/client/i18n/server-errors';
import { clubNightApi, clubNightQueries } from '../queries';
import { nightLine, scoringText } from '../messages';
import { NightLeaderboard } from '../components/night-leaderboard';
import { NightScoreCard, type NightScore } from './night-score-card';
import { shownNight, type ShownNight, type ShownNightRound } from './night-shown';
import { NightPlayers, type ListChange } from './night-players';
import styles from './night-screen.module.css';
import { t } from '@/client/i18n/i18n';

/**
 * The organiser's night, courtside: the rounds by court with big score boxes, who rests, the
 * leaderboard, and for a Mexicano "Make round N". Everything here works without signal once the
 * night is on the device: scores and rounds go through the outbox, and the screen shows the night
 * with them applied (night-shown.ts).
 */
export function NightScreen({ clubId, clubNightId }: { clubId: number; clubNightId: number }) {
  const night = useQuery(clubNightQueries.detail(clubId, clubNightId));
  const { entries } = useOutbox();
  const offline = useIsOffline();
  const queryClient = useQueryClient();
  const shown = useMemo(() => (night.data ? shownNight(night.data, entries) : null), [night.data, entries]);
  const [chosenRound, setChosenRound] = useState<number | null>(null);
  const [roundProblem, setRoundProblem] = useState<string | null>(null);
  const [making, setMaking] = useState(false);

  if (!night.data || !shown) {
    if (night.isPending && offline) return <NotAvailableOffline />;
    return (
      <EmptyState>{night.isError ? t('clubNights.admin.nightError') : t('clubNights.admin.loadingNight')}</EmptyState>
    );
  }
  const data = night.data;
  const key = clubNightApi.key.detail(clubId, clubNightId);
  // The screen opens on the first round with a match left to score (an Americano has every round
  // from the start), else the last, and stays there while scores go in: the organiser moves on.
  const openRound = shown.rounds.find((r) => !isRoundScored(r))?.number ?? shown.rounds.at(-1)?.number ?? null;
  if (chosenRound === null && openRound !== null) setChosenRound(openRound);
  const roundNumber =
    chosenRound !== null && shown.rounds.some((r) => r.number === chosenRound) ? chosenRound : openRound;
  const round = shown.rounds.find((r) => r.number === roundNumber) ?? null;
  const next = shown.rounds.length + 1;
  const shownData = { ...data, players: shown.players, plannedRounds: shown.plannedRounds, rounds: shown.rounds };
  const canMakeNext =
    data.format === 'mexicano' && !shown.roundsAwaitServer && nextRoundProblem(shownData, next) === null;

  const saveScore =
    (round: ShownNightRound, match: ShownNightRound['matches'][number]) => async (score: NightScore) => {
      const onServer = match.id > 0;
      const result = await submitNightWrite({
        operation: 'clubNight/score',
        match: {
          clubId,
          clubNightId,
          roundNumber: round.number,
          courtNumber: match.courtNumber,
          nightMatchId: onServer ? match.id : null,
          expected: { team1: match.team1, team2: match.team2 },
        },
        score,
        baseVersion: onServer ? match.version : null,
        label: t('clubNights.admin.entryLabel', { night: data.name, round: round.number, court: match.courtNumber }),
      });
      if (result.status === 'synced') {
        const answer = result.body as ClubNightMatch;
        queryClient.setQueryData<ClubNight>(
          key,
          (old) =>
            old && {
              ...old,
              rounds: old.rounds.map((r) => ({
                ...r,
                matches: r.matches.map((m) => (m.id === answer.id ? answer : m)),
              })),
            },
        );
      }
    };

  const makeNextRound = async () => {
    setMaking(true);
    setRoundProblem(null);
    try {
      const result = await submitNightWrite({
        operation: 'clubNight/next-round',
        clubId,
        clubNightId,
        number: next,
        label: t('clubNights.admin.roundLabel', { night: data.name, round: next }),
      });
      if (result.status === 'synced') queryClient.setQueryData<ClubNight>(key, result.body as ClubNight);
      setChosenRound(next);
    } catch (failure) {
      setRoundProblem(
        serverErrorText(failure instanceof ApiError ? failure.body : null) ?? t('clubNights.admin.roundFailed'),
      );
      void queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setMaking(false);
    }
  };

  const changeList = async ({ kind, playerId, playerName }: ListChange) => {
    const result = await submitNightWrite({
      operation: kind === 'arrive' ? 'clubNight/add-player' : 'clubNight/drop-player',
      clubId,
      clubNightId,
      playerId,
      playerName,
      label: t(kind === 'arrive' ? 'clubNights.admin.arrivalLabel' : 'clubNights.admin.leaveLabel', {
        night: data.name,
        name: playerName,
      }),
    });
    if (result.status === 'synced') queryClient.setQueryData<ClubNight>(key, result.body as ClubNight);
    else void queryClient.invalidateQueries({ queryKey: key });
  };

  const names = new Map(shown.players.map((player) => [player.id, player.name]));
  return (
    <section aria-labelledby="section-title" className={section.section}>
      <SectionHeader
        title={data.name}
        actions={
          <Link to="/club-night" search={{ club: clubId, id: clubNightId }} className={styles.publicLink}>
            {t('clubNights.admin.publicPage')}
          </Link>
        }
      >
        <p className={styles.line}>
          {nightLine(data)} · {scoringText(data)}
        </p>
      </SectionHeader>
      {shown.rounds.length > 1 ? (
        <nav className={styles.roundTabs} aria-label={t('clubNights.admin.rounds')}>
          {shown.rounds.map((r) => (
            <Button
              key={r.number}
              variant={r.number === roundNumber ? 'primary' : 'secondary'}
              size="sm"
              aria-current={r.number === roundNumber ? 'true' : undefined}
              onClick={() => setChosenRound(r.number)}
            >
              {t('clubNights.round', { number: r.number })}
            </Button>
          ))}
        </nav>
      ) : null}
      {round ? (
        <div className={styles.round}>
          <h3 className={styles.roundTitle}>
            {t('clubNights.round', { number: round.number })}
            {round.entry ? <span className={styles.madeHere}> · {t('offline.pendingMark')}</span> : null}
          </h3>
          <ul className={styles.cards} aria-label={t('clubNights.round', { number: round.number })}>
            {round.matches.map((match) => (
              <NightScoreCard
                key={`${round.number}-${match.courtNumber}-${match.id}`}
                night={data}
                roundNumber={round.number}
                match={match}
                onSave={saveScore(round, match)}
              />
            ))}
          </ul>
          {round.resting.length > 0 ? (
            <p className={styles.resting} data-testid="night-resting">
              {t('clubNights.resting', { names: round.resting.map((id) => names.get(id) ?? '').join(', ') })}
            </p>
          ) : null}
        </div>
      ) : (
        <EmptyState>{t('clubNights.noRounds')}</EmptyState>
      )}
      {shown.roundsAwaitServer ? (
        <p className={styles.hint} role="status">
          {t('clubNights.admin.roundsAwaitServer')}
        </p>
      ) : null}
      {data.format === 'mexicano' && !shown.roundsAwaitServer && shown.rounds.length < shown.plannedRounds ? (
        <div className={styles.nextRound}>
          <Button block disabled={!canMakeNext || making} onClick={() => void makeNextRound()}>
            {t('clubNights.admin.makeRound', { number: next })}
          </Button>
          {!canMakeNext ? <p className={styles.hint}>{t('clubNights.admin.makeRoundHint')}</p> : null}
          {roundProblem ? (
            <p className={styles.problem} role="alert">
              {roundProblem}
            </p>
          ) : null}
        </div>
      ) : null}
      <NightLeaderboard rows={shown.leaderboard} />
      <NightPlayers players={shown.players} lockedReason={listLockedReason(data.format, shown)} onChange={changeList} />
    </section>
  );
}

/**
 * Why the night's list cannot change now, in the organiser's words, or null: a Team Americano's pairs
 * are fixed; a change makes again only rounds not started, and there are none left (the server
 * refuses it too: docs/club-nights.md, "Regeneration").
 */
function listLockedReason(format: ClubNight['format'], shown: ShownNight): string | null {
  if (format === 'teamAmericano') return t('clubNights.admin.pairsFixed');
  const keep = keptRounds(shown);
  if (format === 'americano' && keep >= shown.plannedRounds) return t('clubNights.admin.everyRoundStarted');
  if (format === 'mexicano' && keep === shown.rounds.length && keep >= shown.plannedRounds)
    return t('clubNights.admin.everyRoundStarted');
  return null;
}

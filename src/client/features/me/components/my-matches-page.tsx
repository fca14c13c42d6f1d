import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_MATCH_FORMAT, type MatchFormat } from '@/shared/domain/constants';
import type { DisputeInput, MyMatch, ReportInput } from '@/shared/schemas/reports';
import type { RescheduleInput, RescheduleRequest } from '@/shared/schemas/reschedules';
import { PublicPage } from '@/client/components/layout/public-page';
import { useDocumentTitle } from '@/client/components/layout/document-title';
import { Button } from '@/client/components/ui/button';
import { StatusMessage } from '@/client/components/ui/status-message';
import { ToastProvider, useToast } from '@/client/components/ui/toast';
import { ApiError } from '@/client/lib/api-client';
import { hasValidPlayerSession, subscribeSession } from '@/client/lib/session';
import { serverErrorText } from '@/client/i18n/server-errors';
import { entryShownByMatch, useOutbox, type OutboxEntry, type ReportWrite, type RescheduleWrite } from '@/client/offline';
import { NotAvailableOffline, OfflineNotice, useUnavailableOffline } from '@/client/pwa';
import { leagueQueries } from '@/client/features/leagues/queries';
import { playerLogout } from '../api';
import { meApi } from '../keys';
import { useReportWrite, useRescheduleWrite } from '../mutations';
import { myQueries } from '../queries';
import { notStartedText } from '../messages';
import { MyMatchCard, type MyMatchKind } from './my-match-card';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './my-matches.module.css';
import { t } from '@/client/i18n/i18n';
import { PLAYER_TOPICS, PushSettings } from '@/client/features/push';
import { MyEntries } from '@/client/features/entries';

/** /me: the signed-in player's own matches. */
export function MyMatchesPage() {
  return (
    <ToastProvider>
      <MyMatches />
    </ToastProvider>
  );
}

/**
 * The player's writes still in the outbox, the one each match shows (entryShownByMatch). When one leaves it (sent by this tab's
 * loop, another tab's, or the Background Sync), the lists are read again, so the card goes from
 * "waiting to be sent" to what the server made of it, never back to "Report score" in between.
 */
function usePendingReports(): { byMatchId: Map<number, OutboxEntry>; discard: (entry: OutboxEntry) => void } {
  const outbox = useOutbox();
  const queryClient = useQueryClient();
  // The same choice as the organiser's cards: a refused write holds back the later ones of its match.
  const byMatchId = useMemo(() => entryShownByMatch(outbox.entries, 'player'), [outbox.entries]);
  const previous = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const now = new Set([...byMatchId.values()].map((entry) => entry.id));
    const left = [...previous.current].some((id) => !now.has(id));
    previous.current = now;
    if (left) void queryClient.invalidateQueries({ queryKey: meApi.key.all });
  }, [byMatchId, queryClient]);
  return { byMatchId, discard: (entry) => void outbox.discard(entry.id) };
}

/** The match formats of the player's leagues (public reads, kept for offline); free rules until known. */
function useMatchFormats(matches: readonly MyMatch[]): (match: MyMatch) => MatchFormat {
  const leagues = [...new Map(matches.map((match) => [`${match.clubId}:${match.leagueId}`, match])).values()];
  const answers = useQueries({ queries: leagues.map((match) => ({ ...leagueQueries.detail(match.clubId, match.leagueId), retry: false })) });
  return (match) => {
    const index = leagues.findIndex((league) => league.clubId === match.clubId && league.leagueId === match.leagueId);
    return answers[index]?.data?.matchFormat ?? DEFAULT_MATCH_FORMAT;
  };
}

function MyMatches() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const signedIn = useSyncExternalStore(subscribeSession, hasValidPlayerSession, () => false);
  const matches = useQuery(myQueries.matches());
  const account = useQuery(myQueries.account());
  const pending = usePendingReports();
  const write = useReportWrite();
  const moveWrite = useRescheduleWrite();
  const reschedules = useQuery(myQueries.reschedules());
  // Each match's latest request to move it (the list comes newest first).
  const requestOf = useMemo(() => {
    const latest = new Map<number, RescheduleRequest>();
    const all = reschedules.data ? [...reschedules.data.toAnswer, ...reschedules.data.mine] : [];
    for (const request of all.sort((a, b) => b.id - a.id)) if (!latest.has(request.matchId)) latest.set(request.matchId, request);
    return latest;
  }, [reschedules.data]);
  const all = matches.data ? [...matches.data.toConfirm, ...matches.data.upcoming, ...matches.data.recent] : [];
  const formatOf = useMatchFormats(all);
  const unavailable = useUnavailableOffline(matches);
  useDocumentTitle(t('me.title'));

  // The session ended (signed out, expired, or a 401 from the server or the outbox): to the
  // players' sign-in, which comes back here. Whatever waits in the outbox stays for the next sign-in.
  useEffect(() => {
    if (!signedIn) void navigate({ to: '/login', search: { redirect: '/me' }, replace: true });
  }, [signedIn, navigate]);

  const send = async (entry: ReportWrite | RescheduleWrite, sentText: string, match: MyMatch): Promise<boolean> => {
    try {
      const result = entry.operation.startsWith('reschedule/') ? await moveWrite.mutateAsync(entry as RescheduleWrite) : await write.mutateAsync(entry as ReportWrite);
      if (result.status === 'queued') toast.warning(t('me.queued'));
      else toast.success(sentText);
      return true;
    } catch (error) {
      if (error instanceof ApiError && notStartedYet(error)) {
        // This device's clock ran ahead of the server's: say from when, and read the list again.
        toast.error(notStartedText(startsAtOf(error) ?? match.startsAt));
        void queryClient.invalidateQueries({ queryKey: meApi.key.all });
        return false;
      }
      const reason = error instanceof ApiError ? (serverErrorText(error.body) ?? String(error.status)) : String(error);
      toast.error(t('me.sendFailed', { reason: reason }));
      return false;
    }
  };
  const placeOf = (match: MyMatch) => ({ clubId: match.clubId, leagueId: match.leagueId, roundId: match.roundId, matchId: match.id, groupId: match.groupId });
  const labelOf = (match: MyMatch) => `${match.team1Name} vs ${match.team2Name}`;
  const onReport = (match: MyMatch, payload: ReportInput) =>
    send({ operation: 'report/create', place: placeOf(match), payload, label: labelOf(match), key: crypto.randomUUID() }, t('me.reportSent'), match);
  const onConfirm = (match: MyMatch) => send({ operation: 'report/confirm', place: placeOf(match), label: labelOf(match), key: crypto.randomUUID() }, t('me.confirmSent'), match);
  const onDispute = (match: MyMatch, payload: DisputeInput) =>
    send({ operation: 'report/dispute', place: placeOf(match), payload, label: labelOf(match), key: crypto.randomUUID() }, t('me.disputeSent'), match);

  const onRequestMove = (match: MyMatch, payload: RescheduleInput) =>
    send({ operation: 'reschedule/request', place: placeOf(match), payload, label: labelOf(match), key: crypto.randomUUID() }, t('me.move.sent'), match);
  const onAcceptMove = (match: MyMatch, request: RescheduleRequest, proposal: number) =>
    send(
      { operation: 'reschedule/accept', place: placeOf(match), rescheduleId: request.id, payload: { proposal }, label: labelOf(match), key: crypto.randomUUID() },
      t('me.move.acceptSent'),
      match,
    );
  const onDeclineMove = (match: MyMatch, request: RescheduleRequest) =>
    send({ operation: 'reschedule/decline', place: placeOf(match), rescheduleId: request.id, payload: {}, label: labelOf(match), key: crypto.randomUUID() }, t('me.move.declineSent'), match);

  const signOut = async () => {
    await playerLogout();
    queryClient.removeQueries({ queryKey: meApi.key.all });
  };

  const header = (
    <header className={styles.pageHeader}>
      <div>
        <h1 className={styles.title}>{t('me.title')}</h1>
        {account.data ? <p className={styles.account}>{t('me.signedInAs', { username: account.data.username })}</p> : null}
      </div>
      <Button variant="secondary" size="sm" onClick={() => void signOut()}>
        {t('me.signOut')}
      </Button>
    </header>
  );

  let body;
  if (unavailable) body = <NotAvailableOffline />;
  else if (matches.isPending) body = <StatusMessage tone="loading" title={t('me.loading')} />;
  else if (matches.isError) {
    body = (
      <StatusMessage
        tone="error"
        title={t('me.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void matches.refetch()}>
            {t('me.retry')}
          </Button>
        }
      />
    );
  } else {
    const { toConfirm, upcoming, recent } = matches.data;
    const answering = new Set(toConfirm.map((match) => match.id));
    const list = (kind: MyMatchKind, rows: readonly MyMatch[]) => (
      <ul className={`${blocks.cardList} ${blocks.twoUp}`} aria-label={sectionTitle(kind)}>
        {rows.map((match) => (
          <MyMatchCard
            // A new or answered report starts the card afresh; a new court or hour (a new version,
            // arriving live) does not, so a score being typed stays (docs/live.md, "The client").
            key={`${match.id}:${match.report?.id ?? ''}:${match.report?.status ?? ''}`}
            match={match}
            kind={kind}
            matchFormat={formatOf(match)}
            pending={pending.byMatchId.get(match.id)}
            onReport={onReport}
            onConfirm={onConfirm}
            onDispute={onDispute}
            onDiscard={pending.discard}
            reschedule={requestOf.get(match.id)}
            onRequestMove={onRequestMove}
            onAcceptMove={onAcceptMove}
            onDeclineMove={onDeclineMove}
          />
        ))}
      </ul>
    );
    const moveToAnswer = new Set((reschedules.data?.toAnswer ?? []).map((request) => request.matchId));
    const movesToAnswer = upcoming.filter((match) => moveToAnswer.has(match.id) && !answering.has(match.id));
    const upcomingOnly = upcoming.filter((match) => !answering.has(match.id) && !moveToAnswer.has(match.id));
    body = (
      <>
        <OfflineNotice updatedAt={matches.dataUpdatedAt} />
        {toConfirm.length > 0 ? (
          <section className={styles.section} aria-labelledby="me-to-confirm">
            <h2 id="me-to-confirm" className={blocks.sectionTitle}>
              {t('me.toConfirm')}
            </h2>
            <p className={styles.hint}>{t('me.toConfirmHint')}</p>
            {list('toConfirm', toConfirm)}
          </section>
        ) : null}
        {movesToAnswer.length > 0 ? (
          <section className={styles.section} aria-labelledby="me-moves">
            <h2 id="me-moves" className={blocks.sectionTitle}>
              {t('me.movesToAnswer')}
            </h2>
            <p className={styles.hint}>{t('me.movesToAnswerHint')}</p>
            {list('toAnswerMove', movesToAnswer)}
          </section>
        ) : null}
        <section className={styles.section} aria-labelledby="me-upcoming">
          <h2 id="me-upcoming" className={blocks.sectionTitle}>
            {t('me.upcoming')}
          </h2>
          {upcomingOnly.length === 0 ? <StatusMessage tone="empty" title={t('me.emptyUpcoming')} headingLevel={3} /> : list('upcoming', upcomingOnly)}
        </section>
        <section className={styles.section} aria-labelledby="me-recent">
          <h2 id="me-recent" className={blocks.sectionTitle}>
            {t('me.recent')}
          </h2>
          {recent.length === 0 ? <StatusMessage tone="empty" title={t('me.emptyRecent')} headingLevel={3} /> : list('recent', recent)}
        </section>
      </>
    );
  }

  return (
    <PublicPage>
      {header}
      <MyEntries />
      {body}
      <div className={styles.section}>
        <PushSettings scope="player" topics={PLAYER_TOPICS} hint={t('push.hintPlayer')} headingClassName={blocks.sectionTitle} />
      </div>
    </PublicPage>
  );
}

/** The server's refusal of a report made before the match's start (409 MATCH_NOT_STARTED). */
const notStartedYet = (error: ApiError) => (error.body as { code?: unknown } | null)?.code === 'MATCH_NOT_STARTED';

/** The start the refusal names (its `details[0].startsAt`), when it names one. */
function startsAtOf(error: ApiError): string | undefined {
  const startsAt = (error.body as { details?: { startsAt?: unknown }[] } | null)?.details?.[0]?.startsAt;
  return typeof startsAt === 'string' ? startsAt : undefined;
}

const SECTION_TITLE = { toConfirm: 'me.toConfirm', toAnswerMove: 'me.movesToAnswer', upcoming: 'me.upcoming', recent: 'me.recent' } as const;
const sectionTitle = (kind: MyMatchKind): string => t(SECTION_TITLE[kind]);

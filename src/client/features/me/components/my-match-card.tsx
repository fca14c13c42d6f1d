import { useState } from 'react';
import type { MatchFormat } from '@/shared/domain/constants';
import type { DisputeInput, MyMatch, ReportInput } from '@/shared/schemas/reports';
import type { RescheduleInput, RescheduleRequest } from '@/shared/schemas/reschedules';
import { Button } from '@/client/components/ui/button';
import { SubstitutesNote } from '@/client/components/lineup/substitutes-note';
import { bodyOf, type OutboxEntry } from '@/client/offline';
import { now } from '@/client/lib/clock';
import { matchSlotText, confirmsAtText, reportFromText, viewerScoreText } from '../messages';
import { myTeamNameOf, opponentsNameOf, viewerScoreOf } from '../viewer-side';
import { DisputeForm } from './dispute-form';
import { ReportForm } from './report-form';
import { RescheduleForm } from './reschedule-form';
import { RescheduleState } from './reschedule-state';
import styles from './my-matches.module.css';
import { t } from '@/client/i18n/i18n';

export type MyMatchKind = 'upcoming' | 'recent' | 'toConfirm' | 'toAnswerMove';

interface MyMatchCardProps {
  match: MyMatch;
  kind: MyMatchKind;
  /** The league's match format: a typed score is checked against it. */
  matchFormat: MatchFormat;
  /** This player's newest write of the match still in the outbox. */
  pending: OutboxEntry | undefined;
  onReport: (match: MyMatch, payload: ReportInput) => Promise<boolean>;
  onConfirm: (match: MyMatch) => Promise<boolean>;
  onDispute: (match: MyMatch, payload: DisputeInput) => Promise<boolean>;
  onDiscard: (entry: OutboxEntry) => void;
  /** The match's latest request to move it (docs/reschedules.md), if any. */
  reschedule?: RescheduleRequest | undefined;
  onRequestMove?: (match: MyMatch, payload: RescheduleInput) => Promise<boolean>;
  onAcceptMove?: (match: MyMatch, request: RescheduleRequest, proposal: number) => Promise<boolean>;
  onDeclineMove?: (match: MyMatch, request: RescheduleRequest) => Promise<boolean>;
}

type Open = 'none' | 'report' | 'dispute' | 'move';

/** A request still waiting for the other pair or the organiser. */
const isOpen = (request: RescheduleRequest | undefined) => request?.status === 'proposed' || request?.status === 'accepted';

const titleOf = (match: MyMatch) => `${match.team1Name} vs ${match.team2Name}`;
const opponentsOf = opponentsNameOf;

/**
 * Whether the Report button is offered: the match has started (the server's `canReport` when the
 * list was read, or this device's clock since) and nobody reported yet.
 */
const reportableNow = (match: MyMatch) => match.report === null && (match.canReport || Date.parse(match.startsAt) <= now());

/** One of the player's matches: where and when, the score or its report's state, and what they can do. */
export function MyMatchCard({
  match,
  kind,
  matchFormat,
  pending,
  onReport,
  onConfirm,
  onDispute,
  onDiscard,
  reschedule,
  onRequestMove,
  onAcceptMove,
  onDeclineMove,
}: MyMatchCardProps) {
  const [open, setOpen] = useState<Open>('none');
  const [confirming, setConfirming] = useState(false);
  const title = titleOf(match);
  const report = match.report;
  const ours = report !== null && report.reportedBy.teamId === match.myTeamId;

  const confirm = async () => {
    setConfirming(true);
    await onConfirm(match);
    setConfirming(false);
  };

  return (
    <li className={styles.card} aria-label={title}>
      <p className={styles.slot}>{matchSlotText(match.date, match, match.courtNumber)}</p>
      <p className={styles.place}>
        {t('me.place', { club: match.clubName, league: match.leagueName, round: match.roundName })}
      </p>
      <Teams match={match} kind={kind} />
      {/* Who played, when a pair fielded a substitute: the opponents see it before they confirm a report. */}
      <SubstitutesNote match={match} />
      {pending ? <PendingState entry={pending} match={match} onDiscard={onDiscard} /> : <ReportState match={match} kind={kind} ours={ours} />}
      {!pending && reschedule && kind !== 'recent' && onAcceptMove && onDeclineMove ? (
        <RescheduleState match={match} request={reschedule} onAccept={onAcceptMove} onDecline={onDeclineMove} />
      ) : null}
      {pending || open !== 'none' ? null : (
        <div className={styles.actions}>
          {kind === 'upcoming' && report === null ? (
            reportableNow(match) ? (
              <Button variant="primary" aria-label={t('me.reportOf', { match: title })} onClick={() => setOpen('report')}>
                {t('me.reportScore')}
              </Button>
            ) : (
              <p className={styles.hint}>{reportFromText(match.startsAt)}</p>
            )
          ) : null}
          {kind === 'upcoming' && report === null && onRequestMove && !isOpen(reschedule) ? (
            <Button variant="secondary" aria-label={t('me.move.askOf', { match: title })} onClick={() => setOpen('move')}>
              {t('me.move.ask')}
            </Button>
          ) : null}
          {kind === 'toConfirm' && report?.status === 'pending' && !ours ? (
            <>
              <Button variant="primary" aria-label={t('me.confirmOf', { match: title })} disabled={confirming} aria-busy={confirming || undefined} onClick={() => void confirm()}>
                {t('me.confirm')}
              </Button>
              <Button variant="secondary" aria-label={t('me.disputeOf', { match: title })} onClick={() => setOpen('dispute')}>
                {t('me.dispute')}
              </Button>
            </>
          ) : null}
        </div>
      )}
      {open === 'report' && !pending ? (
        <ReportForm
          match={match}
          matchFormat={matchFormat}
          onCancel={() => setOpen('none')}
          onSend={async (payload) => {
            const done = await onReport(match, payload);
            if (done) setOpen('none');
            return done;
          }}
        />
      ) : null}
      {open === 'move' && !pending && onRequestMove ? (
        <RescheduleForm
          match={match}
          onCancel={() => setOpen('none')}
          onSend={async (payload) => {
            const done = await onRequestMove(match, payload);
            if (done) setOpen('none');
            return done;
          }}
        />
      ) : null}
      {open === 'dispute' && !pending ? (
        <DisputeForm
          match={match}
          matchFormat={matchFormat}
          onCancel={() => setOpen('none')}
          onSend={async (payload) => {
            const done = await onDispute(match, payload);
            if (done) setOpen('none');
            return done;
          }}
        />
      ) : null}
    </li>
  );
}

/** The player's pair and the opponents, and for a played match the score from the pair's side and whether they won. */
function Teams({ match, kind }: { match: MyMatch; kind: MyMatchKind }) {
  const { score, won } = viewerScoreOf(match, match);
  const scored = match.team1Results.length > 0 || match.outcome !== 'played';
  return (
    <div className={styles.teams}>
      <p className={styles.ourTeam}>{t('me.yourTeam', { team: myTeamNameOf(match) })}</p>
      <p className={styles.opponents}>{t('me.against', { team: opponentsOf(match) })}</p>
      {kind === 'recent' && scored ? (
        <p className={styles.result}>
          <span className={won ? `${styles.outcome} ${styles.wonMark}` : `${styles.outcome} ${styles.lostMark}`}>{won ? t('me.won') : t('me.lost')}</span>
          <span className={styles.score}>{score}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * An open report on the match, as this player sees it: theirs waiting, the opponents' to answer, or
 * disputed. Every score reads from the player's side and says who won.
 */
function ReportState({ match, kind, ours }: { match: MyMatch; kind: MyMatchKind; ours: boolean }) {
  const report = match.report;
  if (!report) return null;
  const score = viewerScoreText(viewerScoreOf(match, report));
  if (report.status === 'disputed') {
    // The dispute's own score is the pair's that did not report: the opponents' when this pair reported.
    const counter = report.counter ? viewerScoreText(viewerScoreOf(match, report.counter)) : null;
    return (
      <div className={`${styles.state} ${styles.disputed}`} role="status">
        <p className={styles.stateHead}>{t('me.disputed', { reason: report.reason ?? '' })}</p>
        <p>{t('me.reportedBy', { name: report.reportedBy.name, score: score })}</p>
        {counter ? <p>{ours ? t('me.counterScore', { score: counter }) : t('me.ownCounterScore', { score: counter })}</p> : null}
        <p>{t('me.disputedHint')}</p>
      </div>
    );
  }
  if (ours) {
    return (
      <div className={styles.state} role="status">
        <p className={styles.stateHead}>{t('me.waitingFor', { opponents: opponentsOf(match) })}</p>
        <p className={styles.score}>{t('me.reportedScore', { score: score })}</p>
        {report.confirmsAt ? <p>{confirmsAtText(report.confirmsAt)}</p> : null}
      </div>
    );
  }
  return (
    <div className={`${styles.state} ${kind === 'toConfirm' ? styles.toAnswer : ''}`}>
      <p className={styles.stateHead}>{t('me.reportedBy', { name: report.reportedBy.name, score: score })}</p>
      {report.confirmsAt ? <p>{confirmsAtText(report.confirmsAt)}</p> : null}
    </div>
  );
}

/** A write of this player's still on the device (or refused by the server): what it says, and that it waits. */
function PendingState({ entry, match, onDiscard }: { entry: OutboxEntry; match: MyMatch; onDiscard: (entry: OutboxEntry) => void }) {
  // A report/* entry holds a ReportInput, a DisputeInput or nothing (a confirmation): read what they share.
  const payload = bodyOf(entry) as { team1Results?: number[]; team2Results?: number[]; reason?: string } | null;
  const score = payload?.team1Results && payload.team2Results ? viewerScoreText(viewerScoreOf(match, { team1Results: payload.team1Results, team2Results: payload.team2Results })) : '';
  let head: string;
  if (entry.operation === 'report/create') head = t('me.reportedScore', { score: score });
  else if (entry.operation === 'report/dispute') head = t('me.disputed', { reason: payload?.reason ?? '' });
  else if (entry.operation === 'reschedule/request') head = t('me.move.pendingRequest');
  else if (entry.operation === 'reschedule/accept') head = t('me.move.pendingAccept');
  else if (entry.operation === 'reschedule/decline') head = t('me.move.pendingDecline');
  else head = t('me.confirm');
  const refused = entry.state === 'needs-attention';
  return (
    <div className={`${styles.state} ${refused ? styles.disputed : styles.queued}`} role="status">
      <p className={styles.stateHead}>{head}</p>
      {entry.operation === 'report/create' ? <p>{t('me.waitingFor', { opponents: opponentsOf(match) })}</p> : null}
      <p>
        <span className={styles.pendingMark} data-testid="pending-sync-mark">
          {t('me.pendingSync')}
        </span>
      </p>
      {refused && entry.lastError ? (
        <p role="alert">
          {t('me.sendFailed', { reason: entry.lastError })}{' '}
          <Button variant="ghost" size="sm" onClick={() => onDiscard(entry)}>
            {t('me.cancel')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

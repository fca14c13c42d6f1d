import { useState } from 'react';
import type { MyMatch } from '@/shared/schemas/reports';
import type { RescheduleRequest } from '@/shared/schemas/reschedules';
import { Button } from '@/client/components/ui/button';
import { proposalText } from '../messages';
import { opponentsNameOf } from '../viewer-side';
import styles from './my-matches.module.css';
import { t } from '@/client/i18n/i18n';

interface RescheduleStateProps {
  match: MyMatch;
  request: RescheduleRequest;
  onAccept: (match: MyMatch, request: RescheduleRequest, proposal: number) => Promise<boolean>;
  onDecline: (match: MyMatch, request: RescheduleRequest) => Promise<boolean>;
}

/**
 * A request to move the match, as this player sees it (docs/reschedules.md): their pair's waiting
 * for the other pair, the other pair's with a button per proposed slot and one to decline, an
 * agreed move waiting for the organiser, or how the last one ended.
 */
export function RescheduleState({ match, request, onAccept, onDecline }: RescheduleStateProps) {
  const [busy, setBusy] = useState(false);
  const ours = request.requestedByTeamId === match.myTeamId;
  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    const done = await work();
    if (!done) setBusy(false);
  };

  if (request.status === 'approved') return <p className={styles.hint}>{t('me.move.approved')}</p>;
  if (request.status === 'declined' || request.status === 'rejected') {
    return (
      <div className={`${styles.state} ${styles.disputed}`} role="status">
        <p className={styles.stateHead}>
          {request.status === 'declined' ? t('me.move.declined') : t('me.move.rejected')}
        </p>
        {request.note ? <p>{t('me.move.note', { note: request.note })}</p> : null}
      </div>
    );
  }
  if (request.status === 'accepted') {
    const chosen = request.acceptedProposal === null ? undefined : request.proposals[request.acceptedProposal];
    return (
      <div className={styles.state} role="status">
        <p className={styles.stateHead}>{t('me.move.accepted', { slot: chosen ? proposalText(chosen) : '' })}</p>
      </div>
    );
  }
  if (ours) {
    return (
      <div className={styles.state} role="status">
        <p className={styles.stateHead}>{t('me.move.waiting', { opponents: opponentsNameOf(match) })}</p>
        <ul className={styles.proposals} aria-label={t('me.move.proposals')}>
          {request.proposals.map((proposal, index) => (
            <li key={index} className={styles.proposal}>
              <span className={styles.proposalText}>{proposalText(proposal)}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className={`${styles.state} ${styles.toAnswer}`}>
      <p className={styles.stateHead}>{t('me.move.asks', { team: request.requestedByTeamName })}</p>
      <p>{t('me.move.reasonWas', { reason: request.reason })}</p>
      <ul className={styles.proposals} aria-label={t('me.move.proposals')}>
        {request.proposals.map((proposal, index) => (
          <li key={index} className={styles.proposal}>
            <span className={styles.proposalText}>{proposalText(proposal)}</span>
            <Button
              variant="primary"
              size="sm"
              disabled={busy}
              aria-label={t('me.move.acceptOf', { slot: proposalText(proposal) })}
              onClick={() => void run(() => onAccept(match, request, index))}
            >
              {t('me.move.accept')}
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => void run(() => onDecline(match, request))}>
          {t('me.move.decline')}
        </Button>
      </div>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { BulkInvitations } from '@/shared/schemas/reports';
import type { Player } from '@/shared/schemas/player';
import { fullName } from '@/shared/domain/team-name';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { refusalClassName } from '@/client/components/ui/refusal';
import { apiRequest } from '@/client/lib/api-client';
import { playerApi } from '../queries';
import { InvitationLinks } from '@/client/components/admin/invitation-links';
import { reasonOf } from '@/client/components/admin/load';
import { t } from '@/client/i18n/i18n';
import { expiryText } from './invitation-dialog';
import styles from './invitation-dialog.module.css';

/** POST /v1/admin/players/invitations: one new link per player asked, and who was left out. */
const createInvitations = (playerIds: number[]) =>
  apiRequest<BulkInvitations>(playerApi.admin.path.invitations(), { method: 'POST', body: { playerIds } });

/**
 * Invite several players at once: one link per player with its name, to copy one by one, all
 * together, or share; players who already have an account are listed apart, in words.
 */
export function BulkInvitationDialog({ players, onClose }: { players: Player[]; onClose: () => void }) {
  const invite = useMutation({ mutationFn: createInvitations });
  const { mutate } = invite;
  const ids = players.map((player) => player.id);
  const nameOf = new Map(players.map((player) => [player.id, fullName(player)]));
  // One set of links per opening: asked once, even when React runs the effect twice (StrictMode).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate(ids);
  }, [mutate, ids]);

  let body;
  if (invite.isError) {
    body = (
      <div className={refusalClassName()} role="alert">
        <p>{t('admin.invite.failed', { reason: reasonOf(invite.error) })}</p>
        <Button variant="secondary" onClick={() => mutate(ids)}>
          {t('admin.invite.retry')}
        </Button>
      </div>
    );
  } else if (!invite.data) {
    body = (
      <p className={styles.creating} role="status">
        {t('admin.invite.creatingMany', { count: players.length })}
      </p>
    );
  } else {
    const { invitations, skipped } = invite.data;
    const links = invitations.map((invitation) => ({
      key: invitation.playerId,
      name: nameOf.get(invitation.playerId) ?? `#${invitation.playerId}`,
      url: invitation.url,
    }));
    body = (
      <div className={styles.invitation}>
        <p className={styles.intro}>{t('admin.invite.bulkIntro')}</p>
        {links.length > 0 ? (
          <InvitationLinks links={links} shareTitle={t('admin.invite.bulkTitle', { count: players.length })} />
        ) : null}
        {invitations[0] ? <p className={styles.expiry}>{expiryText(invitations[0].expiresAt)}</p> : null}
        {skipped.length > 0 ? (
          <div className={styles.hasAccount} role="note" aria-label={t('admin.invite.skippedTitle')}>
            <p>{t('admin.invite.skippedTitle')}</p>
            <ul>
              {skipped.map((left) => (
                <li key={left.playerId}>
                  {left.reason === 'has-account'
                    ? t('admin.invite.skippedHasAccount', { name: nameOf.get(left.playerId) ?? `#${left.playerId}` })
                    : t('admin.invite.skippedNotFound', { name: nameOf.get(left.playerId) ?? `#${left.playerId}` })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <Dialog
      open
      title={t('admin.invite.bulkTitle', { count: players.length })}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('admin.invite.done')}
        </Button>
      }
    >
      {body}
    </Dialog>
  );
}

import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Invitation } from '@/shared/schemas/reports';
import type { Player } from '@/shared/schemas/player';
import { fullName } from '@/shared/domain/team-name';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { useToast } from '@/client/components/ui/toast';
import { ApiError, apiRequest } from '@/client/lib/api-client';
import { formatInstant } from '@/client/i18n/format';
import { t } from '@/client/i18n/i18n';
import { reasonOf } from '@/client/components/admin/load';
import { refusalClassName } from '@/client/components/ui/refusal';
import { playerApi } from '../queries';
import styles from './invitation-dialog.module.css';

// The QR encoder loads with the dialog only, never with the Players list (nor any public page).
const InvitationQr = lazy(() => import('./invitation-qr').then(({ InvitationQr }) => ({ default: InvitationQr })));

const DAY_MS = 24 * 3600_000;

/** "Valid for 7 more days, until 01.12.2026. 18:05". */
export const expiryText = (expiresAt: string, now = Date.now()): string => {
  const at = Date.parse(expiresAt);
  return t('admin.invite.expires', { days: Math.max(0, Math.ceil((at - now) / DAY_MS)), date: formatInstant(at) });
};

/** POST /v1/admin/players/{id}/invitation: a new one-time link each time it is asked for. */
const createInvitation = (playerId: number) => apiRequest<Invitation>(playerApi.admin.path.invitation(playerId), { method: 'POST' });

/**
 * Invite a player: the one-time link to copy or send, its QR code to scan at the club, and how long
 * it stays valid. A player who already has an account (409) is said so in words.
 */
export function InvitationDialog({ player, onClose }: { player: Player; onClose: () => void }) {
  const name = fullName(player);
  const toast = useToast();
  const linkId = useId();
  const linkRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const invite = useMutation({ mutationFn: createInvitation });
  const { mutate } = invite;
  // One link per opening: asked once, even when React runs the effect twice (StrictMode).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate(player.id);
  }, [mutate, player.id]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(t('admin.invite.copied'));
    } catch {
      linkRef.current?.select();
      toast.warning(t('admin.invite.copyFailed'));
    }
  };

  let body;
  if (invite.isError) {
    const hasAccount = invite.error instanceof ApiError && invite.error.status === 409;
    body = (
      <div className={hasAccount ? styles.hasAccount : refusalClassName()} role="alert">
        <p>{hasAccount ? t('admin.invite.hasAccount', { name }) : t('admin.invite.failed', { reason: reasonOf(invite.error) })}</p>
        {hasAccount ? null : (
          <Button variant="secondary" onClick={() => mutate(player.id)}>
            {t('admin.invite.retry')}
          </Button>
        )}
      </div>
    );
  } else if (!invite.data) {
    body = (
      <p className={styles.creating} role="status">
        {t('admin.invite.creating')}
      </p>
    );
  } else {
    const { url, expiresAt } = invite.data;
    body = (
      <div className={styles.invitation}>
        <p className={styles.intro}>{t('admin.invite.intro')}</p>
        <div className={styles.qrFrame}>
          <Suspense fallback={<div className={styles.qr} aria-hidden="true" />}>
            <InvitationQr url={url} label={t('admin.invite.qr', { name })} className={styles.qr} />
          </Suspense>
        </div>
        <label className={styles.linkLabel} htmlFor={linkId}>
          {t('admin.invite.link')}
        </label>
        <div className={styles.linkRow}>
          <input ref={linkRef} id={linkId} className={styles.link} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button variant={copied ? 'secondary' : 'primary'} onClick={() => void copy(url)}>
            {copied ? t('admin.invite.copied') : t('admin.invite.copy')}
          </Button>
        </div>
        <p className={styles.expiry}>{expiryText(expiresAt)}</p>
      </div>
    );
  }

  return (
    <Dialog
      open
      title={t('admin.invite.title', { name })}
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

import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { useToast } from '@/client/components/ui/toast';
import { t } from '@/client/i18n/i18n';
import styles from './invitation-links.module.css';

export interface InvitationLink {
  key: string | number;
  /** Whom the link is for: a player's name, or an organiser's clubs. */
  name: string;
  url: string;
}

/** "Ana Díaz: https://…", one line each: what Copy all and Share hand over. */
export const linksText = (links: readonly InvitationLink[]): string =>
  links.map((link) => `${link.name}: ${link.url}`).join('\n');

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * One-time links to hand out: each with its name and a Copy button, then Copy all and (where the
 * device has a share sheet) Share. Nothing is sent by the app: the organiser sends the links.
 */
export function InvitationLinks({ links, shareTitle }: { links: readonly InvitationLink[]; shareTitle: string }) {
  const toast = useToast();
  const [copied, setCopied] = useState<string | number | null>(null);

  const copy = async (text: string, key: string | number) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
      toast.success(key === 'all' ? t('admin.invite.allCopied') : t('admin.invite.copied'));
    } catch {
      toast.warning(t('admin.invite.copyFailed'));
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: shareTitle, text: linksText(links) });
    } catch {
      // Closing the share sheet is no failure; the links stay on screen to copy.
    }
  };

  return (
    <div className={styles.links}>
      <ul className={styles.list} aria-label={t('admin.invite.links')}>
        {links.map((link) => (
          <li key={link.key} className={styles.row} aria-label={link.name}>
            <span className={styles.name}>{link.name}</span>
            <input
              className={styles.url}
              readOnly
              value={link.url}
              aria-label={t('admin.invite.linkOf', { name: link.name })}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('admin.invite.copyOf', { name: link.name })}
              onClick={() => void copy(link.url, link.key)}
            >
              {copied === link.key ? t('admin.invite.copied') : t('admin.invite.copy')}
            </Button>
          </li>
        ))}
      </ul>
      {links.length > 1 || canShare() ? (
        <div className={styles.all}>
          {links.length > 1 ? (
            <Button variant="primary" onClick={() => void copy(linksText(links), 'all')}>
              {copied === 'all' ? t('admin.invite.allCopied') : t('admin.invite.copyAll')}
            </Button>
          ) : null}
          {canShare() ? (
            <Button variant="secondary" onClick={() => void share()}>
              {t('admin.invite.share')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

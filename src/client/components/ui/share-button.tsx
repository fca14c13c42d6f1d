import { ToastProvider, useToast } from './toast';
import { Button } from './button';
import { t } from '@/client/i18n/i18n';

export interface ShareButtonProps {
  /** The page's title, offered to the share sheet with its address. */
  title: string;
  /** The address to share; the page's own by default. */
  url?: string;
}

/**
 * Shares the page (docs/rules.md, "Public site"): the system's share sheet where the browser has
 * one (Web Share API, most phones), else the address copied to the clipboard with a "Link copied"
 * toast. Closing the share sheet is not an error and says nothing.
 */
export function ShareButton(props: ShareButtonProps) {
  return (
    <ToastProvider>
      <ShareAction {...props} />
    </ToastProvider>
  );
}

function ShareAction({ title, url }: ShareButtonProps) {
  const toast = useToast();
  const share = async () => {
    const address = url ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: address });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // A refused share (no permission, nothing to share to) falls back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.failed'));
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void share()}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="18" cy="5" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="6" cy="12" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="18" cy="19" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8.2 10.8 L15.8 6.2 M8.2 13.2 L15.8 17.8" stroke="currentColor" strokeWidth="2" />
      </svg>
      {t('share.button')}
    </Button>
  );
}

import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { Toaster, toast as sonner } from 'sonner';
import styles from './toast.module.css';
import { t } from '@/client/i18n/i18n';

export type ToastKind = 'success' | 'error' | 'warning';

export interface ToastMessage {
  id: number | string;
  kind: ToastKind;
  /** The fixed text of the product rules, word for word. */
  text: string;
  /** Extra words from the server, shown under the text (e.g. which match holds the results). */
  detail?: string;
}

export interface ToastApi {
  success: (text: string) => void;
  error: (text: string, detail?: string) => void;
  warning: (text: string, detail?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
const SUCCESS_MS = 5000;
/** Four at most, as before: an older one makes room for a new one. */
const VISIBLE_TOASTS = 4;

/** One toast's card: errors and warnings are alerts (read at once), successes a polite status. */
function ToastCard({ id, kind, text, detail }: ToastMessage) {
  return (
    <div className={`${styles.toast} ${styles[kind]}`} role={kind === 'success' ? 'status' : 'alert'}>
      <div className={styles.text}>
        <p className={styles.title}>{text}</p>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
      </div>
      <button type="button" className={styles.dismiss} aria-label={t('ui.dismissNotification')} onClick={() => sonner.dismiss(id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** The toast calls of one provider; each sends to its own Toaster (a nested provider has its own). */
function toastApi(toasterId: string): ToastApi {
  const show = (kind: ToastKind, text: string, detail?: string) => {
    sonner.custom((id) => <ToastCard id={id} kind={kind} text={text} detail={detail} />, {
      toasterId,
      // Successes fade after five seconds; errors and warnings stay until dismissed.
      duration: kind === 'success' ? SUCCESS_MS : Infinity,
    });
  };
  return {
    success: (text) => show('success', text),
    error: (text, detail) => show('error', text, detail),
    warning: (text, detail) => show('warning', text, detail),
  };
}

/**
 * Alerts and success messages without window.alert, on sonner. The toasts sit at the top of the
 * screen, on a phone too: there a dialog is a bottom sheet, and a toast at the bottom would cover
 * its Cancel and Update buttons. An open dialog keeps clear of that strip (dialog.module.css).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toasterId = useId();
  const value = useMemo(() => toastApi(toasterId), [toasterId]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster
        id={toasterId}
        position="top-right"
        visibleToasts={VISIBLE_TOASTS}
        offset={{ top: 'var(--toast-offset-desktop)', right: 'var(--space-4)' }}
        mobileOffset={{ top: 'calc(var(--toast-offset-mobile) + env(safe-area-inset-top))', left: 'var(--space-3)', right: 'var(--space-3)' }}
        toastOptions={{ unstyled: true, className: styles.item }}
        containerAriaLabel="Notifications"
      />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs a ToastProvider');
  return toast;
}

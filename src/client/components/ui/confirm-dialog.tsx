import { createContext, useCallback, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import styles from './confirm-dialog.module.css';
import { Dialog } from './dialog';
import { t } from '@/client/i18n/i18n';

export interface ConfirmOptions {
  /** The label of the button that goes ahead; "Delete" unless said otherwise. */
  confirmLabel?: string;
  title?: string;
  /** `go`: the button says yes to something made or saved (a schedule confirmed), not destroyed; red `danger` unless said. */
  tone?: 'danger' | 'go';
}

interface PendingConfirm extends ConfirmOptions {
  message: string;
  resolve: (confirmed: boolean) => void;
}

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  title?: string;
  confirmLabel?: string;
  tone?: 'danger' | 'go';
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question as an alertdialog; Cancel has the focus, so Enter never destroys by accident. */
export function ConfirmDialog({ open, message, title = t('ui.confirmTitle'), confirmLabel = t('ui.delete'), tone = 'danger', onConfirm, onCancel }: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={cancelRef}
      size="small"
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {t('ui.cancel')}
          </Button>
          <Button variant={tone === 'go' ? 'primary' : 'danger'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
    </Dialog>
  );
}

type Confirm = (message: string, options?: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

/** Hosts one confirmation at a time; useConfirm() asks it and resolves with the answer. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const confirm = useCallback<Confirm>(
    (message, options) =>
      new Promise<boolean>((resolve) => {
        setPending({ message, resolve, ...options });
      }),
    [],
  );
  const answer = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        message={pending?.message ?? ''}
        title={pending?.title}
        confirmLabel={pending?.confirmLabel}
        tone={pending?.tone}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}

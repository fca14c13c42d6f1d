import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './dialog.module.css';
import { OverlayContainerContext } from './overlay-container';
import { t } from '@/client/i18n/i18n';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (Cancel, Create/Update). */
  footer?: ReactNode;
  /** alertdialog for confirmations: a screen reader reads the message at once. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on open; defaults to the first focusable element of the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The id of the text that describes the dialog (the confirmation's question). */
  describedBy?: string;
  size?: 'small' | 'medium';
}

/** A toast is a layer above the modal: pressing its dismiss button must not close the dialog. */
const isOutsideToasts = (element: Element): boolean => !element.closest('[data-sonner-toaster]');

/**
 * A modal dialog on React Aria: labelled by its title, Esc and a press on the backdrop close it,
 * Tab stays inside, the page behind is inert and does not scroll, and focus returns to where it
 * was when it closes. Portalled into document.body so page layout never clips it.
 */
export function Dialog({ open, title, onClose, children, footer, role = 'dialog', initialFocusRef, describedBy, size = 'medium' }: DialogProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [dialogElement, setDialogElement] = useState<HTMLElement | null>(null);
  // React Aria makes the page behind inert but leaves aria-modal out (a Safari quirk of old);
  // screen readers and our axe checks still expect it on the dialog.
  const dialogRef = (element: HTMLElement | null) => {
    element?.setAttribute('aria-modal', 'true');
    setDialogElement(element);
  };
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      shouldCloseOnInteractOutside={isOutsideToasts}
      className={styles.overlay}
    >
      <Modal className={`${styles.modal} ${styles[size]}`}>
        <AriaDialog ref={dialogRef} role={role} aria-describedby={describedBy} className={styles.dialog}>
          <header className={styles.header}>
            <Heading slot="title" level={2} className={styles.title}>
              {title}
            </Heading>
            <button type="button" className={styles.close} aria-label={t('ui.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div ref={bodyRef} className={styles.body}>
            <OverlayContainerContext.Provider value={dialogElement}>{children}</OverlayContainerContext.Provider>
          </div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
          <FocusOnOpen bodyRef={bodyRef} initialFocusRef={initialFocusRef} />
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * Moves focus into the body on open (a form's first field; Cancel of a confirmation). Its effect
 * runs before React Aria's own, which then leaves a focus that is already inside alone.
 */
function FocusOnOpen({ bodyRef, initialFocusRef }: { bodyRef: RefObject<HTMLDivElement | null>; initialFocusRef?: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const target = initialFocusRef?.current ?? bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    // Once, on open: the refs are read when the dialog has just rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** 'Create' or 'Update' (SPEC.md §2), or another verb such as 'Save'. */
  submitLabel: string;
  submitting?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  /** A message about the whole form (e.g. the server's reason), above the buttons. */
  formError?: string | null;
}

/** A modal form with Cancel and Create/Update; Enter in a field submits. */
export function FormDialog({ open, title, submitLabel, submitting, onSubmit, onClose, children, formError }: FormDialogProps) {
  const formId = `form-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? <span className="btn-spinner" aria-hidden="true" /> : null}
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="admin-form" noValidate onSubmit={submit}>
        {children}
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { refusalClassName } from '@/client/components/ui/refusal';
import notices from './notices.module.css';
import styles from './form-dialog.module.css';
import { t } from '@/client/i18n/i18n';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** 'Create' or 'Update' (docs/rules.md, "Admin dashboard"), or another verb such as 'Save'. */
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
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? <span className={notices.spinner} aria-hidden="true" /> : null}
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        {children}
        {formError ? (
          <p className={refusalClassName()} role="alert">
            {formError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

/** What EditorDialog reads of a section's entity editor (use-entity-editor.ts). */
interface EditorState {
  open: boolean;
  editing: unknown;
  submitting: boolean;
  submit: () => unknown;
  close: () => void;
}

/** The create / edit dialog of a list section: its title and button follow whether a row is being edited. */
export function EditorDialog({
  editor,
  text,
  children,
}: {
  editor: EditorState;
  text: { createTitle: string; editTitle: string };
  children: ReactNode;
}) {
  return (
    <FormDialog
      open={editor.open}
      title={editor.editing ? text.editTitle : text.createTitle}
      submitLabel={editor.editing ? t('admin.update') : t('admin.create')}
      submitting={editor.submitting}
      onSubmit={() => void editor.submit()}
      onClose={editor.close}
    >
      {children}
    </FormDialog>
  );
}

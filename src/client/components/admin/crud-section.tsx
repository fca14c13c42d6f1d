import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import type { AuditEntity } from '@/shared/schemas/audit';
import { HistoryLink } from './history-link';
import { DataTable, type Column } from './data-table';
import { EditorDialog } from './form-dialog';
import { IconButton } from './icons';
import { SectionHeader } from './section-layout';
import styles from './section.module.css';
import { t } from '@/client/i18n/i18n';

interface CrudTexts {
  title: string;
  create: string;
  createTitle: string;
  editTitle: string;
}

/** The part of useEntityEditor the section drives. */
export interface CrudEditor<E> {
  open: boolean;
  editing: E | null;
  submitting: boolean;
  submit: () => unknown;
  close: () => void;
  openCreate: () => void;
  openEdit: (entity: E) => void;
  requestDelete: (entity: E) => Promise<void>;
}

interface CrudSectionProps<E> {
  text: CrudTexts;
  editor: CrudEditor<E>;
  /** "player", "team"…: names the row actions for screen readers ("Edit player Ana Díaz"). */
  noun: string;
  labelOf: (entity: E) => string;
  rows: E[];
  rowKey: (entity: E) => string | number;
  columns: Column<E>[];
  loading?: boolean;
  empty: ReactNode;
  /** Create waits for the scope it creates in (a club, a league). */
  createDisabled?: boolean;
  /** False hides Create and Delete: what the signed-in role may not do (an organiser and clubs). */
  canCreateAndDelete?: boolean;
  /** Secondary when another way in comes first (Users: invite by link before a typed password). */
  createVariant?: 'primary' | 'secondary';
  /** Buttons beside Create (a list's bulk actions: Invite selected). */
  extraActions?: ReactNode;
  /** The club / league selectors under the title. */
  selectors?: ReactNode;
  /** Actions of a row before edit and delete (Manage teams of a group). */
  rowActions?: (entity: E) => ReactNode;
  /** The fields of the create / edit modal. */
  form: ReactNode;
  /** What the audit log calls the entity: the edit modal then links to its history. */
  historyOf?: (entity: E) => { entity: AuditEntity; id: number };
  children?: ReactNode;
}

/**
 * A list section (docs/rules.md, "Admin dashboard"): a table with a Create button and edit and delete per row, and the
 * modal with Cancel and Create/Update. The section supplies its columns and form fields.
 */
export function CrudSection<E>(props: CrudSectionProps<E>) {
  const { text, editor, noun, labelOf } = props;
  return (
    <section aria-labelledby="section-title" className={styles.section}>
      <SectionHeader
        title={text.title}
        actions={
          props.canCreateAndDelete === false && !props.extraActions ? undefined : (
            <>
              {props.extraActions}
              {props.canCreateAndDelete === false ? null : (
                <Button
                  variant={props.createVariant ?? 'primary'}
                  onClick={editor.openCreate}
                  disabled={props.createDisabled}
                >
                  {text.create}
                </Button>
              )}
            </>
          )
        }
      >
        {props.selectors}
      </SectionHeader>
      <DataTable<E>
        caption={text.title}
        rows={props.rows}
        loading={props.loading}
        rowKey={props.rowKey}
        empty={props.empty}
        columns={props.columns}
        actions={(entity) => (
          <>
            {props.rowActions?.(entity)}
            <IconButton
              kind="edit"
              label={t('admin.editEntity', { noun, name: labelOf(entity) })}
              onClick={() => editor.openEdit(entity)}
            />
            {props.canCreateAndDelete === false ? null : (
              <IconButton
                kind="delete"
                label={t('admin.deleteEntity', { noun, name: labelOf(entity) })}
                onClick={() => void editor.requestDelete(entity)}
              />
            )}
          </>
        )}
      />
      <EditorDialog editor={editor} text={text}>
        {props.form}
        {editor.editing && props.historyOf ? (
          <HistoryLink {...props.historyOf(editor.editing)} name={labelOf(editor.editing)} />
        ) : null}
      </EditorDialog>
      {props.children}
    </section>
  );
}

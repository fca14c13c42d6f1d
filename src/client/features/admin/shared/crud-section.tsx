import type { ReactNode } from 'react';
import { DataTable, type Column } from './data-table';
import { FormDialog } from './form-dialog';
import { IconButton } from './icons';
import { SectionHeader } from './section-layout';
import type { EntityEditor } from './use-entity-editor';

interface CrudTexts {
  title: string;
  create: string;
  createTitle: string;
  editTitle: string;
}

interface CrudSectionProps<E, V> {
  text: CrudTexts;
  editor: EntityEditor<E, V>;
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
  /** The club / league selectors under the title. */
  selectors?: ReactNode;
  /** Actions of a row before edit and delete (Manage teams of a group). */
  rowActions?: (entity: E) => ReactNode;
  /** The fields of the create / edit modal. */
  form: ReactNode;
  children?: ReactNode;
}

/**
 * A list section of SPEC.md §2: a table with a Create button and edit and delete per row, and the
 * modal with Cancel and Create/Update. The section supplies its columns and form fields.
 */
export function CrudSection<E, V>(props: CrudSectionProps<E, V>) {
  const { text, editor, noun, labelOf } = props;
  return (
    <section aria-labelledby="section-title" className="admin-section">
      <SectionHeader
        title={text.title}
        actions={
          <button
            type="button"
            className="btn btn--primary"
            onClick={editor.openCreate}
            disabled={props.createDisabled}
          >
            {text.create}
          </button>
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
            <IconButton kind="edit" label={`Edit ${noun} ${labelOf(entity)}`} onClick={() => editor.openEdit(entity)} />
            <IconButton
              kind="delete"
              label={`Delete ${noun} ${labelOf(entity)}`}
              onClick={() => void editor.requestDelete(entity)}
            />
          </>
        )}
      />
      <FormDialog
        open={editor.open}
        title={editor.editing ? text.editTitle : text.createTitle}
        submitLabel={editor.editing ? 'Update' : 'Create'}
        submitting={editor.submitting}
        onSubmit={() => void editor.submit()}
        onClose={editor.close}
      >
        {props.form}
      </FormDialog>
      {props.children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { EmptyState } from './section-layout';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers align right and use tabular figures. */
  numeric?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** Edit/delete buttons for the last column. */
  actions?: (row: T) => ReactNode;
  loading?: boolean;
  empty: ReactNode;
  emptyHint?: ReactNode;
}

/** A list table whose rows become cards on a phone (each cell labelled by its header). */
export function DataTable<T>({ caption, rows, columns, rowKey, actions, loading, empty, emptyHint }: DataTableProps<T>) {
  if (loading) return <EmptyState>Loading…</EmptyState>;
  if (rows.length === 0) return <EmptyState hint={emptyHint}>{empty}</EmptyState>;
  return (
    <div className="table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'is-numeric' : undefined}>
                {column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="is-actions">
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={column.numeric ? 'is-numeric' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
              {actions ? (
                <td className="is-actions" data-label="Actions">
                  <div className="row-actions">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

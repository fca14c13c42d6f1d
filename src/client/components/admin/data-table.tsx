import type { ReactNode } from 'react';
import { EmptyState } from './section-layout';
import styles from './data-table.module.css';
import { t } from '@/client/i18n/i18n';

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
  if (loading) return <EmptyState>{t('admin.loading')}</EmptyState>;
  if (rows.length === 0) return <EmptyState hint={emptyHint}>{empty}</EmptyState>;
  const numeric = (column: Column<T>) => (column.numeric ? styles.numeric : undefined);
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        {/* Read by screen readers, not shown: the section's heading already names the table. */}
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={numeric(column)}>
                {column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={styles.actions}>
                {t('admin.actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={numeric(column)}>
                  {column.cell(row)}
                </td>
              ))}
              {actions ? (
                <td className={styles.actions} data-label={t('admin.actions')}>
                  <div className={styles.rowActions}>{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A long text cut to two lines in a table cell (a club's description). */
export const clampedCell = styles.clamp;

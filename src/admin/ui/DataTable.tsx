import type { ReactNode } from 'react';
import styles from './DataTable.module.css';

// A desktop table: a header row and one row per item; a row may open something (a detail, a form). Empty and
// loading states are the caller's: it passes `empty` for the former and renders nothing else meanwhile.

export interface Column<Row> {
  key: string;
  label: ReactNode;
  render: (row: Row) => ReactNode;
  /** Numbers align to the right. */
  numeric?: boolean;
  /** The header of the column the rows are sorted by says so (aria-sort); its label is then the button that sorts. */
  sorted?: 'ascending' | 'descending' | 'none';
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  onOpen?: (row: Row) => void;
  empty: ReactNode;
  caption?: ReactNode;
}

export function DataTable<Row>({ columns, rows, rowKey, onOpen, empty, caption }: DataTableProps<Row>) {
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined} aria-sort={column.sorted}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={onOpen ? styles.openable : undefined}
              onClick={onOpen ? () => onOpen(row) : undefined}
              onKeyDown={
                onOpen
                  ? (event) => {
                      if (event.key === 'Enter') onOpen(row);
                    }
                  : undefined
              }
              tabIndex={onOpen ? 0 : undefined}
            >
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? styles.numeric : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

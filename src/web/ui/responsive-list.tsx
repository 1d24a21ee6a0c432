import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell(item: T): ReactNode;
  align?: 'left' | 'right';
  /** Classes of ui/list-page.css for the cells: nowrap, strong, numeric, muted-cell clip. */
  className?: string;
}

interface Props<T> {
  items: T[];
  isCompact: boolean;
  /** The list's accessible name. */
  label: string;
  columns: Array<Column<T>>;
  /** A phone's card for one item, above its actions. */
  card(item: T): ReactNode;
  /** A row's actions; a read-only list (on a detail page) has none and no column for them. */
  actions?: (item: T) => ReactNode;
}

const cellClass = (column: { align?: 'left' | 'right'; className?: string }) =>
  [column.align === 'right' ? 'align-right' : '', column.className ?? ''].filter(Boolean).join(' ') || undefined;

/** A table on a laptop; cards on a phone, so nothing scrolls sideways at 375 px. Plain HTML: no MUI to load for a list. */
export function ResponsiveList<T extends { id: string }>({
  items,
  isCompact,
  label,
  columns,
  card,
  actions,
}: Props<T>) {
  if (isCompact) {
    return (
      <ul className="card-list" aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className="list-card">
            {card(item)}
            {actions?.(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="align-right">
                Åtgärder
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              {columns.map((column) => (
                <td key={column.header} className={cellClass(column)}>
                  {column.cell(item)}
                </td>
              ))}
              {actions && <td className="align-right nowrap">{actions(item)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

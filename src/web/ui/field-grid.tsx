import type { CSSProperties, ReactNode } from 'react';

/**
 * Fields side by side from 600 px, one under the other on a phone: `columns` as CSS grid columns
 * ("1fr 1fr", "2fr 1fr 1fr"); `phoneColumns` where two short fields fit side by side on a phone.
 */
export function FieldGrid({
  columns = '1fr 1fr',
  phoneColumns = '1fr',
  children,
}: {
  columns?: string;
  phoneColumns?: string;
  children: ReactNode;
}) {
  return (
    <div className="field-grid" style={{ '--columns': columns, '--phone-columns': phoneColumns } as CSSProperties}>
      {children}
    </div>
  );
}

/**
 * A field of a FieldGrid that takes the whole row on a phone (an invoice line's description), or all
 * of it but the last column, which an `EndOfFirstRowOnPhone` then takes (the line's delete button).
 */
export function WideOnPhone({
  children,
  leavesLastColumn = false,
}: {
  children: ReactNode;
  leavesLastColumn?: boolean;
}) {
  return (
    <div className={leavesLastColumn ? 'field-grid-wide-on-phone field-grid-leaves-last' : 'field-grid-wide-on-phone'}>
      {children}
    </div>
  );
}

/** On a phone, the end of a FieldGrid's first row, beside a `WideOnPhone` that leaves it room. */
export function EndOfFirstRowOnPhone({ children }: { children: ReactNode }) {
  return <div className="field-grid-end-of-first-row">{children}</div>;
}

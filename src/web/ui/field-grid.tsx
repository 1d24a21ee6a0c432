import type { CSSProperties, ReactNode } from 'react';

/**
 * Fields side by side from 600 px, one under the other on a phone: `columns` as CSS grid columns
 * ("1fr 1fr", "2fr 1fr 1fr"); `phoneColumns` where two short fields fit side by side on a phone.
 */
export function FieldGrid({ columns = '1fr 1fr', phoneColumns = '1fr', children }: { columns?: string; phoneColumns?: string; children: ReactNode }) {
  return (
    <div className="field-grid" style={{ '--columns': columns, '--phone-columns': phoneColumns } as CSSProperties}>
      {children}
    </div>
  );
}

/** A field of a FieldGrid that takes the whole row on a phone (an invoice line's description). */
export function WideOnPhone({ children }: { children: ReactNode }) {
  return <div className="field-grid-wide-on-phone">{children}</div>;
}

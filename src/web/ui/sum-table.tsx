/** Sums under a list of lines (Netto, Moms, Totalt), at the right, the total set off by a line. */
export function SumTable({
  label,
  rows,
}: {
  label: string;
  rows: Array<{ label: string; value: string; isTotal?: boolean }>;
}) {
  return (
    <dl className="sum-table" aria-label={label} aria-live="polite">
      {rows.map((row) => (
        <div key={row.label} className={row.isTotal ? 'is-total' : undefined}>
          <dt>{row.label}</dt>
          <dd className="numeric">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

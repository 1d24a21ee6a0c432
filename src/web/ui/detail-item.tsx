/** A label over its value on a detail page; nothing when there is no value. */
export function DetailItem({ label, value }: { label: string; value: string | number | null }) {
  if (value === null || value === '') return null;
  return (
    <div className="detail-item">
      <p className="text text-muted text-small">{label}</p>
      <p className="text text-lines wrap-anywhere">{value}</p>
    </div>
  );
}

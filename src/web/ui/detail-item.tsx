/**
 * A label over its value on a detail page; nothing when there is no value. `isWideOnPhone`: the
 * whole row of a two-column grid on a phone, for a value a half row would cut (a serial number).
 */
export function DetailItem({
  label,
  value,
  isWideOnPhone = false,
}: {
  label: string;
  value: string | number | null;
  isWideOnPhone?: boolean;
}) {
  if (value === null || value === '') return null;
  return (
    <div className={isWideOnPhone ? 'detail-item field-grid-wide-on-phone' : 'detail-item'}>
      <p className="text text-muted text-small">{label}</p>
      <p className="text text-lines wrap-anywhere">{value}</p>
    </div>
  );
}

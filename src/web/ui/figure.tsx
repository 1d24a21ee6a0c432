/** A figure that matters on its own (I lager 12 st, the meter): a small label over a big number. */
export function Figure({ label, value, size = 'large' }: { label: string; value: string; size?: 'large' | 'huge' }) {
  return (
    <div className="figure">
      <p className="text text-muted text-small">{label}</p>
      <p className={`figure-value figure-${size}`}>{value}</p>
    </div>
  );
}

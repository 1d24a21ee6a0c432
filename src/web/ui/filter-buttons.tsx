/** One button per filter, in the order of `labels` (declared once, in the shared vocabulary); the chosen one is pressed. */
export function FilterButtons<T extends string>({
  value,
  labels,
  onChange,
  label,
}: {
  value: T;
  labels: Record<T, string>;
  onChange(value: T): void;
  label: string;
}) {
  return (
    <div className="filter-group" role="group" aria-label={label}>
      {(Object.entries(labels) as Array<[T, string]>).map(([option, text]) => (
        <button key={option} type="button" aria-pressed={option === value} onClick={() => onChange(option)}>
          {text}
        </button>
      ))}
    </div>
  );
}

import { ToggleButton, ToggleButtonGroup } from '@mui/material';

/** One button per filter, in the order of `labels` (declared once, in the shared vocabulary). */
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
    <ToggleButtonGroup
      value={value}
      exclusive
      onChange={(_event, next: T | null) => next && onChange(next)}
      aria-label={label}
      size="small"
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {(Object.entries(labels) as Array<[T, string]>).map(([option, text]) => (
        <ToggleButton key={option} value={option} sx={{ px: 2 }}>
          {text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

import { ToggleButton, ToggleButtonGroup } from '@mui/material';

export function FilterButtons<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T;
  options: Array<{ value: T; label: string }>;
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
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} sx={{ px: 2 }}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

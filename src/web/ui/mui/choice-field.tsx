import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Switch,
} from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}

/** An on/off setting that takes effect as a whole (Lagerförd, Godkänd för F-skatt). */
export function SwitchField({ label, checked, onChange, disabled }: Props) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  );
}

/** One item ticked or not (an interval this job performs). */
export function CheckboxField({ label, checked, onChange, disabled }: Props) {
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  );
}

/** A tick box beside a field that names it (a checklist row): `label` is for screen readers. */
export function BareCheckbox({ label, checked, onChange, disabled }: Omit<Props, 'label'> & { label: string }) {
  return (
    <Checkbox
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': label } }}
      sx={{ mt: 0.5 }}
    />
  );
}

/** One of a few choices, each with a line saying what it means (a quote's price type). */
export function RadioChoiceField<T extends string>({
  label,
  value,
  onChange,
  options,
  error,
}: {
  label: string;
  value: T | undefined;
  onChange(value: T): void;
  options: ReadonlyArray<{ value: T; label: string; detail: string }>;
  error?: string | undefined;
}) {
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup value={value ?? ''} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mt: 1 }}
            label={
              <span>
                <strong>{option.label}</strong>
                <span style={{ display: 'block', fontSize: '0.875rem', opacity: 0.8 }}>{option.detail}</span>
              </span>
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

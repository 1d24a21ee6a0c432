import { Checkbox, FormControlLabel, Switch } from '@mui/material';
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

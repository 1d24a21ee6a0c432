import { InputAdornment, MenuItem, TextField as MuiTextField } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FieldOption = string | { value: string; label: string };

/** What a field looks like and accepts; the same for a field bound to a form and a free one. */
export interface FieldLook {
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'number' | 'url';
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  placeholder?: string;
  helperText?: ReactNode;
  /** Written after the value: kr, h, st. */
  unit?: string | undefined;
  /** The phone's keyboard: decimal for amounts (a comma key), numeric for numbers. */
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email' | 'tel';
  min?: number;
  max?: number;
  step?: number;
  multiline?: boolean;
  minRows?: number;
  /** A choice among these instead of free text. */
  options?: readonly FieldOption[] | undefined;
  size?: 'small' | 'medium';
  /** Big text, for a value typed in the yard with gloves on. */
  isLarge?: boolean;
  /** Another element that explains the field (its id). */
  describedBy?: string;
  isFullWidth?: boolean;
}

interface Binding {
  name?: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  onEnter?(): void;
  inputRef?: Ref<HTMLInputElement>;
  error: boolean;
  message: ReactNode;
}

const largeText = { '& .MuiInputBase-input': { fontSize: '1.4rem', py: 1.75 } };

function Field({ look, binding }: { look: FieldLook; binding: Binding }) {
  const {
    label,
    type,
    unit,
    inputMode,
    min,
    max,
    step,
    options,
    isLarge,
    describedBy,
    readOnly,
    isFullWidth = true,
    minRows,
    ...rest
  } = look;
  return (
    <MuiTextField
      {...rest}
      label={label}
      type={type}
      name={binding.name}
      value={binding.value}
      onChange={(event) => binding.onChange(event.target.value)}
      onBlur={binding.onBlur}
      onKeyDown={
        binding.onEnter
          ? (event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              binding.onEnter?.();
            }
          : undefined
      }
      inputRef={binding.inputRef}
      error={binding.error}
      helperText={binding.message}
      select={options !== undefined}
      minRows={minRows}
      fullWidth={isFullWidth}
      sx={isLarge ? largeText : undefined}
      slotProps={{
        input: {
          readOnly,
          endAdornment: unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined,
        },
        htmlInput: { inputMode, min, max, step, 'aria-describedby': describedBy },
        inputLabel: type === 'date' ? { shrink: true } : undefined,
      }}
    >
      {options?.map((option) => {
        const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        );
      })}
    </MuiTextField>
  );
}

/** A field the screen holds the value of; `onEnter` acts on Enter instead of submitting the form around it. */
export function TextField({
  value,
  onChange,
  onEnter,
  error = false,
  ...look
}: FieldLook & { value: string; onChange(value: string): void; onEnter?(): void; error?: boolean }) {
  return <Field look={look} binding={{ value, onChange, onEnter, error, message: look.helperText }} />;
}

/** A field bound to react-hook-form; the zod schema's message shows under it while it is wrong. */
export function FormTextField<T extends FieldValues, Output = T>({
  name,
  control,
  errorText,
  ...look
}: FieldLook & {
  name: FieldPath<T>;
  /** The form's values as typed; what its schema makes of them (Output) may differ. */
  control: Control<T, unknown, Output>;
  /** Shown instead of the schema's message while the field is wrong (a shorter text for a narrow field). */
  errorText?: string | undefined;
}) {
  const { field, fieldState } = useController({ name, control });
  const binding: Binding = {
    name: field.name,
    value: (field.value as string | null | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error !== undefined,
    message: fieldState.error ? (errorText ?? fieldState.error.message) : look.helperText,
  };
  return <Field look={look} binding={binding} />;
}

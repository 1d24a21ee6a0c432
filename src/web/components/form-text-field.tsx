import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Shown instead of the schema's message while the field is wrong (a shorter text for a narrow field). */
  errorText?: string | undefined;
};

/** A MUI text field bound to react-hook-form; the zod schema's message shows as helper text. */
export function FormTextField<T extends FieldValues>({ name, control, helperText, errorText, ...props }: Props<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error ? (errorText ?? fieldState.error.message) : helperText}
      fullWidth={props.fullWidth ?? true}
    />
  );
}

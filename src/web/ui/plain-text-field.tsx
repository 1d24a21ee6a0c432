import { useId, type InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'> & {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
  helperText?: string;
};

/**
 * A text field without MUI, bound to react-hook-form as an uncontrolled input: what is typed into a
 * prerendered page before its script has run is kept. The zod schema's message shows below it.
 */
export function PlainTextField<T extends FieldValues>({ form, name, label, helperText, required, ...props }: Props<T>) {
  const id = useId();
  const error = form.formState.errors[name]?.message;
  const help = typeof error === 'string' ? error : helperText;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        {...props}
        {...form.register(name)}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={help ? `${id}-help` : undefined}
      />
      {help && (
        <p id={`${id}-help`} className="field-help">
          {help}
        </p>
      )}
    </div>
  );
}

import { useId } from 'react';

/** A yes/no choice with its label beside it (Synlig för kunden, Visa kundens signatur på fakturan). */
export function CheckboxField({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {label}
      </label>
    </div>
  );
}

import type { FormHTMLAttributes, ReactNode } from 'react';

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, 'className' | 'style'> & {
  /** A `div` for a column of a form's parts that is not itself the form (a message and its link). */
  as?: 'form' | 'div';
  children: ReactNode;
};

/** A form's fields, messages and buttons one under the other, 16 px apart (the login, a card's form). */
export function FormStack({ as = 'form', children, ...props }: Props) {
  if (as === 'div') return <div className="form-stack">{children}</div>;
  return (
    <form className="form-stack" {...props}>
      {children}
    </form>
  );
}

/** Two fields side by side from 600 px (first and last name), one under the other on a phone. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className="field-pair">{children}</div>;
}

/**
 * A plain field's frame for an input the screen holds itself: the label above, the help below, tied
 * to the input by `id` (`${id}-help`). A field bound to react-hook-form is `PlainTextField`.
 */
export function PlainField({
  id,
  label,
  help,
  children,
}: {
  id: string;
  label: string;
  help: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <p id={`${id}-help`} className="field-help">
        {help}
      </p>
    </div>
  );
}

import type { ReactNode } from 'react';

/** Choices that belong together under a legend, with a line of help below (red while wrong). */
export function Fieldset({
  legend,
  help,
  isWrong = false,
  children,
}: {
  legend: string;
  help?: ReactNode;
  isWrong?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="fieldset">
      <legend>{legend}</legend>
      {children}
      {help && <p className={`field-help${isWrong ? ' text-error' : ''}`}>{help}</p>}
    </fieldset>
  );
}

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from './icon';

type Variant = 'primary' | 'outlined' | 'ghost' | 'danger' | 'text';

interface Look {
  /** primary: the screen's main action; outlined: beside it; ghost: Avbryt; danger: Ta bort; text: a small link-like action. */
  variant?: Variant;
  /** huge: the one action of a yard screen, typed with gloves on (Spara avläsning). */
  size?: 'small' | 'normal' | 'large' | 'huge';
  icon?: IconName | undefined;
  isFullWidth?: boolean;
  className?: string | undefined;
}

function classes({ variant = 'outlined', size = 'normal', isFullWidth = false, className }: Look): string {
  const names = variant === 'text' ? ['button-text'] : ['button', `button-${variant}`];
  if (size !== 'normal') names.push(`button-${size}`);
  if (isFullWidth) names.push('button-full');
  if (className) names.push(className);
  return names.join(' ');
}

type ButtonProps = Look &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
    /** Working: a spinner instead of the icon, and it cannot be pressed again. */
    isBusy?: boolean;
    children: ReactNode;
  };

/** A button, 44 px or more to touch; `type` is "button" unless it submits a form. */
export function Button({
  variant,
  size,
  icon,
  isFullWidth,
  className,
  isBusy = false,
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={classes({ variant, size, isFullWidth, className })}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
    >
      {isBusy ? (
        <span className="spinner spinner-small" role="progressbar" aria-label="Arbetar" />
      ) : (
        icon && <Icon name={icon} size={20} />
      )}
      {children}
    </button>
  );
}

/** A link that looks like a button: to another screen (`to`) or to a file or address (`href`). */
export function LinkButton({
  to,
  href,
  download,
  children,
  ...look
}: Look & { to?: string; href?: string; download?: boolean; children: ReactNode }) {
  const content = (
    <>
      {look.icon && <Icon name={look.icon} size={20} />}
      {children}
    </>
  );
  if (to !== undefined)
    return (
      <Link to={to} className={classes(look)}>
        {content}
      </Link>
    );
  return (
    <a href={href} download={download || undefined} className={classes(look)}>
      {content}
    </a>
  );
}

/** An icon alone: `label` names it for a screen reader and shows as its tooltip. */
export function IconButton({
  icon,
  label,
  tooltip = label,
  isBusy = false,
  tone,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children' | 'aria-label'> & {
  icon: IconName;
  label: string;
  /**
   * Shorter than the label where the label names the row ("Redigera" for "Redigera kund Berg"); null
   * where a hint under the button would run off the screen (the header's right end): the browser's own then.
   */
  tooltip?: string | null;
  isBusy?: boolean;
  tone?: 'primary';
}) {
  return (
    <button
      type="button"
      {...props}
      className={`icon-button${tooltip === null ? '' : ' has-tooltip'}${tone === 'primary' ? ' icon-primary-button' : ''}`}
      data-tooltip={tooltip ?? undefined}
      title={tooltip === null ? label : undefined}
      aria-label={label}
      aria-busy={isBusy || undefined}
      disabled={props.disabled || isBusy}
    >
      {isBusy ? (
        <span className="spinner spinner-small" role="progressbar" aria-label="Arbetar" />
      ) : (
        <Icon name={icon} />
      )}
    </button>
  );
}

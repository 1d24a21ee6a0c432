import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from './icon';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'maxLength'> & {
  label: string;
  fullWidth?: boolean;
};

/** A search box with its label, the magnifier in front, at most 100 characters (what the API accepts). */
export function SearchField({ label, fullWidth = false, className, ...props }: Props) {
  const id = useId();
  return (
    <div className={`field search-field${fullWidth ? ' is-full' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="search-field-input">
        <Icon name="search" size={20} />
        <input {...props} id={id} type="search" maxLength={100} />
      </div>
    </div>
  );
}

/** What a search says about itself under its field (how to search, nothing found), read out as it changes. */
export function SearchStatus({ children }: { children: ReactNode }) {
  return (
    <div aria-live="polite" className="search-status">
      {children}
    </div>
  );
}

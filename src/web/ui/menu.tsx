import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon, type IconName } from './icon';

export interface MenuItem {
  label: string;
  onSelect(): void;
}

interface Props {
  /** Names the button and the menu for a screen reader ("Användarmeny"). */
  label: string;
  icon: IconName;
  /** Shown at the top, not chosen (who is signed in). */
  heading?: { title: string; detail?: string | null | undefined };
  items: MenuItem[];
}

/**
 * A menu behind an icon button, as the WAI-ARIA menu button pattern: arrow keys, Home and End move
 * between the items, Escape closes and gives focus back to the button, a click elsewhere closes.
 * Drawn plainly, so that the header of every signed-in screen needs no MUI.
 */
export function Menu({ label, icon, heading, items }: Props) {
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const choices = () => [
    ...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? []),
  ];
  useEffect(() => {
    if (!isOpen) return;
    choices()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = choices();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const moveTo = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(list.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="menu-anchor" ref={anchor}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={isOpen ? menuId : undefined}
        aria-expanded={isOpen ? 'true' : undefined}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name={icon} />
      </button>
      {isOpen && (
        <ul className="menu" role="menu" id={menuId} aria-label={label} ref={menu} onKeyDown={onMenuKeyDown}>
          {heading && (
            <>
              <li role="none">
                <button type="button" role="menuitem" disabled>
                  <span className="row-primary">{heading.title}</span>
                  {heading.detail && <span className="row-secondary">{heading.detail}</span>}
                </button>
              </li>
              <li role="separator" />
            </>
          )}
          {items.map((item) => (
            <li role="none" key={item.label}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

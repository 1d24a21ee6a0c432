import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../ui/icon';
import { useSession } from '../../session/session-context';

/**
 * The signed-in user's menu (profile, log out), as the WAI-ARIA menu button pattern: arrow keys move
 * between the items, Escape closes and gives focus back to the button, a click elsewhere closes.
 * Plain, so that the header of every signed-in screen needs no MUI.
 */
export function UserMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? [])];
  useEffect(() => {
    if (!isOpen) return;
    items()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  if (!user) return null;
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
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
  const choose = (action: () => void) => () => {
    close(false);
    action();
  };

  return (
    <div className="menu-anchor" ref={anchor}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label="Användarmeny"
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
        <Icon name="accountCircle" />
      </button>
      {isOpen && (
        <ul className="menu" role="menu" id={menuId} aria-label="Användarmeny" ref={menu} onKeyDown={onMenuKeyDown}>
          <li role="none">
            <button type="button" role="menuitem" disabled>
              <span className="row-primary">{user.name || user.email}</span>
              {user.name && <span className="row-secondary">{user.email}</span>}
            </button>
          </li>
          <li role="separator" />
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={choose(() => void navigate('/profile'))}>
              Min profil
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={choose(() => void signOut())}>
              Logga ut
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

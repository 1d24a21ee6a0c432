import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '../../ui/icon';
import { isUnder, type NavGroup } from './nav-links';

/**
 * A place of the header's navigation with several screens (Ekonomi, Team): a button that shows its
 * links below it, as the disclosure navigation pattern (a list of links, not an application menu).
 * It closes on a link, Escape (focus back to the button), a click elsewhere or focus leaving it.
 */
export function NavGroupLinks({ group }: { group: NavGroup }) {
  const { pathname } = useLocation();
  // Opened on a page: moving to another closes it, with no effect to run (react.dev, You Might Not Need an Effect).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const setOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const listId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const isCurrent = group.links.some((link) => isUnder(pathname, link.to));

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: Event) => {
      if (!anchor.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [isOpen]);

  return (
    <div
      className="nav-group"
      ref={anchor}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={`nav-group-button${isCurrent ? ' active' : ''}`}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpen(!isOpen)}
      >
        {group.label}
        <Icon name="expandMore" size={18} />
      </button>
      <ul id={listId} className="nav-group-links" hidden={!isOpen}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={() => setOpen(false)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

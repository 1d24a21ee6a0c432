import { Fragment, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { Logo } from './logo';
import { isGroup, type NavEntry } from './nav-links';

/**
 * The menu on a phone or a tablet (docs/product.md, Signed-in screens): a modal panel that closes on
 * a link, a click outside or Escape. A group's links are all shown under its heading: one tap away.
 */
export function NavDrawer({ entries, onClose }: { entries: NavEntry[]; onClose(): void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus();
    };
  }, [onClose]);
  return (
    <>
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div className="drawer" role="dialog" aria-modal="true" aria-label="Meny" ref={panel}>
        <Logo onClick={onClose} />
        <nav aria-label="Huvudmeny">
          {entries.map((entry) =>
            isGroup(entry) ? (
              <Fragment key={entry.label}>
                <h2 className="drawer-heading">{entry.label}</h2>
                <ul aria-label={entry.label}>
                  {entry.links.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} onClick={onClose}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </Fragment>
            ) : (
              <NavLink key={entry.to} to={entry.to} onClick={onClose}>
                {entry.label}
              </NavLink>
            ),
          )}
        </nav>
      </div>
    </>
  );
}

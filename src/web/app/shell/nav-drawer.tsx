import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { Logo } from './logo';
import type { NavLink as NavLinkItem } from './nav-links';

/** The menu below 768 px (docs/product.md, Signed-in screens): a modal panel that closes on a link, a click outside or Escape. */
export function NavDrawer({ links, onClose }: { links: NavLinkItem[]; onClose(): void }) {
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
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} onClick={onClose}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </>
  );
}

import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { LogoMark } from './logo';

const never = () => () => undefined;

export function Footer() {
  // The visitor's year: a page prerendered at build time leaves it out until React has taken over.
  const year = useSyncExternalStore(
    never,
    () => new Date().getFullYear(),
    () => null,
  );
  return (
    <footer className="app-footer">
      <div className="app-footer-inner">
        <div>
          <LogoMark size={22} />
          <p style={{ margin: 0 }}>© {year ? `${year} ` : ''}Verkstan – för verkstäder som håller maskinerna igång</p>
        </div>
        <div style={{ gap: 16 }}>
          <Link to="/about">Om oss</Link>
          <Link to="/contact">Kontakta oss</Link>
        </div>
      </div>
    </footer>
  );
}

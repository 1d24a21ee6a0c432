import { Link } from 'react-router';
import { LogoMark } from './logo';

export function Footer() {
  return (
    <footer className="app-footer">
      <div className="app-footer-inner">
        <div>
          <LogoMark size={22} />
          <p style={{ margin: 0 }}>© {new Date().getFullYear()} Verkstan – för verkstäder som håller maskinerna igång</p>
        </div>
        <div style={{ gap: 16 }}>
          <Link to="/about">Om oss</Link>
          <Link to="/contact">Kontakta oss</Link>
        </div>
      </div>
    </footer>
  );
}

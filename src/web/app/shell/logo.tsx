import { Link } from 'react-router';

export function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#15181c" />
      <path
        fill="#f5a524"
        d="M21.7 6.2a6.5 6.5 0 0 0-7.9 8.3L6.6 21.7a2.3 2.3 0 0 0 3.3 3.3l7.2-7.2a6.5 6.5 0 0 0 8.3-7.9l-3.6 3.6-3.2-.8-.8-3.2z"
      />
    </svg>
  );
}

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className="logo" aria-label="Verkstan, till startsidan" onClick={onClick}>
      <LogoMark />
      <span>Verkstan</span>
    </Link>
  );
}

import type { ReactNode } from 'react';

/**
 * A chart drawn in SVG by its screen (the meter's line), the whole width of its card at the height its
 * proportions give; `label` says in words what it shows, for those who cannot see it.
 */
export function ChartFrame({
  width,
  height,
  label,
  children,
}: {
  width: number;
  height: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <svg className="chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      {children}
    </svg>
  );
}

import type { ReactNode } from 'react';

/** A record's facts (ui/detail-item.tsx) in columns: one on a phone, two from 600 px, four from 900 px. */
export function DetailGrid({ children }: { children: ReactNode }) {
  return <div className="detail-grid">{children}</div>;
}

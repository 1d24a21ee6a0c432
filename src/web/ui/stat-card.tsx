import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import { Skeleton } from './skeleton';

/** A count on its own card (the dashboard's four): an accent icon beside a label over the number. */
export function StatCard({ label, value, icon }: { label: string; value: number | undefined; icon: IconName }) {
  return (
    <div className="stat-card">
      <Icon name={icon} size={36} />
      <div>
        <p className="stat-label">{label}</p>
        <p className="stat-value">{value === undefined ? <Skeleton isText /> : value.toLocaleString('sv-SE')}</p>
      </div>
    </div>
  );
}

/** `StatCard`s two to a row, four from 1200 px. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="stat-grid">{children}</div>;
}

/** Cards two side by side from 768 px, one under the other on a phone. */
export function CardPair({ children }: { children: ReactNode }) {
  return <div className="card-pair">{children}</div>;
}

/** A count inside a card, the number over its label; in the tone's colour when it is above nought. */
export function StatFigure({ value, label, tone }: { value: number; label: string; tone: 'error' | 'warning' }) {
  return (
    <div>
      <p className={`stat-value${value > 0 ? ` is-alert tone-${tone}` : ''}`}>{value.toLocaleString('sv-SE')}</p>
      <p className="stat-label">{label}</p>
    </div>
  );
}

/** `StatFigure`s side by side, 32 px apart, above the card's list. */
export function StatFigureRow({ children }: { children: ReactNode }) {
  return <div className="row-line stat-figure-row">{children}</div>;
}

/** The greeting at the top of a start page: a big title and, under it, a quiet line (the company). */
export function Greeting({ title, subtitle }: { title: string; subtitle?: string | null | undefined }) {
  return (
    <div className="greeting">
      <h1>{title}</h1>
      {subtitle && <p>{subtitle}</p>}
    </div>
  );
}

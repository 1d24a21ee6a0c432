import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

// Its own two-line join, not row-list's: that module belongs to the signed-in screens' file, and the
// landing page would fetch that whole file for it (build/chunks.ts).
const classNames = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');

/**
 * A public page (the landing page, about, contact): its sections 64 px apart; `isNarrow` for a page of
 * text (760 px at most), `isDense` for one block without the space between sections, `isCentered` for a
 * short message in the middle (not found).
 */
export function PublicPage({
  isNarrow = false,
  isDense = false,
  isCentered = false,
  children,
}: {
  isNarrow?: boolean;
  isDense?: boolean;
  isCentered?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={classNames(
        isNarrow && 'page-narrow',
        'page',
        (isDense || isCentered) && 'page-dense',
        isCentered && 'page-centered',
      )}
    >
      {children}
    </div>
  );
}

/** The landing page's opening: a small line over the title, a lead, the calls to action; a picture beside from 768 px. */
export function Hero({
  overline,
  title,
  lead,
  actions,
  art,
}: {
  overline: string;
  title: string;
  lead: ReactNode;
  actions: ReactNode;
  art: IconName;
}) {
  return (
    <section className="hero">
      <div>
        <p className="overline">{overline}</p>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        <PageActions>{actions}</PageActions>
      </div>
      <div className="hero-art" aria-hidden="true">
        <Icon name={art} size={160} />
      </div>
    </section>
  );
}

/** A public page's buttons side by side, the whole width each on a phone. */
export function PageActions({ children }: { children: ReactNode }) {
  return <div className="actions">{children}</div>;
}

/** What the product does, a card for each: one column on a phone, two from 600 px, three from 1200 px. */
export function FeatureGrid({ features }: { features: Array<{ icon: IconName; title: string; text: string }> }) {
  return (
    <div className="card-grid">
      {features.map((feature) => (
        <div key={feature.title} className="card">
          <Icon name={feature.icon} className="card-icon" />
          <h3>{feature.title}</h3>
          <p>{feature.text}</p>
        </div>
      ))}
    </div>
  );
}

/** The closing invitation of a public page, centred on a tinted ground. */
export function CallToAction({
  title,
  titleId,
  children,
  actions,
}: {
  title: string;
  titleId: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="cta">
      <h2 id={titleId}>{title}</h2>
      {children}
      <PageActions>{actions}</PageActions>
    </section>
  );
}

/** Ways to reach us in a card, an accent icon before each. */
export function ContactList({ items }: { items: Array<{ icon: IconName; key: string; content: ReactNode }> }) {
  return (
    <ul className="contact-list card">
      {items.map((item) => (
        <li key={item.key}>
          <Icon name={item.icon} />
          {item.content}
        </li>
      ))}
    </ul>
  );
}

/** A group of questions under its title; its `FaqItem`s drawn as one joined block. */
export function FaqCategory({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="faq-category">
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/** A question that opens its answer below it (a disclosure: the button says whether it is open). */
export function FaqItem({
  id,
  question,
  isOpen,
  onToggle,
  children,
}: {
  id: string;
  question: string;
  isOpen: boolean;
  onToggle(): void;
  children: ReactNode;
}) {
  return (
    <div className="faq-item">
      <h4 className="faq-question">
        <button
          type="button"
          id={`${id}-header`}
          aria-expanded={isOpen}
          aria-controls={`${id}-content`}
          onClick={onToggle}
        >
          <span>{question}</span>
          <Icon name="expandMore" />
        </button>
      </h4>
      <div id={`${id}-content`} role="region" aria-labelledby={`${id}-header`} className="faq-answer" hidden={!isOpen}>
        {children}
      </div>
    </div>
  );
}

/** The frame of the login and register forms: drawn at build time with them (prerender.tsx). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-card">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The class names of a part, the empty ones left out. */
export const classNames = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');

/** A list of rows with a divider under each (a card's latest work orders, the team). Each child an `<li>`. */
export function RowList({
  as: Element = 'ul',
  label,
  isBusy = false,
  children,
}: {
  /** `ol` where the order means something (steps). */
  as?: 'ul' | 'ol';
  label?: string;
  /** Still loading: `aria-busy`. */
  isBusy?: boolean;
  children: ReactNode;
}) {
  return (
    <Element className="row-list" aria-label={label} aria-busy={isBusy || undefined}>
      {children}
    </Element>
  );
}

/** A row's growing part: its title over its secondary lines. `wrapsAnywhere`: a long unbroken name breaks. */
export function RowMain({
  as: Element = 'div',
  wrapsAnywhere = false,
  children,
}: {
  as?: 'div' | 'span';
  wrapsAnywhere?: boolean;
  children: ReactNode;
}) {
  return <Element className={classNames('row-main', wrapsAnywhere && 'wrap-anywhere')}>{children}</Element>;
}

/** A row's title on a line of its own; `as="strong"` for a bold one. */
export function RowPrimary({ as: Element = 'span', children }: { as?: 'span' | 'strong'; children: ReactNode }) {
  return <Element className="row-primary">{children}</Element>;
}

/**
 * A quiet line under a row's title, cut with an ellipsis where it is too long; `isWrapping`: a line
 * that must be read whole (a change's state) wraps instead.
 */
export function RowSecondary({
  title,
  isWrapping = false,
  children,
}: {
  title?: string;
  isWrapping?: boolean;
  children: ReactNode;
}) {
  return (
    <span className={classNames('row-secondary', isWrapping && 'is-wrapping')} title={title}>
      {children}
    </span>
  );
}

/** Small parts side by side on one line that wraps (a chip and its date). */
export function RowLine({
  as: Element = 'span',
  hasSpaceAbove = false,
  size = 'normal',
  children,
}: {
  as?: 'span' | 'div';
  /** 8 px above it, under a card's title. */
  hasSpaceAbove?: boolean;
  size?: 'normal' | 'small';
  children: ReactNode;
}) {
  return (
    <Element className={classNames('row-line', hasSpaceAbove && 'row-gap-top', size === 'small' && 'text-small')}>
      {children}
    </Element>
  );
}

/** A row's figures at its right end (a movement's quantity, an invoice's amount). */
export function RowEnd({
  as: Element = 'div',
  tone,
  isStrong = false,
  isNumeric = false,
  isNowrap = false,
  children,
}: {
  as?: 'div' | 'span';
  tone?: 'muted';
  isStrong?: boolean;
  isNumeric?: boolean;
  isNowrap?: boolean;
  children: ReactNode;
}) {
  return (
    <Element
      className={classNames(
        'row-end',
        tone === 'muted' && 'text-muted',
        isStrong && 'strong',
        isNumeric && 'numeric',
        isNowrap && 'nowrap',
      )}
    >
      {children}
    </Element>
  );
}

/**
 * A link to a record's page (a row's title, its customer): the accent colour, underlined on hover or
 * focus; `isUnderlined` for one that reads as a link in running text (a card's machine, a detail's customer).
 */
export function RowLink({
  to,
  title,
  isStrong = false,
  isBlock = false,
  isUnderlined = false,
  wrapsAnywhere = false,
  children,
}: {
  to: string;
  title?: string | undefined;
  isStrong?: boolean;
  /** On a line of its own, as a row's title. */
  isBlock?: boolean;
  isUnderlined?: boolean;
  wrapsAnywhere?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      title={title}
      className={
        classNames(
          isBlock && 'row-primary',
          !isUnderlined && 'row-link',
          isStrong && 'strong',
          wrapsAnywhere && 'wrap-anywhere',
        ) || undefined
      }
    >
      {children}
    </Link>
  );
}

/** 8 px above what it holds (a card's button under its facts). */
export function SpaceAbove({ children }: { children: ReactNode }) {
  return <div className="row-gap-top">{children}</div>;
}

/** A phone card's body: an icon (or a figure) beside the text, top-aligned. */
export function ListCardBody({ as: Element = 'div', children }: { as?: 'div' | 'li'; children: ReactNode }) {
  return <Element className="list-card-body">{children}</Element>;
}

/** A list of records inside a card, each a `RecordRow` of facts (a service plan's intervals). */
export function RecordList({
  label,
  hasSpaceBelow = false,
  children,
}: {
  label?: string;
  /** 16 px under it, before what follows (an invoice's sums). */
  hasSpaceBelow?: boolean;
  children: ReactNode;
}) {
  return (
    <ul className={classNames('record-list', hasSpaceBelow && 'record-list-spaced')} aria-label={label}>
      {children}
    </ul>
  );
}

/** One record of a `RecordList`: its facts one under the other, a divider above. */
export function RecordRow({ children }: { children: ReactNode }) {
  return <li className="record-row">{children}</li>;
}

/** A short list inside a card without bullets (a checklist, materials), or numbered (what happened). */
export function PlainList({
  isNumbered = false,
  label,
  children,
}: {
  isNumbered?: boolean;
  label?: string;
  children: ReactNode;
}) {
  if (isNumbered)
    return (
      <ol className="numbered-list" aria-label={label}>
        {children}
      </ol>
    );
  return (
    <ul className="plain-list" aria-label={label}>
      {children}
    </ul>
  );
}

/** A small quiet word on a line of its own under a row's title (Kreditfaktura, Skickad 3 nov). */
export function Caption({ children }: { children: ReactNode }) {
  return <span className="caption">{children}</span>;
}

/** An invoice line's figures on one line that wraps: quantity and price at the left, the amount at the right. */
export function FigureLine({ children }: { children: ReactNode }) {
  return <span className="figure-line">{children}</span>;
}

/** What happened, numbered, oldest first (a record's history). */
export function EventList({ children }: { children: ReactNode }) {
  return <ol className="event-list">{children}</ol>;
}

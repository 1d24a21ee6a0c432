import type { ElementType, ReactNode } from 'react';

interface Props {
  as?: ElementType;
  /** muted: secondary facts; error: what is wrong; primary: the accent. */
  tone?: 'muted' | 'error' | 'primary' | 'success' | 'warning';
  size?: 'small' | 'normal' | 'large' | 'huge';
  isStrong?: boolean;
  /** Keeps the line breaks the user typed. */
  keepsLines?: boolean;
  /** Digits of equal width, for figures in columns. */
  isNumeric?: boolean;
  /** On a line of its own, broken anywhere rather than overflow (a long name, a reference). */
  wrapsAnywhere?: boolean;
  /** Kept on one line (a date). */
  isNowrap?: boolean;
  /** A paragraph of running text with a line's space (1em) above and below it, as a browser gives a `p`. */
  isSpaced?: boolean;
  className?: string;
  id?: string;
  children: ReactNode;
}

/** A piece of text in the kit's sizes and tones; a paragraph unless told otherwise. */
export function Text({
  as: Element = 'p',
  tone,
  size = 'normal',
  isStrong = false,
  keepsLines = false,
  isNumeric = false,
  wrapsAnywhere = false,
  isNowrap = false,
  isSpaced = false,
  className,
  id,
  children,
}: Props) {
  const names = ['text'];
  if (tone) names.push(`text-${tone}`);
  if (size !== 'normal') names.push(`text-${size}`);
  if (isStrong) names.push('text-strong');
  if (keepsLines) names.push('text-lines');
  if (isNumeric) names.push('numeric');
  if (wrapsAnywhere) names.push('wrap-anywhere');
  if (isNowrap) names.push('nowrap');
  if (isSpaced) names.push('text-spaced');
  if (className) names.push(className);
  return (
    <Element id={id} className={names.join(' ')}>
      {children}
    </Element>
  );
}

/** A heading of a page (1), a card (2) or a part of a card (3), at the size the kit gives each. */
export function Heading({
  level = 2,
  id,
  children,
  wrapsAnywhere = false,
  className,
}: {
  level?: 1 | 2 | 3;
  id?: string;
  /** A long unbroken name (a serial number) breaks rather than overflows. */
  wrapsAnywhere?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const Element = `h${level}` as const;
  return (
    <Element
      id={id}
      className={`heading heading-${level}${wrapsAnywhere ? ' wrap-anywhere' : ''}${className ? ` ${className}` : ''}`}
    >
      {children}
    </Element>
  );
}

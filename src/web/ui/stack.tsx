import type { CSSProperties, ElementType, ReactNode } from 'react';

interface Props {
  /** row: side by side; column: one under the other; row-wide: a column on a phone, a row from 600 px. */
  direction?: 'row' | 'column' | 'row-wide';
  /** Space between the children in steps of 8 px. */
  gap?: 0 | 0.5 | 1 | 1.5 | 2 | 3 | 4;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  isWrapping?: boolean;
  as?: ElementType;
  className?: string;
  id?: string;
  children: ReactNode;
}

/** Children in a row or a column with even space between them: the layout most screens need. */
export function Stack({
  direction = 'column',
  gap = 2,
  align,
  justify,
  isWrapping = false,
  as: Element = 'div',
  className,
  id,
  children,
}: Props) {
  const names = ['layout', `layout-${direction}`];
  if (isWrapping) names.push('layout-wrap');
  if (className) names.push(className);
  return (
    <Element id={id} className={names.join(' ')} style={{ gap: gap * 8, alignItems: align, justifyContent: justify }}>
      {children}
    </Element>
  );
}

/** A line between parts of a form or a card. */
export function Divider() {
  return <hr className="divider" />;
}

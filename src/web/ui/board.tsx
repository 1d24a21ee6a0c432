import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from './icon';
import { classNames } from './row-list';
import type { Tone } from './status-chip';

// The planning board's parts (PLANNING.md decision 3): a header of days, a row per mechanic or bay
// whose timeline holds blocks by percentage, greyed absences, and a tray. What is dragged and where
// it lands is the feature's (its drag library hands refs and props to these parts).

export interface BoardDay {
  date: string;
  label: string;
  /** A public holiday's name, shown under the day and shading it. */
  holiday?: string | undefined;
}

/** The grid: a label column and the days; `children` are BoardRows. */
export function Board({ label, days, children }: { label: string; days: BoardDay[]; children: ReactNode }) {
  const style = { '--board-days': days.length } as CSSProperties;
  return (
    <div className="board" role="region" aria-label={label} style={style}>
      <div className="board-head">
        <span className="board-corner" />
        <div className="board-days">
          {days.map((day) => (
            <div key={day.date} className={classNames('board-day', day.holiday && 'board-holiday')}>
              <strong>{day.label}</strong>
              {day.holiday && <span>Helgdag: {day.holiday}</span>}
            </div>
          ))}
        </div>
      </div>
      {children}
    </div>
  );
}

/** One row; `timelineRef` is where things are dropped, `isOver` while something is held over it. */
export function BoardRow({
  label,
  timelineRef,
  isOver = false,
  days,
  children,
}: {
  label: string;
  timelineRef?: Ref<HTMLDivElement>;
  isOver?: boolean;
  days: BoardDay[];
  children: ReactNode;
}) {
  return (
    <div className="board-row">
      <div className="board-row-label">{label}</div>
      <div ref={timelineRef} className={classNames('board-timeline', isOver && 'board-over')}>
        {days.map((day) => (
          <span key={day.date} className={classNames('board-cell', day.holiday && 'board-holiday')} />
        ))}
        {children}
      </div>
    </div>
  );
}

/** A greyed span (an absence), placed in percent of the timeline. */
export function BoardShade({ left, width, label }: { left: number; width: number; label: string }) {
  return (
    <span className="board-shade" style={{ left: `${left}%`, width: `${width}%` }} title={label}>
      <span className="board-shade-text">{label}</span>
    </span>
  );
}

export interface BoardBlockProps {
  left: number;
  width: number;
  tone: Tone;
  lines: [string, ...string[]];
  /** Why the booking is warned of; a mark and the words in its title when there is any. */
  warning?: string | undefined;
  /** The drag library's ref, listeners and attributes; `onOpen` for the keyboard dialog. */
  blockRef?: Ref<HTMLButtonElement>;
  dragProps?: HTMLAttributes<HTMLButtonElement>;
  isDragging?: boolean;
  transform?: string | undefined;
  onOpen(): void;
  /** The edge that changes the length (the drag library's ref and listeners), if the block may be resized. */
  resizeRef?: Ref<HTMLSpanElement>;
  resizeProps?: HTMLAttributes<HTMLSpanElement>;
}

export function BoardBlock({
  left,
  width,
  tone,
  lines,
  warning,
  blockRef,
  dragProps,
  isDragging = false,
  transform,
  onOpen,
  resizeRef,
  resizeProps,
}: BoardBlockProps) {
  return (
    <span
      className={classNames('board-block', `tone-${tone}`, warning && 'board-warned', isDragging && 'board-dragging')}
      style={{ left: `${left}%`, width: `${width}%`, transform }}
    >
      <button ref={blockRef} type="button" {...dragProps} className="board-block-body" onClick={onOpen} title={warning}>
        {warning && <Icon name="warningAmber" size={16} />}
        {lines.map((line, index) =>
          index === 0 ? <strong key={index}>{line}</strong> : <span key={index}>{line}</span>,
        )}
      </button>
      {resizeProps && <span ref={resizeRef} {...resizeProps} className="board-resize" />}
    </span>
  );
}

/** The tray of what is not yet booked: its items are TrayItems. */
export function Tray({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="board-tray" aria-label={title}>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}

export function TrayItem({
  lines,
  itemRef,
  dragProps,
  isDragging = false,
  transform,
  onOpen,
}: {
  lines: [string, ...string[]];
  itemRef?: Ref<HTMLButtonElement>;
  dragProps?: HTMLAttributes<HTMLButtonElement>;
  isDragging?: boolean;
  transform?: string | undefined;
  onOpen(): void;
}) {
  return (
    <li className={classNames('board-tray-item', isDragging && 'board-dragging')} style={{ transform }}>
      <button ref={itemRef} type="button" {...dragProps} onClick={onOpen}>
        <strong>{lines[0]}</strong>
        {lines.slice(1).map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </button>
    </li>
  );
}

/** The board beside its tray; the tray goes under it on a narrower screen. */
export function BoardLayout({ children }: { children: ReactNode }) {
  return <div className="board-layout">{children}</div>;
}

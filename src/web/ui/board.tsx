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

/**
 * The grid: a label column and the days; `children` are BoardRows. `marks` divide each day into equal
 * parts named at their start ("06", "07", …): a scale under the day's name and a line down every row,
 * so that a block's time can be read off the board (a day's view; a week has no room for them).
 */
export function Board({
  label,
  days,
  marks,
  children,
}: {
  label: string;
  days: BoardDay[];
  marks?: readonly string[] | undefined;
  children: ReactNode;
}) {
  const style = { '--board-days': days.length, '--board-marks': marks?.length ?? 1 } as CSSProperties;
  return (
    <div className={classNames('board', marks && 'board-marked')} role="region" aria-label={label} style={style}>
      <div className="board-head">
        <span className="board-corner" />
        <div className="board-days">
          {days.map((day) => (
            <div key={day.date} className={classNames('board-day', day.holiday && 'board-holiday')}>
              <strong>{day.label}</strong>
              {day.holiday && <span>Helgdag: {day.holiday}</span>}
              {marks && (
                // A scale for the eye: each block names its own time to a screen reader.
                <div className="board-marks" aria-hidden="true">
                  {marks.map((mark) => (
                    <span key={mark}>{mark}</span>
                  ))}
                </div>
              )}
            </div>
          ))}
        </div>
      </div>
      {children}
    </div>
  );
}

/**
 * One row; `timelineRef` is where things are dropped, `isOver` while something is held over it.
 * `hasShade`: the row holds a BoardShade, whose name gets a strip of its own under the blocks, so that
 * a booking over an absence hides neither.
 */
export function BoardRow({
  label,
  timelineRef,
  isOver = false,
  hasShade = false,
  days,
  children,
}: {
  label: string;
  timelineRef?: Ref<HTMLDivElement>;
  isOver?: boolean;
  hasShade?: boolean;
  days: BoardDay[];
  children: ReactNode;
}) {
  return (
    <div className="board-row">
      <div className="board-row-label">{label}</div>
      <div
        ref={timelineRef}
        className={classNames('board-timeline', isOver && 'board-over', hasShade && 'board-shaded')}
      >
        {days.map((day) => (
          <span key={day.date} className={classNames('board-cell', day.holiday && 'board-holiday')} />
        ))}
        {children}
      </div>
    </div>
  );
}

/**
 * A greyed span (an absence), placed in percent of the timeline. `shortLabel` is what it shows where a
 * day's column has no room for the whole `label` ("Semester" for "Frånvaro: Semester"); a screen reader
 * and the tooltip get the whole.
 */
export function BoardShade({
  left,
  width,
  label,
  shortLabel,
}: {
  left: number;
  width: number;
  label: string;
  shortLabel?: string;
}) {
  return (
    <span className="board-shade" style={{ left: `${left}%`, width: `${width}%` }} title={label}>
      {shortLabel ? (
        <span className="board-shade-text">
          <span className="visually-hidden">{label}</span>
          <span aria-hidden="true">{shortLabel}</span>
        </span>
      ) : (
        <span className="board-shade-text">{label}</span>
      )}
    </span>
  );
}

export interface BoardBlockProps {
  left: number;
  width: number;
  tone: Tone;
  /** The first line (the job's number) wraps and is never cut; the others are cut where too long. */
  lines: [string, ...string[]];
  /** Everything the block stands for, whole: its tooltip, the lines being cut in a narrow block. */
  description: string;
  /** Why the booking is warned of; a mark and the words in its tooltip when there is any. */
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
  description,
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
      <button
        ref={blockRef}
        type="button"
        {...dragProps}
        className="board-block-body"
        onClick={onOpen}
        title={warning ? `${description}\n${warning}` : description}
      >
        <strong>
          {warning && <Icon name="warningAmber" size={14} />}
          {lines[0]}
        </strong>
        {lines.slice(1).map((line, index) => (
          <span key={index}>{line}</span>
        ))}
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

import {
  DndContext,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { Planning } from '../../../shared/planning';
import { ABSENCE_KIND_LABELS } from '../../../shared/planning';
import { Board, BoardBlock, BoardLayout, BoardRow, BoardShade, type BoardDay } from '../../ui/board';
import { workOrderTone } from '../../ui/status-chip';
import { blockWords } from './block-words';
import { warningOf } from './board-marks';
import { QUARTERS_PER_DAY, slotOf } from './board-time';
import { isInRow, rowsOf, type RowKind } from './board-rows';
import { dragAnnouncements, dragInstructions, type DragData, type Drop } from './drag';

type PlannedBooking = Planning['bookings'][number];

/**
 * The board's rows and blocks, dragged with @dnd-kit/core: a block moves along its row or to
 * another, its right edge changes its length, a tray item lands where it is let go. A click (or
 * Enter) on a block opens the dialog instead, which does the same with the keyboard.
 */
export function BoardGrid({
  planning,
  days,
  rowKind,
  onDrop,
  onOpen,
  marks,
  tray,
}: {
  planning: Planning;
  days: BoardDay[];
  /** The day's scale (a day's view): see `Board`. */
  marks?: readonly string[] | undefined;
  rowKind: RowKind;
  onDrop(drop: Drop): void;
  onOpen(booking: PlannedBooking): void;
  tray: React.ReactNode;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const dates = days.map((day) => day.date);
  const total = dates.length * QUARTERS_PER_DAY;

  const onDragEnd = ({ active, over, delta, activatorEvent }: DragEndEvent) => {
    const data = active.data.current as DragData | undefined;
    if (!data || !over) return;
    const width = over.rect.width;
    const quarters = Math.round((delta.x / width) * total);
    const rowId = String(over.id).slice('row:'.length);
    const pointerX = (activatorEvent as PointerEvent).clientX + delta.x;
    const slot = Math.floor(((pointerX - over.rect.left) / width) * total);
    onDrop({ data, rowId, quarters, slot, dates });
  };

  const rows = rowsOf(planning, rowKind);
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: dragAnnouncements, screenReaderInstructions: dragInstructions }}
    >
      <BoardLayout>
        <Board
          label={rowKind === 'members' ? 'Planering per mekaniker' : 'Planering per plats'}
          days={days}
          marks={marks}
        >
          {rows.map((row) => {
            const shades = (rowKind === 'members' ? planning.absences : [])
              .filter((absence) => absence.userId === row.id)
              .map((absence) => ({ absence, position: place(absence.start, absence.end, dates, total) }))
              .filter(({ position }) => position[1] > 0);
            return (
              <DropRow key={row.id} id={row.id} label={row.name} days={days} hasShade={shades.length > 0}>
                {shades.map(({ absence, position: [left, width] }) => (
                  <BoardShade
                    key={absence.id}
                    left={left}
                    width={width}
                    label={`Frånvaro: ${ABSENCE_KIND_LABELS[absence.kind]}`}
                    shortLabel={ABSENCE_KIND_LABELS[absence.kind]}
                  />
                ))}
                {planning.bookings
                  .filter((booking) => isInRow(booking, rowKind, row.id))
                  .map((booking) => (
                    <DragBlock
                      key={booking.workOrderId}
                      rowId={row.id}
                      booking={booking}
                      planning={planning}
                      position={place(booking.start, booking.end, dates, total)}
                      onOpen={() => onOpen(booking)}
                    />
                  ))}
              </DropRow>
            );
          })}
        </Board>
        {tray}
      </BoardLayout>
    </DndContext>
  );
}

/** Left and width in percent of the timeline; a booking before or after the days is clipped. */
function place(start: string, end: string, dates: string[], total: number): [number, number] {
  const from = slotOf(start, dates);
  const to = slotOf(end, dates);
  return [(from / total) * 100, ((to - from) / total) * 100];
}

function DropRow({
  id,
  label,
  days,
  hasShade,
  children,
}: {
  id: string;
  label: string;
  days: BoardDay[];
  hasShade: boolean;
  children: React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `row:${id}` });
  return (
    <BoardRow label={label} days={days} timelineRef={setNodeRef} isOver={isOver} hasShade={hasShade}>
      {children}
    </BoardRow>
  );
}

const translate = (transform: { x: number; y: number } | null) =>
  transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined;

function DragBlock({
  rowId,
  booking,
  planning,
  position: [left, width],
  onOpen,
}: {
  rowId: string;
  booking: PlannedBooking;
  planning: Planning;
  position: [number, number];
  onOpen(): void;
}) {
  const label = `${booking.workOrder.number} ${booking.workOrder.title}`;
  const move = useDraggable({
    id: `move:${booking.workOrderId}:${rowId}`,
    data: { kind: 'move', booking, rowId, label },
  });
  const resize = useDraggable({
    id: `resize:${booking.workOrderId}:${rowId}`,
    data: { kind: 'resize', booking, rowId, label },
  });
  if (width <= 0) return null;
  const words = blockWords(booking);
  return (
    <BoardBlock
      left={left}
      width={width}
      tone={workOrderTone(booking.workOrder.status)}
      lines={words.lines}
      description={words.description}
      warning={warningOf(booking, planning)}
      blockRef={move.setNodeRef}
      dragProps={{
        ...move.listeners,
        ...move.attributes,
        'aria-roledescription': 'flyttbar bokning',
        'aria-label': words.ariaLabel,
      }}
      isDragging={move.isDragging}
      transform={translate(move.transform)}
      onOpen={onOpen}
      resizeRef={resize.setNodeRef}
      resizeProps={{ ...resize.listeners, 'aria-hidden': true }}
    />
  );
}

import { useDraggable } from '@dnd-kit/core';
import type { Planning } from '../../../shared/planning';
import { formatDate } from '../../../shared/dates';
import { Tray, TrayItem } from '../../ui/board';
import type { BookingTarget } from './booking-target';

type ServiceDue = Planning['dueServices'][number];

/** A due service as the tray names it: "Volvo EC220E – 500-timmarsservice". */
export const dueLabel = (due: ServiceDue) =>
  `${[due.machine.make, due.machine.model].filter(Boolean).join(' ')} – ${due.interval.name}`;

/** Jobs not yet booked and services due within 30 days, to drag onto the board or book with the dialog. */
export function BoardTray({ planning, onOpen }: { planning: Planning; onOpen(target: BookingTarget): void }) {
  return (
    <div>
      <Tray title={`Ej bokade (${planning.unbooked.length})`}>
        {planning.unbooked.map((job) => {
          const label = `${job.number} ${job.title}`;
          const target: BookingTarget = { kind: 'job', workOrderId: job.id, label, booking: null };
          return (
            <DragItem
              key={job.id}
              id={`tray:job:${job.id}`}
              target={target}
              lines={[label, job.customerName ?? 'Ingen kund', ...(job.machine ? [job.machine] : [])]}
              onOpen={() => onOpen(target)}
            />
          );
        })}
      </Tray>
      <Tray title={`Service att boka (${planning.dueServices.length})`}>
        {planning.dueServices.map((due) => {
          const label = dueLabel(due);
          const target: BookingTarget = { kind: 'due', intervalId: due.interval.id, label };
          const when = due.interval.nextDueDate ? `Senast ${formatDate(due.interval.nextDueDate)}` : 'Enligt mätare';
          return (
            <DragItem
              key={due.interval.id}
              id={`tray:due:${due.interval.id}`}
              target={target}
              lines={[label, due.customer.name, when]}
              onOpen={() => onOpen(target)}
            />
          );
        })}
      </Tray>
    </div>
  );
}

function DragItem({
  id,
  target,
  lines,
  onOpen,
}: {
  id: string;
  target: BookingTarget;
  lines: [string, ...string[]];
  onOpen(): void;
}) {
  const drag = useDraggable({ id, data: { kind: 'tray', target, label: target.label } });
  return (
    <TrayItem
      lines={lines}
      itemRef={drag.setNodeRef}
      dragProps={{
        ...drag.listeners,
        ...drag.attributes,
        'aria-roledescription': 'flyttbart jobb',
        'aria-label': `Boka ${target.label}`,
      }}
      isDragging={drag.isDragging}
      transform={drag.transform ? `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` : undefined}
      onOpen={onOpen}
    />
  );
}

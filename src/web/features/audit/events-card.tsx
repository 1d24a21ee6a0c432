import { auditSentence } from '../../../shared/audit-text';
import type { AuditEntity } from '../../../shared/team';
import { Card } from '../../ui/card';
import { DatedText } from '../../ui/dated-text';
import { Skeleton } from '../../ui/skeleton';
import { useEvents } from './api/list-events';

/** "Händelser": the trail of a work order or an invoice in plain Swedish, newest first. Never editable. */
export default function EventsCard({
  entity,
  id,
  isPlain = false,
}: {
  entity: AuditEntity;
  id: string;
  isPlain?: boolean;
}) {
  const events = useEvents(entity, id);
  const content = events.isPending ? (
    <Skeleton height={48} />
  ) : events.isError ? (
    <p className="text-muted">Kunde inte hämta händelserna.</p>
  ) : events.data.length === 0 ? (
    <p className="text-muted">Inga händelser ännu.</p>
  ) : (
    <ol className="event-list">
      {[...events.data].reverse().map((event) => (
        <li key={event.id}>
          <DatedText text={auditSentence(event)} />
        </li>
      ))}
    </ol>
  );
  if (isPlain) return content;
  return (
    <Card title="Händelser" icon="history">
      {content}
    </Card>
  );
}

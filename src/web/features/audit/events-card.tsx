import { auditSentence } from '../../../shared/audit-text';
import type { AuditEntity } from '../../../shared/team';
import { Card } from '../../ui/card';
import { DatedText } from '../../ui/dated-text';
import { Skeleton } from '../../ui/skeleton';
import { useEvents } from './api/list-events';
import { Text } from '../../ui/text';
import { EventList } from '../../ui/row-list';

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
    <Text tone="muted">Kunde inte hämta händelserna.</Text>
  ) : events.data.length === 0 ? (
    <Text tone="muted">Inga händelser ännu.</Text>
  ) : (
    <EventList>
      {[...events.data].reverse().map((event) => (
        <li key={event.id}>
          <DatedText text={auditSentence(event)} />
        </li>
      ))}
    </EventList>
  );
  if (isPlain) return content;
  return (
    <Card title="Händelser" icon="history">
      {content}
    </Card>
  );
}

import { useNavigate } from 'react-router';
import { SERVICE_DUE_FILTER_LABELS } from '../../../shared/labels';
import { ListPageShell } from '../../ui/list-page';
import { serviceDueQuery } from './api/list-service-due';
import { ServiceDueList } from './service-due-list';

/** 'Service att boka': every overdue and due-soon interval of the workshop, the customer's phone beside each. */
export default function ServiceDuePage() {
  const navigate = useNavigate();
  return (
    <ListPageShell
      title="Service att boka"
      filterLabels={SERVICE_DUE_FILTER_LABELS}
      listQuery={serviceDueQuery}
      errorText="Kunde inte hämta servicen att boka."
      empty={{
        icon: 'eventAvailable',
        text: 'Ingen service att boka de närmaste 30 dagarna.',
        filteredText: 'Inga intervall med den statusen.',
        actionLabel: 'Visa maskinerna',
        onAction: () => void navigate('/machines'),
      }}
    >
      {(items, isCompact) => <ServiceDueList items={items} isCompact={isCompact} />}
    </ListPageShell>
  );
}

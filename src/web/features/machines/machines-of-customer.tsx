import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { useIsCompact } from '../../lib/use-media-query';
import { useMachines } from './api/list-machines';
import { MachineDialog } from './machine-dialog';
import { MachineList } from './machine-list';

/** A customer's machines, for the customer's page (composed there by the app shell). */
export default function MachinesOfCustomer({ customerId, customerName }: { customerId: string; customerName: string }) {
  const isCompact = useIsCompact();
  const navigate = useNavigate();
  const { data } = useMachines(100, 0, '', customerId);
  const [isAdding, setAdding] = useState(false);
  return (
    <>
      <Card
        title="Maskiner"
        isEmpty={data?.items.length === 0}
        emptyText="Kunden har inga maskiner ännu."
        action={
          <Button variant="ghost" icon="add" onClick={() => setAdding(true)}>
            Ny maskin
          </Button>
        }
      >
        {data && <MachineList machines={data.items} isCompact={isCompact} />}
      </Card>
      {isAdding && (
        <MachineDialog
          machine={null}
          customer={{ id: customerId, label: customerName }}
          onClose={() => setAdding(false)}
          onSaved={(saved) => void navigate(`/machines/${saved.id}`)}
        />
      )}
    </>
  );
}

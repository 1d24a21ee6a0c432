import Add from '@mui/icons-material/Add';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../components/section-card';
import { useMachines } from './api/list-machines';
import { MachineDialog } from './machine-dialog';
import { MachineList } from './machine-list';

/** A customer's machines, for the customer's page (composed there by the app shell). */
export default function MachinesOfCustomer({ customerId, customerName }: { customerId: string; customerName: string }) {
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const { data } = useMachines(100, 0, '', customerId);
  const [isAdding, setAdding] = useState(false);
  return (
    <>
      <SectionCard
        title="Maskiner"
        isEmpty={data?.items.length === 0}
        emptyText="Kunden har inga maskiner ännu."
        action={
          <Button startIcon={<Add />} onClick={() => setAdding(true)}>
            Ny maskin
          </Button>
        }
      >
        {data && <MachineList machines={data.items} isCompact={isCompact} />}
      </SectionCard>
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

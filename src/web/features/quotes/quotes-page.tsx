import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { islandOf } from '../../ui/island';
import { ListPageShell } from '../../ui/list-page';
import { ToolbarPicker, type PickerOption } from '../../ui/picker';
import { useCustomerChoices } from '../../lib/register-choices';
import { quotesQuery, type QuoteFilter } from './api/list-quotes';
import { QuoteList } from './quote-list';

// The list is drawn without MUI; the form loads it when first opened (ui/island.tsx).
const QuoteDialog = islandOf(() => import('./quote-dialog').then((module) => module.QuoteDialog));

/** The status filter (QUOTES.md decision 10), in the order the office follows a quote up. */
const FILTER_LABELS: Record<QuoteFilter, string> = {
  all: 'Alla',
  sent: 'Skickad',
  viewed: 'Öppnad',
  accepted: 'Godkänd',
  declined: 'Avböjd',
  expired: 'Utgången',
  withdrawn: 'Återkallad',
  draft: 'Utkast',
};

/** 'Offerter': newest first, by status and customer; 'Ny offert' opens the form, a saved one its page. */
export default function QuotesPage() {
  const navigate = useNavigate();
  const [customer, setCustomer] = useState<PickerOption | null>(null);
  const [isNewOpen, setNewOpen] = useState(false);
  const startNew = () => setNewOpen(true);
  const listOf = (filter: QuoteFilter, limit: number, offset: number) =>
    quotesQuery(filter, customer?.id ?? null, limit, offset);
  return (
    <>
      <ListPageShell
        title="Offerter"
        filterLabels={FILTER_LABELS}
        listQuery={listOf}
        toolbar={<ToolbarPicker label="Kund" value={customer} onChange={setCustomer} useOptions={useCustomerChoices} />}
        actions={
          <Button variant="primary" icon="add" onClick={startNew}>
            Ny offert
          </Button>
        }
        errorText="Kunde inte hämta offerterna."
        empty={{
          icon: 'assignment',
          text: 'Inga offerter ännu. Skriv din första offert.',
          filteredText: 'Inga offerter med det urvalet.',
          actionLabel: 'Ny offert',
          onAction: startNew,
        }}
      >
        {(items, isCompact) => <QuoteList quotes={items} isCompact={isCompact} />}
      </ListPageShell>
      {isNewOpen && (
        <QuoteDialog
          quote={null}
          onClose={() => setNewOpen(false)}
          onSaved={(saved) => void navigate(`/quotes/${saved.id}`)}
        />
      )}
    </>
  );
}

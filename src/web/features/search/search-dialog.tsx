import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchHit, SearchResult } from '../../../shared/search';
import { ChoiceList } from '../../ui/choice-list';
import { Dialog } from '../../ui/mui/dialog';
import { SearchField, SearchStatus } from '../../ui/search-field';
import { Text } from '../../ui/text';
import { useDebounced } from '../../lib/use-debounced';
import { useSearch } from './api/search';

/** Where a hit leads: the customer's or machine's page, or the list that holds the work order or invoice. */
const groups: Array<{ key: keyof SearchResult; title: string; to: (hit: SearchHit) => string }> = [
  { key: 'customers', title: 'Kunder', to: (hit) => `/customers/${hit.id}` },
  { key: 'machines', title: 'Maskiner', to: (hit) => `/machines/${hit.id}` },
  { key: 'workOrders', title: 'Arbetsordrar', to: () => '/WorkOrders' },
  { key: 'invoices', title: 'Fakturor', to: () => '/invoices' },
];

/** One search field for the whole workshop: customers, machines (registration, serial), work orders and invoices by number. */
export default function SearchDialog({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 200);
  const { data, isFetching } = useSearch(q);
  const hits = data ? groups.flatMap((group) => data[group.key].map((hit) => ({ group, hit }))) : [];
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  return (
    <Dialog title="Sök" isSearch onClose={onClose}>
      <SearchField
        autoFocus
        fullWidth
        label="Sök kund, maskin, arbetsorder eller faktura"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && hits[0]) go(hits[0].group.to(hits[0].hit));
        }}
      />
      <SearchStatus>
        {q === '' && (
          <Text tone="muted" size="small">
            Namn, kundnummer, registrerings- eller serienummer, arbetsorder- eller fakturanummer. Ctrl+K öppnar
            sökningen var du än är.
          </Text>
        )}
        {q !== '' && data && hits.length === 0 && !isFetching && <Text tone="muted">Inga träffar för ”{q}”.</Text>}
      </SearchStatus>
      {data &&
        groups
          .filter((group) => data[group.key].length > 0)
          .map((group) => (
            <ChoiceList
              key={group.key}
              title={group.title}
              choices={data[group.key].map((hit) => ({
                key: hit.id,
                title: hit.title,
                detail: hit.detail,
                onChoose: () => go(group.to(hit)),
              }))}
            />
          ))}
    </Dialog>
  );
}

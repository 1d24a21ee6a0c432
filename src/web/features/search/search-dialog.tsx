import { Box, Dialog, DialogContent, List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchHit, SearchResult } from '../../../shared/search';
import { SearchField } from '../../components/search-field';
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
  const titleId = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 200);
  const { data, isFetching } = useSearch(q);
  const hits = data ? groups.flatMap((group) => data[group.key].map((hit) => ({ group, hit }))) : [];
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 8 } } } }}
    >
      <DialogContent sx={{ p: 2 }}>
        <Typography id={titleId} component="h2" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          Sök
        </Typography>
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
        <Box aria-live="polite" sx={{ mt: 1, minHeight: 24 }}>
          {q === '' && (
            <Typography variant="body2" color="text.secondary">
              Namn, kundnummer, registrerings- eller serienummer, arbetsorder- eller fakturanummer. Ctrl+K öppnar sökningen var du än är.
            </Typography>
          )}
          {q !== '' && data && hits.length === 0 && !isFetching && <Typography color="text.secondary">Inga träffar för ”{q}”.</Typography>}
        </Box>
        {hits.length > 0 &&
          groups
            .filter((group) => data![group.key].length > 0)
            .map((group) => (
              <List key={group.key} dense subheader={<ListSubheader disableSticky>{group.title}</ListSubheader>}>
                {data![group.key].map((hit) => (
                  <ListItemButton key={hit.id} onClick={() => go(group.to(hit))}>
                    <ListItemText primary={hit.title} secondary={hit.detail} />
                  </ListItemButton>
                ))}
              </List>
            ))}
      </DialogContent>
    </Dialog>
  );
}

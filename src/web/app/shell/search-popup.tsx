import { QueryClientProvider } from '@tanstack/react-query';
import SearchDialog from '../../features/search/search-dialog';
import MuiThemeProvider from '../../ui/mui/theme-provider';
import { queryClient } from '../query-client';

/** The search dialog with what it needs around it (MUI's theme, server state), wherever the header is. */
export default function SearchPopup({ onClose }: { onClose(): void }) {
  return (
    <MuiThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SearchDialog onClose={onClose} />
      </QueryClientProvider>
    </MuiThemeProvider>
  );
}

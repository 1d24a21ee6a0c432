import { ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import SearchDialog from '../../features/search/search-dialog';
import { useColorMode } from '../color-mode';
import { queryClient } from '../query-client';
import { useAppTheme } from '../theme';

/** The search dialog with what it needs around it (MUI's theme, server state), wherever the header is. */
export default function SearchPopup({ onClose }: { onClose(): void }) {
  const { mode } = useColorMode();
  return (
    <ThemeProvider theme={useAppTheme(mode)}>
      <QueryClientProvider client={queryClient}>
        <SearchDialog onClose={onClose} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

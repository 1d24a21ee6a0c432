import Search from '@mui/icons-material/Search';
import { IconButton, ThemeProvider, Tooltip } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useColorMode } from '../color-mode';
import { queryClient } from '../query-client';
import { useAppTheme } from '../theme';

const SearchDialog = lazy(() => import('../../features/search/search-dialog'));

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The header's search: a button, Ctrl+K (⌘K) anywhere, or / where nothing is being typed. */
export default function SearchLauncher() {
  const { mode } = useColorMode();
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    const open = (event: KeyboardEvent) => {
      const isShortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      if (isShortcut || (event.key === '/' && !isTyping(event.target))) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', open);
    return () => window.removeEventListener('keydown', open);
  }, []);
  return (
    <ThemeProvider theme={useAppTheme(mode)}>
      <QueryClientProvider client={queryClient}>
        <Tooltip title="Sök (Ctrl+K)">
          <IconButton color="inherit" aria-label="Sök" aria-keyshortcuts="Control+K" onClick={() => setOpen(true)}>
            <Search />
          </IconButton>
        </Tooltip>
        {isOpen && (
          <Suspense fallback={null}>
            <SearchDialog onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </QueryClientProvider>
    </ThemeProvider>
  );
}

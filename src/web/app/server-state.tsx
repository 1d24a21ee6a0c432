// The signed-in screens' stylesheet comes with them, before any of them draws (the lazy chunk's CSS
// is loaded before its code runs); the public pages' first answer carries only what they show.
import '../ui/screens.css';
import '../ui/job-card.css';
import '../ui/timer-bar.css';
import '../ui/period-row.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/** Server state for the screens that read the API; a chunk of its own, so the landing page does without it. */
export default function ServerState() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

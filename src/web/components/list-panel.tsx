import { Alert, Paper, TablePagination } from '@mui/material';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ListSkeleton } from './list-skeleton';

interface Props<T> {
  page: { items: T[]; total: number } | undefined;
  isPending: boolean;
  error: Error | null;
  errorText: string;
  empty: { icon: ReactNode; text: string; actionLabel?: string | undefined; onAction(): void };
  isCompact: boolean;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number): void;
  children(items: T[]): ReactNode;
}

/** A list screen's states: loading skeleton, error, empty invitation, or the list with paging. */
export function ListPanel<T>({ page, isPending, error, errorText, empty, isCompact, pageIndex, pageSize, onPageChange, children }: Props<T>) {
  return (
    <>
      {error && <Alert severity="error">{error.message || errorText}</Alert>}
      {isPending && <ListSkeleton />}
      {page && page.items.length === 0 && <EmptyState {...empty} />}
      {page && page.items.length > 0 && (
        <Paper variant="outlined" sx={{ p: isCompact ? 1 : 0, bgcolor: isCompact ? 'transparent' : undefined, border: isCompact ? 0 : undefined }}>
          {children(page.items)}
          {page.total > pageSize && (
            <TablePagination
              component="div"
              count={page.total}
              page={pageIndex}
              onPageChange={(_event, next) => onPageChange(next)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[pageSize]}
            />
          )}
        </Paper>
      )}
    </>
  );
}

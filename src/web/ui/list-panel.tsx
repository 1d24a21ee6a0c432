import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { IconButton } from './button';
import type { IconName } from './icon';
import { ListSkeleton } from './list-skeleton';

interface Props<T> {
  page: { items: T[]; total: number } | undefined;
  isPending: boolean;
  error: Error | null;
  errorText: string;
  empty: {
    icon: IconName;
    text: string;
    actionLabel?: string | undefined;
    onAction?: (() => void) | undefined;
  };
  isCompact: boolean;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number): void;
  children(items: T[]): ReactNode;
}

const count = (value: number) => value.toLocaleString('sv-SE');

/** Which rows are shown, of how many, and the way to the pages before and after. */
export function Pagination({
  total,
  pageIndex,
  pageSize,
  onPageChange,
}: {
  total: number;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number): void;
}) {
  const first = pageIndex * pageSize + 1;
  const last = Math.min(total, first + pageSize - 1);
  return (
    <nav className="pagination" aria-label="Sidor">
      <p aria-live="polite">
        {count(first)}–{count(last)} av {count(total)}
      </p>
      <IconButton
        icon="chevronLeft"
        label="Föregående sida"
        disabled={pageIndex === 0}
        onClick={() => onPageChange(pageIndex - 1)}
      />
      <IconButton
        icon="chevronRight"
        label="Nästa sida"
        disabled={last >= total}
        onClick={() => onPageChange(pageIndex + 1)}
      />
    </nav>
  );
}

/** A list screen's states: loading skeleton, error, empty invitation, or the list with paging. */
export function ListPanel<T>({
  page,
  isPending,
  error,
  errorText,
  empty,
  isCompact,
  pageIndex,
  pageSize,
  onPageChange,
  children,
}: Props<T>) {
  return (
    <>
      {error && (
        <p role="alert" className="alert alert-error">
          {error.message || errorText}
        </p>
      )}
      {isPending && <ListSkeleton />}
      {page && page.items.length === 0 && <EmptyState {...empty} />}
      {page && page.items.length > 0 && (
        <div className={isCompact ? 'list-surface is-compact' : 'list-surface'}>
          {children(page.items)}
          {page.total > pageSize && (
            <Pagination total={page.total} pageIndex={pageIndex} pageSize={pageSize} onPageChange={onPageChange} />
          )}
        </div>
      )}
    </>
  );
}

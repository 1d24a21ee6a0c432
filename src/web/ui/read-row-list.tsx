import type { Key, ReactNode } from 'react';
import { Alert } from './alert';
import { RowList } from './row-list';
import { Skeleton } from './skeleton';

/** What a list's read says of itself (a TanStack Query result has these). */
export interface ListRead<T> {
  isPending: boolean;
  isError: boolean;
  data: readonly T[] | undefined;
}

/**
 * A card's list as its read goes (the team, the bays, the prices): a skeleton while it loads, the
 * error in words, `emptyText` when there is nothing, then a RowList with a row per item. `children`
 * gives an item's parts; the row (`<li>`, keyed by the item's id) around them is this list's.
 */
export function ReadRowList<T extends { id: Key }>({
  read,
  label,
  errorText,
  emptyText,
  skeletonHeight = 80,
  children,
}: {
  read: ListRead<T>;
  /** The list's name to a screen reader ("Platser"). */
  label: string;
  /** Why there is no list ("Kunde inte hämta platserna."). */
  errorText: string;
  /** Shown instead of an empty list; left out, an empty list is shown. */
  emptyText?: string | undefined;
  skeletonHeight?: number;
  children(item: T): ReactNode;
}) {
  if (read.isPending) return <Skeleton height={skeletonHeight} />;
  if (read.isError || !read.data) return <Alert severity="error">{errorText}</Alert>;
  if (read.data.length === 0 && emptyText) return <p>{emptyText}</p>;
  return (
    <RowList label={label}>
      {read.data.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </RowList>
  );
}

import { useMediaQuery, useTheme } from '@mui/material';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FilterButtons } from './filter-buttons';
import { ListPanel } from './list-panel';
import { PageHeader } from './page-header';

export interface ListPage<T> {
  items: T[];
  total: number;
}

interface Props<T, F extends string, K extends QueryKey> {
  title: string;
  /** The filter buttons; the first is the unfiltered list. */
  filterLabels: Record<F, string>;
  listQuery(filter: F, limit: number, offset: number): UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  actions?: ReactNode;
  /** Shown between the header and the filters, such as a reminder of what is missing. */
  banner?: ReactNode;
  errorText: string;
  empty: { icon: ReactNode; text: string; filteredText: string; actionLabel: string; onAction(): void };
  pageSize?: number;
  children(items: T[], isCompact: boolean): ReactNode;
}

/** A list screen: title with the count, filters, the list or its empty, loading and error states, paging. */
export function ListPageShell<T, F extends string, K extends QueryKey>({
  title,
  filterLabels,
  listQuery,
  actions,
  banner,
  errorText,
  empty,
  pageSize = 25,
  children,
}: Props<T, F, K>) {
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'));
  const unfiltered = Object.keys(filterLabels)[0] as F;
  const [filter, setFilter] = useState<F>(unfiltered);
  const [page, setPage] = useState(0);
  const { data, isPending, error } = useQuery(listQuery(filter, pageSize, page * pageSize));
  const isFiltered = filter !== unfiltered;
  return (
    <>
      <PageHeader title={title} subtitle={data ? `${data.total} st` : undefined} actions={actions} />
      {banner}
      <FilterButtons
        label="Filtrera på status"
        value={filter}
        labels={filterLabels}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <ListPanel
        page={data}
        isPending={isPending}
        error={error}
        errorText={errorText}
        empty={{
          icon: empty.icon,
          text: isFiltered ? empty.filteredText : empty.text,
          actionLabel: isFiltered ? undefined : empty.actionLabel,
          onAction: empty.onAction,
        }}
        isCompact={isCompact}
        pageIndex={page}
        pageSize={pageSize}
        onPageChange={setPage}
      >
        {(items) => children(items, isCompact)}
      </ListPanel>
    </>
  );
}

import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDebounced } from '../lib/use-debounced';
import { useIsCompact } from '../lib/use-media-query';
import { FilterButtons } from './filter-buttons';
import type { IconName } from './icon';
import { ListPanel } from './list-panel';
import { PageHeader } from './page-header';
import { SearchField } from './search-field';

export interface ListPage<T> {
  items: T[];
  total: number;
}

interface Props<T, F extends string, K extends QueryKey> {
  title: string;
  /** The filter buttons; the first is the unfiltered list. */
  filterLabels?: Record<F, string>;
  /** A search field: what is typed reaches listQuery as `q` once typing pauses. */
  searchLabel?: string;
  listQuery(filter: F, limit: number, offset: number, q: string): UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  actions?: ReactNode;
  /** Shown between the header and the filters, such as a reminder of what is missing. */
  banner?: ReactNode;
  /** More filters beside the search, such as a customer picker. */
  toolbar?: ReactNode;
  errorText: string;
  empty: {
    icon: IconName;
    text: string;
    filteredText: string;
    actionLabel?: string | undefined;
    onAction?: (() => void) | undefined;
  };
  pageSize?: number;
  children(items: T[], isCompact: boolean): ReactNode;
}

/** A list screen: title with the count, search and filters, the list or its empty, loading and error states, paging. Plain HTML: MUI loads only with what a screen adds. */
export function ListPageShell<T, F extends string, K extends QueryKey>({
  title,
  filterLabels,
  searchLabel,
  listQuery,
  actions,
  banner,
  toolbar,
  errorText,
  empty,
  pageSize = 25,
  children,
}: Props<T, F, K>) {
  // Cards below 768 px (the theme's md), a table above.
  const isCompact = useIsCompact();
  const unfiltered = (filterLabels ? Object.keys(filterLabels)[0] : 'all') as F;
  const [filter, setFilter] = useState<F>(unfiltered);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [page, setPage] = useState(0);
  const { data, isPending, error } = useQuery(listQuery(filter, pageSize, page * pageSize, q));
  const isFiltered = filter !== unfiltered || q !== '';
  return (
    <>
      <PageHeader title={title} subtitle={data ? `${data.total} st` : undefined} actions={actions} />
      {banner && <div className="list-banner">{banner}</div>}
      {(searchLabel || toolbar) && (
        <div className="list-toolbar">
          {searchLabel && (
            <SearchField
              label={searchLabel}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(0);
              }}
            />
          )}
          {toolbar}
        </div>
      )}
      {filterLabels && (
        <FilterButtons
          label="Filtrera på status"
          value={filter}
          labels={filterLabels}
          onChange={(next) => {
            setFilter(next);
            setPage(0);
          }}
        />
      )}
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

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDir = 'asc' | 'desc';

interface TableUrlState {
  /** The search text (`q`), '' when none. */
  q: string;
  sort: string;
  dir: SortDir;
  /** The keyset cursor of the page shown, undefined on the first page. */
  cursor: string | undefined;
  /** Filter values by name ('' when not set). */
  filters: Record<string, string>;
}

interface TableUrlStateOptions {
  /** Filter names held in the URL (`role`, `country`…). */
  filters?: readonly string[];
  defaultSort: string;
  defaultDir?: SortDir;
}

/**
 * A server-side table's state in the URL search params (views can be shared): `q`,
 * the filters, `sort`, `dir` and `cursor`. Any change but the cursor goes back to the first page.
 * Defaults are left out of the URL. The route's loader reads the same params (`tableQuery`).
 */
export function useTableUrlState({ filters = [], defaultSort, defaultDir = 'desc' }: TableUrlStateOptions) {
  const [params, setParams] = useSearchParams();
  const filterKey = filters.join(',');
  const state = useMemo<TableUrlState>(
    () => ({
      q: params.get('q') ?? '',
      sort: params.get('sort') || defaultSort,
      dir: params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : defaultDir,
      cursor: params.get('cursor') || undefined,
      filters: Object.fromEntries(
        filterKey
          .split(',')
          .filter(Boolean)
          .map((f) => [f, params.get(f) ?? '']),
      ),
    }),
    [params, defaultSort, defaultDir, filterKey],
  );

  const update = useCallback(
    (patch: Partial<Omit<TableUrlState, 'filters'>> & { filters?: Record<string, string> }, replace = false) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const put = (key: string, value: string | undefined, fallback = '') => {
            if (value === undefined) return;
            if (value === '' || value === fallback) next.delete(key);
            else next.set(key, value);
          };
          put('q', patch.q?.trim());
          put('sort', patch.sort, defaultSort);
          put('dir', patch.dir, defaultDir);
          for (const [k, v] of Object.entries(patch.filters ?? {})) put(k, v);
          if ('cursor' in patch) put('cursor', patch.cursor ?? '');
          else next.delete('cursor');
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams, defaultSort, defaultDir],
  );

  return {
    ...state,
    update,
    setSearch: (q: string) => update({ q }, true),
    setFilter: (name: string, value: string) => update({ filters: { [name]: value } }),
    setSort: (sort: string, dir: SortDir) => update({ sort, dir }),
    setCursor: (cursor: string | undefined) => update({ cursor }),
    reset: () => setParams(new URLSearchParams(), { preventScrollReset: true }),
    /** What a DataTable takes from this state: its sort and keyset paging, one spread for every admin list. */
    paging: (nextCursor: string | null, loading: boolean) => ({
      sort: { id: state.sort, dir: state.dir },
      onSortChange: (sort: string, dir: SortDir) => update({ sort, dir }),
      nextCursor,
      hasPrevious: state.cursor !== undefined,
      onNext: (cursor: string | undefined) => update({ cursor }),
      onFirst: () => update({ cursor: undefined }),
      loading,
    }),
  };
}

/** The same state read from a loader's request URL: `{ q, sort, dir, cursor, ...filters }` without empty values. */
export function tableQuery(url: string | URL, filters: readonly string[] = []): Record<string, string> {
  const params = new URL(url).searchParams;
  const out: Record<string, string> = {};
  for (const key of ['q', 'sort', 'dir', 'cursor', ...filters]) {
    const value = params.get(key);
    if (value) out[key] = value;
  }
  return out;
}

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronRight, ChevronsLeft, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import type { SortDir } from './use-table-url-state';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Extra classes for the column's cells (`text-right tabular-nums`, `w-40`…). */
    className?: string;
    /** Hidden in the mobile card (the card's title column shows it already). */
    hideOnCard?: boolean;
    /** The column shown as the card's title on small screens. */
    cardTitle?: boolean;
  }
}

interface DataTableProps<T> {
  /** TanStack column definitions; `enableSorting: true` and an `id` the API sorts by make a header sortable. */
  columns: ColumnDef<T, never>[];
  data: T[];
  /** What the table lists, for screen readers (a visually hidden caption). */
  caption: string;
  /** The server's sort (column id and direction). */
  sort?: { id: string; dir: SortDir };
  onSortChange?(id: string, dir: SortDir): void;
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
  /** True when the page shown is not the first (shows "First page"). */
  hasPrevious?: boolean;
  onNext?(cursor: string): void;
  onFirst?(): void;
  /** A new page or sort is loading: the rows dim and a spinner shows. */
  loading?: boolean;
  /** Shown when there is no row (e.g. "No user matches these filters"). */
  empty?: ReactNode;
  /** Where a row leads (its detail page); the row is clickable and its title cell a link. */
  rowHref?(row: T): string;
  /** Rows' stable ids. */
  getRowId?(row: T): string;
  /** Small screens: cards (default) or the table with a horizontal scroll. */
  mobile?: 'cards' | 'scroll';
  /** Text under the table (a total, a hint). */
  footer?: ReactNode;
}

/**
 * The admin data table: TanStack Table, headless, with server-side sort and keyset
 * pagination (the API sorts and pages; the table only shows). Accessible: a caption, `th scope`,
 * `aria-sort` and sort buttons on sortable headers, links as row targets (keyboard and middle
 * click work). On small screens, rows become cards unless `mobile="scroll"`.
 */
export function DataTable<T>({
  columns,
  data,
  caption,
  sort,
  onSortChange,
  nextCursor,
  hasPrevious,
  onNext,
  onFirst,
  loading,
  empty,
  rowHref,
  getRowId,
  mobile = 'cards',
  footer,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.dir === 'desc' }] : [];
  const table = useReactTable<T>({
    data,
    columns,
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
  });
  const rows = table.getRowModel().rows;
  const cardTitleId = columns.find((c) => c.meta?.cardTitle)?.id;

  const headerCell = (id: string, canSort: boolean, label: ReactNode, className?: string) => {
    const active = sort?.id === id;
    const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : canSort ? 'none' : undefined;
    const Icon = active ? (sort.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
    return (
      <th
        key={id}
        scope="col"
        aria-sort={ariaSort}
        className={cn(
          'px-4 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-neutral-500 uppercase dark:text-neutral-400',
          className,
        )}
      >
        {canSort && onSortChange ? (
          <button
            type="button"
            onClick={() => onSortChange(id, active && sort.dir === 'desc' ? 'asc' : active ? 'desc' : 'asc')}
            className={cn(
              'group -mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-0.5 uppercase hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:text-white',
              active && 'text-neutral-900 dark:text-white',
            )}
          >
            {label}
            <Icon
              className={cn('size-3.5', active ? 'opacity-100' : 'opacity-40 group-hover:opacity-80')}
              aria-hidden="true"
            />
          </button>
        ) : (
          label
        )}
      </th>
    );
  };

  const open = (row: T, event: React.MouseEvent) => {
    if (!rowHref) return;
    // Let links, buttons and text selection inside the row do their own thing.
    if ((event.target as HTMLElement).closest('a,button,input,select,label')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(rowHref(row));
  };

  const isEmpty = rows.length === 0;
  return (
    <div className="relative">
      <div
        className={cn(
          'overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-xs dark:border-neutral-800 dark:bg-neutral-900',
          loading && 'opacity-60 transition-opacity',
        )}
        aria-busy={loading || undefined}
      >
        <div className={cn(mobile === 'cards' ? 'hidden md:block' : '', 'overflow-x-auto')}>
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-neutral-200 bg-neutral-50/80 dark:border-neutral-800 dark:bg-neutral-950/40">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) =>
                    headerCell(
                      header.column.id,
                      header.column.getCanSort(),
                      header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext()),
                      header.column.columnDef.meta?.className,
                    ),
                  )}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
              {rows.map((row) => (
                <tr
                  key={row.id}
                  onClick={(e) => open(row.original, e)}
                  className={cn(
                    'transition-colors',
                    rowHref && 'cursor-pointer hover:bg-neutral-50 dark:hover:bg-neutral-800/50',
                  )}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn(
                        'px-4 py-3 align-middle text-neutral-700 dark:text-neutral-300',
                        cell.column.columnDef.meta?.className,
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {mobile === 'cards' && (
          <ul className="divide-y divide-neutral-100 md:hidden dark:divide-neutral-800" aria-label={caption}>
            {rows.map((row) => {
              const cells = row.getVisibleCells();
              const title = cells.find((c) => c.column.id === cardTitleId) ?? cells[0];
              return (
                <li
                  key={row.id}
                  onClick={(e) => open(row.original, e)}
                  className={cn(
                    'px-4 py-3',
                    rowHref && 'cursor-pointer active:bg-neutral-50 dark:active:bg-neutral-800',
                  )}
                >
                  <div className="flex items-center justify-between gap-3">
                    <div className="min-w-0 flex-1 font-medium text-neutral-900 dark:text-white">
                      {title && flexRender(title.column.columnDef.cell, title.getContext())}
                    </div>
                    {rowHref && <ChevronRight className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />}
                  </div>
                  <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 text-xs">
                    {cells
                      .filter((c) => c !== title && !c.column.columnDef.meta?.hideOnCard)
                      .map((cell) => {
                        const header = cell.column.columnDef.header;
                        return (
                          <div key={cell.id} className="min-w-0">
                            <dt className="text-neutral-500 dark:text-neutral-400">
                              {typeof header === 'string' ? header : cell.column.id}
                            </dt>
                            <dd className="truncate text-neutral-800 dark:text-neutral-200">
                              {flexRender(cell.column.columnDef.cell, cell.getContext())}
                            </dd>
                          </div>
                        );
                      })}
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
        {isEmpty && (
          <div className="flex flex-col items-center gap-2 px-6 py-14 text-center text-sm text-neutral-500 dark:text-neutral-400">
            <Inbox className="size-8 text-neutral-300 dark:text-neutral-600" aria-hidden="true" />
            {empty ?? t('admin-ui.table.empty')}
          </div>
        )}
      </div>
      {loading && (
        <div className="pointer-events-none absolute inset-x-0 top-16 flex justify-center" role="status">
          <Spinner className="size-6 text-primary-600" />
          <span className="sr-only">{t('admin-ui.table.loading')}</span>
        </div>
      )}
      {(nextCursor || hasPrevious || footer) && (
        <nav
          className="mt-3 flex flex-wrap items-center justify-between gap-3"
          aria-label={t('admin-ui.table.pagination')}
        >
          <div className="text-xs text-neutral-500 dark:text-neutral-400">{footer}</div>
          <div className="flex gap-2">
            {hasPrevious && onFirst && (
              <Button type="button" variant="outline" size="sm" onClick={onFirst}>
                <ChevronsLeft className="size-4" aria-hidden="true" />
                {t('admin-ui.table.first')}
              </Button>
            )}
            {nextCursor && onNext && (
              <Button type="button" variant="outline" size="sm" onClick={() => onNext(nextCursor)}>
                {t('admin-ui.table.next')}
                <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            )}
          </div>
        </nav>
      )}
    </div>
  );
}

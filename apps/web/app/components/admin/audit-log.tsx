import type { AdminObjectType, AuditEntry, AuditResponse } from '@biclou/contracts/admin';
import * as endpoints from '@biclou/contracts/endpoints';
import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../locale-link';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

/** The fields that changed between `before` and `after` (top-level keys of two objects). */
export function changedFields(before: unknown, after: unknown): { key: string; from: unknown; to: unknown }[] {
  const b = before && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const a = after && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((key) => ({ key, from: b[key], to: a[key] }));
}

const show = (value: unknown) =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The audit log (issue 14): who did what, when, why, with what changed. On an object's page give
 * `objectType` + `objectId`; without them it lists every action. `initial` is the loader's first
 * page (no fetch on mount); the API client (`useApi()` of the page) loads the next pages.
 * `actionLabel` words an action code (`user.suspend` → "Suspended"); the code shows otherwise.
 */
export function AuditLog({
  api,
  objectType,
  objectId,
  initial,
  actionLabel,
  showObject = false,
  objectHref,
}: {
  api: ApiClient;
  objectType?: AdminObjectType;
  objectId?: string;
  initial?: AuditResponse;
  actionLabel?(action: string): string | undefined;
  /** Show each entry's object (the log's own page). */
  showObject?: boolean;
  /** A link to the object's admin page, when it has one. */
  objectHref?(entry: AuditEntry): string | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [items, setItems] = useState<AuditEntry[]>(initial?.items ?? []);
  const [cursor, setCursor] = useState<string | null>(initial?.nextCursor ?? null);
  const [loading, setLoading] = useState(!initial);
  const [failed, setFailed] = useState(false);

  const load = async (before?: string) => {
    setLoading(true);
    const res = await api.call(endpoints.listAdminAudit, {
      query: { objectType, objectId, cursor: before, limit: 20 },
      quiet: true,
    });
    setLoading(false);
    if (!res.ok) {
      setFailed(true);
      return;
    }
    setItems((prev) => (before ? [...prev, ...res.data.items] : res.data.items));
    setCursor(res.data.nextCursor);
  };

  useEffect(() => {
    if (initial) {
      setItems(initial.items);
      setCursor(initial.nextCursor);
      return;
    }
    void load();
    // Reloads when the object changes (`load` is recreated each render).
  }, [objectType, objectId, initial]);

  if (failed && items.length === 0)
    return <p className="text-sm text-red-700 dark:text-red-400">{t('admin-ui.audit.failed')}</p>;
  if (!loading && items.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-neutral-500 dark:text-neutral-400">
        <History className="size-4" aria-hidden="true" />
        {t('admin-ui.audit.empty')}
      </p>
    );

  return (
    <div>
      <ol className="relative space-y-4 border-l border-neutral-200 pl-5 dark:border-neutral-800">
        {items.map((entry) => {
          const changes = changedFields(entry.before, entry.after);
          const href = objectHref?.(entry);
          return (
            <li key={entry.id} className="relative">
              <span
                className="absolute top-1.5 -left-[25px] size-2.5 rounded-full border-2 border-white bg-primary-600 dark:border-neutral-900 dark:bg-primary-400"
                aria-hidden="true"
              />
              <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
                <span className="font-semibold text-neutral-900 dark:text-white">
                  {actionLabel?.(entry.action) ?? entry.action}
                </span>
                {showObject && (
                  <span className="font-mono text-xs text-neutral-500 dark:text-neutral-400">
                    {href ? (
                      <LocaleLink to={href} className="underline-offset-2 hover:underline">
                        {entry.objectType} {entry.objectId.slice(0, 8)}
                      </LocaleLink>
                    ) : (
                      `${entry.objectType} ${entry.objectId.slice(0, 8)}`
                    )}
                  </span>
                )}
                <span className="text-neutral-500 dark:text-neutral-400">
                  {t('admin-ui.audit.by', { name: entry.admin.name })} ·{' '}
                  <time dateTime={entry.createdAt}>
                    {formatDateTime(entry.createdAt, locale, MARKETPLACE_TIME_ZONE)}
                  </time>
                </span>
              </div>
              {entry.reason && (
                <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
                  <span className="text-neutral-500 dark:text-neutral-400">{t('admin-ui.audit.reason')} </span>
                  {entry.reason}
                </p>
              )}
              {changes.length > 0 && (
                <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 rounded-lg bg-neutral-50 px-3 py-2 font-mono text-xs dark:bg-neutral-800/60">
                  {changes.map((c) => (
                    <div key={c.key} className="contents">
                      <dt className="text-neutral-500 dark:text-neutral-400">{c.key}</dt>
                      <dd className="min-w-0 break-words text-neutral-800 dark:text-neutral-200">
                        <span className="text-red-700 line-through decoration-red-400/60 dark:text-red-400">
                          {show(c.from)}
                        </span>{' '}
                        → <span className="text-emerald-700 dark:text-emerald-400">{show(c.to)}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ol>
      {loading && (
        <div className="mt-3 flex items-center gap-2 text-sm text-neutral-500" role="status">
          <Spinner className="size-4" />
          {t('admin-ui.table.loading')}
        </div>
      )}
      {cursor && !loading && (
        <Button type="button" variant="outline" size="sm" className="mt-4" onClick={() => void load(cursor)}>
          {t('admin-ui.audit.more')}
        </Button>
      )}
    </div>
  );
}
